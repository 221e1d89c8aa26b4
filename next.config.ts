import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // Spec §2 lists routes both with and without a trailing slash; proxy.ts maps
  // both forms to one internal page (one cache entry) and the canonical link
  // names the preferred form, so Next's redirect is not wanted.
  skipTrailingSlashRedirect: true,
  sassOptions: { silenceDeprecations: ['legacy-js-api'] },
};

export default nextConfig;
