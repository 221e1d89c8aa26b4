import type { NextConfig } from 'next';
import { PHASE_PRODUCTION_BUILD } from 'next/constants';
import path from 'node:path';
import { serverEnv } from './server/platform/env';
import { securityHeaders } from './lib/platform/security/headers';
import { tagOrigins } from './server/growth/tagConfig';
import { stripeOrigins } from './server/site/paymentConfig';
import { strayRouteFiles } from './server/site/routing/strayRouteFiles';

const env = serverEnv();

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // Next hashes every page body it sends to make an ETag (fnv1a over ~56 KB of landing HTML): about a tenth of the
  // server's CPU per landing request. Pages are revalidated by ISR and cached by the CDN with s-maxage; a browser
  // asking again gets the page, not a 304 (docs/decisions.md).
  generateEtags: false,
  // The server `npm start` runs compresses itself, keeping each compressed body for the next answer of the same bytes
  // (server/runtime/compressedResponses.mjs): Next gzipped every ISR hit again. Served any other way, Next compresses.
  compress: !env.SERVED_BY,
  // Spec §2 lists routes both with and without a trailing slash; proxy.ts maps
  // both forms to one internal page (one cache entry) and the canonical link
  // names the preferred form, so Next's redirect is not wanted.
  skipTrailingSlashRedirect: true,
  // Loaded from node_modules at run time: PGlite ships WASM and data files, pg has optional native parts, pino uses worker threads, redis and pg-boss are loaded once rather than copied into every bundle.
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'pg-boss', 'zipcodes', 'pino', 'redis'],
  sassOptions: { silenceDeprecations: ['legacy-js-api'] },
  // Types are checked by `npm test` (and `npm run typecheck`), before anything is built; a build checking them again
  // spent about 40 s of a first `npm start` on a 2-core machine, and twice that in CI, which builds twice.
  typescript: { ignoreBuildErrors: true },
  images: {
    // AVIF where the browser accepts it (smallest), else WebP; `sharp` encodes both.
    formats: ['image/avif', 'image/webp'],
    // Pictures published in Sanity are served from its CDN.
    remotePatterns: [{ protocol: 'https', hostname: 'cdn.sanity.io' }],
  },
  // The site's own page cache (server/site/isr/pageCache.ts): bounded memory for one process, Redis shared by several,
  // and a publish reaches every page through its change log instead of a render of each. Next keeps no copy of its own.
  cacheHandler: path.join(process.cwd(), 'server', 'site', 'isr', 'cache-handler.mjs'),
  cacheMaxMemorySize: 0,
  async headers() {
    // `/(.*)`, not `/:path*`: Next fills a named parameter into every header value that holds a colon (the CSP does)
    // by compiling that value as a route pattern, on every request (about 8 µs); a source without named parameters
    // skips it.
    return [
      {
        source: '/(.*)',
        headers: securityHeaders({
          production: env.NODE_ENV === 'production',
          graphqlUrl: env.NEXT_PUBLIC_GRAPHQL_URL,
          tagOrigins: tagOrigins(env),
          paymentOrigins: stripeOrigins(env),
        }),
      },
    ];
  },
};

export default function config(phase: string): NextConfig {
  // A test under pages/ would be built and served as a route: the build stops instead.
  if (phase === PHASE_PRODUCTION_BUILD) {
    const stray = strayRouteFiles(path.join(process.cwd(), 'pages'));
    if (stray.length)
      throw new Error(`Only pages and API routes may live in pages/ (Next serves every file there): move ${stray.map((f) => `pages/${f}`).join(', ')}`);
  }
  return nextConfig;
}
