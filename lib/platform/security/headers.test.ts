import { securityHeaders } from './headers';

const byKey = (headers: { key: string; value: string }[]) => Object.fromEntries(headers.map((h) => [h.key, h.value]));

describe('securityHeaders', () => {
  it('allows only same-origin scripts in production, no inline script, and forbids framing', () => {
    const headers = byKey(securityHeaders({ production: true }));
    expect(headers['Content-Security-Policy']).toContain("script-src 'self';");
    expect(headers['Content-Security-Policy']).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(headers['Content-Security-Policy']).not.toMatch(/unsafe-eval/);
    expect(headers['Content-Security-Policy']).toMatch(/frame-ancestors 'none'/);
    expect(headers['Strict-Transport-Security']).toMatch(/max-age=\d+/);
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
  });

  it('adds an external GraphQL origin to connect-src, and no HSTS in development', () => {
    const headers = byKey(securityHeaders({ production: false, graphqlUrl: 'https://api.example.com/graphql' }));
    expect(headers['Content-Security-Policy']).toMatch(/connect-src 'self' https:\/\/api\.example\.com/);
    expect(headers['Strict-Transport-Security']).toBeUndefined();
  });

  it('names configured tag origins for scripts and beacons, still with no inline scripts', () => {
    const csp = byKey(securityHeaders({ production: true, tagOrigins: ['https://tags.example.net'] }))['Content-Security-Policy'];
    expect(csp).toMatch(/script-src 'self' https:\/\/tags\.example\.net;/);
    expect(csp).toMatch(/connect-src 'self' https:\/\/tags\.example\.net;/);
    expect(csp).not.toMatch(/unsafe-inline'?;?[^;]*script/);
  });
});

describe('next.config headers', () => {
  it('sends the security headers on every path from a source with no named parameter, so Next does not compile the CSP per request', async () => {
    const { default: config } = await import('../../../next.config');
    const rules = await config('phase-production-server').headers!();
    expect(rules.map((rule) => rule.source)).toEqual(['/(.*)']);
    expect(rules.flatMap((rule) => rule.headers.map((h) => h.key))).toContain('Content-Security-Policy');
  });
});
