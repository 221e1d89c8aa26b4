import type { NextConfig } from 'next';
import { securityHeaders } from './lib/security/headers';
import { tagOrigins } from './lib/tracking/tagConfig';

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // Spec §2 lists routes both with and without a trailing slash; proxy.ts maps
  // both forms to one internal page (one cache entry) and the canonical link
  // names the preferred form, so Next's redirect is not wanted.
  skipTrailingSlashRedirect: true,
  // Loaded from node_modules at run time: PGlite ships WASM and data files, pg has optional native parts.
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'zipcodes'],
  sassOptions: { silenceDeprecations: ['legacy-js-api'] },
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders({ production: process.env.NODE_ENV === 'production', graphqlUrl: process.env.NEXT_PUBLIC_GRAPHQL_URL, tagOrigins: tagOrigins() }) }];
  },
};

export default nextConfig;
