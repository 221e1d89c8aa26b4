/**
 * Reference apps for size and speed comparisons, built in the same run with
 * this project's own Next version, builder and node_modules:
 * - `empty`: a pages-router app whose only page renders one paragraph;
 * - `proxy`: the same app behind a trivial host → tenant rewriting proxy.ts
 *   (what any multi-tenant app pays before doing any work of its own);
 *   given `like` (a page's size and security headers), it does what any such
 *   landing page must and nothing more, so a page figure can be read against
 *   it: see `likeTheSiteConfig` and `FIRST_VISIT_PROXY` below.
 * Built into a throwaway folder beside the OS temp dir; nothing is committed.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = process.cwd();
const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');

// One paragraph: Lighthouse needs something painted to measure a page at all.
const EMPTY_PAGE = 'export default function Empty() {\n  return <p>Empty page</p>;\n}\n';
// The empty tenant page is about this many bytes of HTML; padding makes up the rest.
const TENANT_PAGE_BYTES = 1200;
const tenantPage = (padding) =>
  [
    `const PADDING = ${JSON.stringify(padding)};`,
    'export default function Tenant({ tenant }) {',
    '  return <main><h1>{tenant}</h1><p>Empty page</p>{PADDING ? <div dangerouslySetInnerHTML={{ __html: PADDING }} /> : null}</main>;',
    '}',
    'export const getStaticPaths = async () => ({ paths: [], fallback: "blocking" });',
    'export const getStaticProps = async ({ params }) => ({ props: { tenant: params.tenant }, revalidate: 300 });',
    '',
  ].join('\n');
// Host → tenant and the page it rewrites to: the lines both reference proxies share.
const TENANT_OF_HOST = [
  "  const host = (request.headers.get('host') ?? '').split(':')[0];",
  "  const labels = host.split('.');",
  "  const tenant = labels.length >= 2 ? labels[labels.length - 2] : 'local';",
];
const TENANT_TARGET = 'new URL(`/_sites/${tenant}${request.nextUrl.pathname === "/" ? "" : request.nextUrl.pathname}`, request.url)';
const TRIVIAL_PROXY = [
  "import { NextResponse } from 'next/server';",
  '// Host → tenant → rewrite, nothing else: the floor for a multi-tenant proxy.',
  'export function proxy(request) {',
  ...TENANT_OF_HOST,
  `  return NextResponse.rewrite(${TENANT_TARGET});`,
  '}',
  "export const config = { matcher: ['/((?!api/|_next/).*)'] };",
  '',
].join('\n');

/** Static markup shaped like a page's (short-classed elements with text), about `bytes` long. */
function paddingMarkup(bytes) {
  let markup = '';
  for (let i = 0; markup.length < bytes; i += 1)
    markup += `<p class="c${(i * 7919).toString(36).padStart(6, '0')}">Item ${i} of the padding, text of a usual length.</p>`;
  return markup;
}

// The trivial proxy plus what a landing page's proxy must do for a first visit: keep the query,
// name the brand, give the visitor an id and a cohort cookie, and keep that response private.
const FIRST_VISIT_PROXY = [
  "import { NextResponse } from 'next/server';",
  'export function proxy(request) {',
  ...TENANT_OF_HOST,
  `  const target = ${TENANT_TARGET};`,
  '  target.search = request.nextUrl.search;',
  '  const response = NextResponse.rewrite(target);',
  "  response.headers.set('x-brand', tenant);",
  "  response.cookies.set('sid', crypto.randomUUID(), { path: '/', maxAge: 365 * 86400, sameSite: 'lax' });",
  "  response.cookies.set('fecohorts', 'first_cleaning_free_v1:control', { path: '/', maxAge: 30 * 86400, sameSite: 'lax' });",
  "  response.headers.set('Cache-Control', 'private, no-store');",
  '  return response;',
  '}',
  "export const config = { matcher: ['/((?!api/|_next/static/|_next/image|favicons/|brands/|fonts/|images/|scripts/).*)'] };",
  '',
].join('\n');

/**
 * The reference "like the site": the trivial-proxy app with its page padded to `pageBytes` of
 * static markup, the site's own security headers on every route, no ETags (docs/decisions.md,
 * "No ETags on pages") and the first-visit proxy above. What is left between it and the site
 * is the site's own work.
 */
const likeTheSiteConfig = (headers) =>
  `module.exports = { generateEtags: false, poweredByHeader: false, async headers() { return [{ source: '/(.*)', headers: ${JSON.stringify(headers)} }]; } };\n`;

/**
 * Builds a reference app and returns its folder; `kind` is 'empty' or 'proxy'.
 * `like` ({ pageBytes, headers: [{ key, value }] }, proxy only) builds the proxy app like the site.
 */
export function buildReferenceApp(kind, { like } = {}) {
  const dir = path.join(os.tmpdir(), `homeclean-reference-${kind}${like ? '-like' : ''}-${process.pid}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(path.join(dir, 'pages'), { recursive: true });
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: `reference-${kind}`, private: true }));
  writeFileSync(path.join(dir, 'pages', 'index.js'), EMPTY_PAGE);
  if (kind === 'proxy') {
    mkdirSync(path.join(dir, 'pages', '_sites', '[tenant]'), { recursive: true });
    const padding = like ? paddingMarkup(Math.max(0, like.pageBytes - TENANT_PAGE_BYTES)) : '';
    writeFileSync(path.join(dir, 'pages', '_sites', '[tenant]', 'index.js'), tenantPage(padding));
    writeFileSync(path.join(dir, 'proxy.js'), like ? FIRST_VISIT_PROXY : TRIVIAL_PROXY);
    if (like) writeFileSync(path.join(dir, 'next.config.js'), likeTheSiteConfig(like.headers));
  }
  symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  const result = spawnSync(process.execPath, [nextBin, 'build', '--webpack'], {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (result.status !== 0) throw new Error(`building the ${kind} reference app failed:\n${result.stdout}\n${result.stderr}`);
  return dir;
}

/** Serves a built reference app with `next start`; resolves once it answers, with a stop function. */
export async function startReferenceApp(dir, port) {
  const child = spawn(process.execPath, [nextBin, 'start', '-p', String(port)], {
    cwd: dir,
    stdio: 'ignore',
    detached: true,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  const stop = () => {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already stopped
    }
  };
  process.on('exit', stop);
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      await fetch(`http://127.0.0.1:${port}/`);
      return { stop, pid: child.pid };
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  stop();
  throw new Error(`the reference app in ${dir} did not start`);
}

export const removeReferenceApp = (dir) => rmSync(dir, { recursive: true, force: true });
