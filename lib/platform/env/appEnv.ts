/** Where a deployment runs (APP_ENV): some experiments and tags behave differently off production. */
export type AppEnv = 'production' | 'staging' | 'development';
