/**
 * Reference apps for size and speed comparisons, built in the same run with
 * this project's own Next version, builder and node_modules:
 * - `empty`: a pages-router app whose only page renders one paragraph;
 * - `proxy`: the same app behind a trivial host → tenant rewriting proxy.ts
 *   (what any multi-tenant app pays before doing any work of its own);
 *   given `pageBytes`, its tenant page is padded with static markup to about
 *   that size, so a page figure can be read against a page as large as it.
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

/**
 * Builds a reference app and returns its folder; `kind` is 'empty' or 'proxy'.
 * `pageBytes` (proxy only) pads the tenant page's HTML to about that size.
 */
export function buildReferenceApp(kind, { pageBytes = 0 } = {}) {
  const dir = path.join(os.tmpdir(), `homeclean-reference-${kind}${pageBytes ? `-${pageBytes}` : ''}-${process.pid}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(path.join(dir, 'pages'), { recursive: true });
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: `reference-${kind}`, private: true }));
  writeFileSync(path.join(dir, 'pages', 'index.js'), EMPTY_PAGE);
  if (kind === 'proxy') {
    mkdirSync(path.join(dir, 'pages', '_sites', '[tenant]'), { recursive: true });
    writeFileSync(path.join(dir, 'pages', '_sites', '[tenant]', 'index.js'), tenantPage(pageBytes > TENANT_PAGE_BYTES ? paddingMarkup(pageBytes - TENANT_PAGE_BYTES) : ''));
    // Like the site (docs/decisions.md, "No ETags on pages"): hashing a large page on every request would cost the padded app what the site does not pay.
    if (pageBytes) writeFileSync(path.join(dir, 'next.config.js'), 'module.exports = { generateEtags: false };\n');
    writeFileSync(path.join(dir, 'proxy.js'), TRIVIAL_PROXY);
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
