import { z } from 'zod';

/**
 * Server-side environment, validated once. Every variable is optional: without
 * any, the site runs on its embedded defaults (local content dataset).
 */
const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalString = z.preprocess(emptyToUndefined, z.string().optional());

const serverEnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  CONTENT_DATA_DIR: optionalString,
  SANITY_PROJECT_ID: z.preprocess(emptyToUndefined, z.string().regex(/^[a-z0-9-]+$/, 'SANITY_PROJECT_ID must be a Sanity project id').optional()),
  SANITY_DATASET: z.preprocess(emptyToUndefined, z.string().regex(/^[a-z0-9_-]+$/).default('production')),
  SANITY_API_READ_TOKEN: optionalString,
  SANITY_API_VERSION: z.preprocess(emptyToUndefined, z.string().regex(/^\d{4}-\d{2}-\d{2}$/).default('2025-02-19')),
  FALLBACK_BRAND_KEY: z.preprocess(emptyToUndefined, z.string().regex(/^[a-z0-9-]+$/).default('local')),
  CONTENT_MANIFEST_TTL_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(60_000).default(1000)),
  ISR_REVALIDATE_SECONDS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(86_400).default(300)),
});

export type ServerEnv = z.infer<typeof serverEnvSchema>;

let cached: ServerEnv | undefined;

export function serverEnv(): ServerEnv {
  if (cached) return cached;
  const parsed = serverEnvSchema.safeParse(process.env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`).join('\n');
    throw new Error(`Invalid environment configuration:\n${problems}\nSee .env.example.`);
  }
  cached = parsed.data;
  return cached;
}
