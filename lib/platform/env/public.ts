/**
 * Public settings for the browser bundle. Next inlines each literal
 * `process.env.NEXT_PUBLIC_*` read at build time, so only these names can
 * ever reach a browser. Their format is checked with the server's variables
 * at start (./server).
 */
export const publicEnv = {
  /** Where the browser sends GraphQL operations (spec §7: {host}/api/graphql). */
  graphqlUrl: process.env.NEXT_PUBLIC_GRAPHQL_URL || '/api/graphql',
  appVersion: process.env.NEXT_PUBLIC_APP_VERSION || 'dev',
} as const;
