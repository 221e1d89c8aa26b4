/**
 * Reference apps for size and speed comparisons, built in the same run with
 * this project's own Next version, builder and node_modules:
 * - `empty`: a pages-router app whose only page renders one paragraph;
 * - `proxy`: the same app behind a trivial host → tenant rewriting proxy.ts
 *   (what any multi-tenant app pays before doing any work of its own);
 *   given `like` (a page's size and security headers), it does what any such
 *   landing page must and nothing more, so a page figure can be read against
 *   it: see `likeTheSite` below.
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
const tenantPage = (padding) => [
  `const PADDING = ${JSON.stringify(padding)};`,
  'export default function Tenant({ tenant }) {',
  '  return <main><h1>{tenant}</h1><p>Empty page</p>{PADDING ? <div dangerouslySetInnerHTML={{ __html: PADDING }} /> : null}</main>;',
  '}',
  'export const getStaticPaths = async () => ({ paths: [], fallback: "blocking" });',
  'export const getStaticProps = async ({ params }) => ({ props: { tenant: params.tenant }, revalidate: 300 });',
  '',
].join('\n');
const TRIVIAL_PROXY = [
  "import { NextResponse } from 'next/server';",
  '// Host → tenant → rewrite, nothing else: the floor for a multi-tenant proxy.',
  'export function proxy(request) {',
  "  const host = (request.headers.get('host') ?? '').split(':')[0];",
  "  const labels = host.split('.');",
  "  const tenant = labels.length >= 2 ? labels[labels.length - 2] : 'local';",
  '  return NextResponse.rewrite(new URL(`/_sites/${tenant}${request.nextUrl.pathname === "/" ? "" : request.nextUrl.pathname}`, request.url));',
  '}',
  "export const config = { matcher: ['/((?!api/|_next/).*)'] };",
  '',
].join('\n');

/** Static markup shaped like a page's (short-classed elements with text), about `bytes` long. */
function paddingMarkup(bytes) {
  let markup = '';
  for (let i = 0; markup.length < bytes; i += 1) markup += `<p class="c${(i * 7919).toString(36).padStart(6, '0')}">Item ${i} of the padding, text of a usual length.</p>`;
  return markup;
}

// The trivial proxy plus what a landing page's proxy must do for a first visit: keep the query,
// name the brand, give the visitor an id and a cohort cookie, and keep that response private.
const FIRST_VISIT_PROXY = [
  "import { NextResponse } from 'next/server';",
  'export function proxy(request) {',
  "  const host = (request.headers.get('host') ?? '').split(':')[0];",
  "  const labels = host.split('.');",
  "  const tenant = labels.length >= 2 ? labels[labels.length - 2] : 'local';",
  '  const target = new URL(`/_sites/${tenant}${request.nextUrl.pathname === "/" ? "" : request.nextUrl.pathname}`, request.url);',
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
 * "No ETags on pages") and the first-visit cookies above. What is left between it and the site
 * is the site's own work.
 */
function writeLikeTheSite(dir, { pageBytes, headers }) {
  writeFileSync(path.join(dir, 'pages', '_sites', '[tenant]', 'index.js'), tenantPage(paddingMarkup(Math.max(0, pageBytes - TENANT_PAGE_BYTES))));
  const config = { generateEtags: false, poweredByHeader: false };
  writeFileSync(
    path.join(dir, 'next.config.js'),
    `module.exports = { ...${JSON.stringify(config)}, async headers() { return [{ source: '/:path*', headers: ${JSON.stringify(headers)} }]; } };\n`,
  );
  writeFileSync(path.join(dir, 'proxy.js'), FIRST_VISIT_PROXY);
}

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
    writeFileSync(path.join(dir, 'pages', '_sites', '[tenant]', 'index.js'), tenantPage(''));
    writeFileSync(path.join(dir, 'proxy.js'), TRIVIAL_PROXY);
    if (like) writeLikeTheSite(dir, like);
  }
  symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  const result = spawnSync(process.execPath, [nextBin, 'build', '--webpack'], { cwd: dir, encoding: 'utf8', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
  if (result.status !== 0) throw new Error(`building the ${kind} reference app failed:\n${result.stdout}\n${result.stderr}`);
  return dir;
}

/** Serves a built reference app with `next start`; resolves once it answers, with a stop function. */
export async function startReferenceApp(dir, port) {
  const child = spawn(process.execPath, [nextBin, 'start', '-p', String(port)], { cwd: dir, stdio: 'ignore', detached: true, env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
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
