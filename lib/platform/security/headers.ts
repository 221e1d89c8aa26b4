/**
 * Response headers for every route. A webpack production build of the pages
 * router emits no inline executable scripts (the page data and JSON-LD are
 * non-executed data blocks), so scripts are limited to this origin with no
 * 'unsafe-inline'. Inline style attributes (the brand colour) need style
 * 'unsafe-inline'.
 */
export function securityHeaders(options: {
  production: boolean;
  graphqlUrl?: string;
  tagOrigins?: string[];
  paymentOrigins?: string[];
}): { key: string; value: string }[] {
  let graphqlOrigin = '';
  try {
    graphqlOrigin = options.graphqlUrl && /^https?:/.test(options.graphqlUrl) ? new URL(options.graphqlUrl).origin : '';
  } catch {
    graphqlOrigin = '';
  }
  // Configured third-party tags (server/growth/tagConfig.ts); none by default. They still load only after consent.
  const tags = (options.tagOrigins ?? []).map((origin) => ` ${origin}`).join('');
  // Stripe (when the build takes cards with it): its script, the frames that hold the card, its API.
  const payments = (options.paymentOrigins ?? []).map((origin) => ` ${origin}`).join('');
  const csp = [
    "default-src 'self'",
    // Development (React Refresh, Turbopack's inline bootstrap) needs eval and inline scripts; production needs neither.
    `script-src 'self'${tags}${payments}${options.production ? '' : " 'unsafe-eval' 'unsafe-inline'"}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self'",
    `connect-src 'self'${graphqlOrigin ? ` ${graphqlOrigin}` : ''}${tags}${payments}${options.production ? '' : ' ws:'}`,
    `frame-src 'self'${payments}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
  return [
    { key: 'Content-Security-Policy', value: csp },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(self)' },
    ...(options.production ? [{ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains; preload' }] : []),
  ];
}
