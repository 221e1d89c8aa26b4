#!/usr/bin/env node
/**
 * The production server of a build (`npm start` runs it after its own steps;
 * scripts/start.mjs): Next's request handler for every request, except that
 * /api/graphql goes straight to its route, and published ISR pages straight
 * to Next's page renderer.
 *
 * Why: Next's router spends about 0.25 ms of the one JavaScript thread on each
 * API request before the route runs (URL parsing, route matching, header
 * rules, its API resolver), measured as 3,500 req/s for an empty API route
 * against 34,000 for the same function behind node:http. The GraphQL
 * operations take 0.6–0.8 ms in all, so that was a third of each. The route
 * is the same module instance Next itself loads (Node's module cache), so
 * everything it holds (database, content, limits) is shared; what Next's
 * router adds to an API answer is added here too: the header rules of
 * next.config (routes-manifest.json) and gzip when `compress` is on.
 * Without a usable route module, GraphQL goes through Next like the rest.
 * (docs/decisions.md, "Origin efficiency": GraphQL beside Next's router)
 *
 * Pages: Next's router runs proxy.ts for every page in its middleware
 * sandbox, which cost more than half of a cached landing page's time. The
 * site's own routing (lib/site/routing/pageLane.ts, offered by the build's
 * instrumentation) decides here instead: for a published ISR page it gives the
 * same brand, variant, cookies and headers proxy.ts would, and the internal
 * page goes to the renderer Next's router itself hands it to, with the header
 * rules of next.config and compression as Next's router adds them. Every other
 * request, and every page when the build offers no routing, goes through Next.
 * (docs/decisions.md, "Origin efficiency": ISR pages beside Next's router)
 */
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parse as parseQuery } from 'node:querystring';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';

const dir = process.cwd();
const requireFromApp = createRequire(path.join(dir, 'package.json'));
const distDir = path.join(dir, '.next');

const port = Number(process.env.PORT || '3000');
if (!Number.isInteger(port) || port < 1 || port > 65535) {
  console.error(`[serve] PORT must be a port number, got "${process.env.PORT}"`);
  process.exit(1);
}

const GRAPHQL_PATH = '/api/graphql';
// The `compression` package Next uses skips bodies under 1 KB when it knows their length; it did not know the route's
// (written without a Content-Length), so it gzipped even 30-byte answers. This path knows, and skips them.
const GZIP_MIN_BYTES = 1024;
const gzipAsync = promisify(gzip);

/** The path of a request target without its query. */
const pathnameOf = (url = '') => {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
};

/** The header rules of next.config, as the build wrote them. */
const configHeaderRules = () =>
  (requireFromApp(path.join(distDir, 'routes-manifest.json')).headers ?? []).map((rule) => ({
    regex: new RegExp(rule.regex),
    conditional: Boolean(rule.has || rule.missing),
    headers: rule.headers.map(({ key, value }) => [key, value]),
  }));

/**
 * The header rules of next.config that apply to `pathname`, as Next would add them, or null when
 * one of them depends on the request (`has` / `missing`) and only Next's router can decide it.
 */
function configHeadersFor(rules, pathname) {
  const headers = [];
  for (const rule of rules) {
    if (!rule.regex.test(pathname)) continue;
    if (rule.conditional) return null;
    headers.push(...rule.headers);
  }
  return headers;
}

/** GraphQL's route as Next built it, or null (with the reason logged) when it cannot be served directly. */
async function graphqlLane() {
  try {
    const { config } = requireFromApp(path.join(distDir, 'required-server-files.json'));
    const headers = configHeadersFor(configHeaderRules(), GRAPHQL_PATH);
    // A route whose bundle imports ES modules is an async module: its exports are there once it has been awaited.
    const route = (await requireFromApp(path.join(distDir, 'server', 'pages', 'api', 'graphql.js'))).default;
    if (headers === null) throw new Error('a header rule for it depends on the request');
    if (typeof route?.answer !== 'function') throw new Error('the built route has no answer()');
    return { route, headers, compress: config.compress !== false };
  } catch (error) {
    console.warn(`[serve] ${GRAPHQL_PATH} goes through Next's router: ${error.message}`);
    return null;
  }
}

const acceptsGzip = (req) => /\bgzip\b/i.test(String(req.headers['accept-encoding'] ?? ''));

async function serveGraphQL(lane, req, res) {
  const answer = await lane.route.answer(req);
  for (const [key, value] of lane.headers) res.setHeader(key, value);
  const headers = { ...answer.headers };
  let body = Buffer.from(answer.body);
  if (lane.compress) {
    headers.vary = headers.vary ? `${headers.vary}, Accept-Encoding` : 'Accept-Encoding';
    if (body.length >= GZIP_MIN_BYTES && acceptsGzip(req)) {
      body = await gzipAsync(body);
      headers['content-encoding'] = 'gzip';
    }
  }
  headers['content-length'] = String(body.length);
  res.writeHead(answer.status, headers);
  res.end(body);
}

/**
 * The page lane, or null (with the reason logged) when every page goes through Next's router: the site's routing as
 * the build's instrumentation offered it, Next's page renderer, and what Next's router does to a request and its
 * answer before the renderer has them (internal headers dropped, compression).
 */
function pageLane() {
  try {
    // The key lib/site/routing/pageLane.ts offers it under (PAGE_LANE_KEY).
    const route = globalThis[Symbol.for('homeclean.pageLane')];
    if (typeof route !== 'function') throw new Error('the build offered no page routing (instrumentation.ts)');
    const renderer = app.server;
    if (typeof renderer?.render !== 'function') throw new Error("Next's page renderer is not reachable");
    const { config } = requireFromApp(path.join(distDir, 'required-server-files.json'));
    const { filterInternalHeaders } = requireFromApp('next/dist/server/lib/server-ipc/utils');
    const { releaseCompressionStream } = requireFromApp('next/dist/server/lib/release-compression-stream');
    const compress = config.compress === false ? null : requireFromApp('next/dist/compiled/compression')();
    return { route, renderer, rules: configHeaderRules(), filterInternalHeaders, compress, releaseCompressionStream };
  } catch (error) {
    console.warn(`[serve] pages go through Next's router: ${error.message}`);
    return null;
  }
}

async function servePage(pages, req, res) {
  // Decided before the routing, which assigns and records: a request handed to Next afterwards would be counted twice.
  const headers = configHeadersFor(pages.rules, pathnameOf(req.url));
  if (!headers) return handleWithNext(req, res);
  pages.filterInternalHeaders(req.headers);
  let answer = null;
  try {
    answer = await pages.route(req);
  } catch {
    // The proxy answers its own failures (the fallback brand's not-found page) and logs them: let it.
  }
  if (!answer) return handleWithNext(req, res);
  if (pages.compress) {
    pages.compress(req, res, () => {});
    // A client that hangs up leaves the compression stream unended, and it would leak: Next's router releases it too.
    res.once('close', () => res.writableFinished || pages.releaseCompressionStream(res));
  }
  for (const [key, value] of headers) res.setHeader(key, value);
  for (const [key, value] of answer.headers) res.setHeader(key, value);
  if (answer.setCookies.length) res.setHeader('set-cookie', answer.setCookies);
  const query = answer.rewriteTo.indexOf('?');
  return pages.renderer.render(req, res, pathnameOf(answer.rewriteTo), query === -1 ? {} : { ...parseQuery(answer.rewriteTo.slice(query + 1)) });
}

// As `next start` answers a request its handler threw on. The GraphQL route's answer() never rejects (it answers its
// own failures as GraphQL errors), so here that is only Next, or writing an answer out.
function failed(req, res, error) {
  console.error(`[serve] failed to handle ${req.method} ${req.url}: ${error instanceof Error ? error.stack : error}`);
  if (res.headersSent) return void res.destroy();
  res.statusCode = 500;
  res.end('Internal Server Error');
}

// What `next start` sets before it loads anything of Next's: the production build of everything, and the runtime
// instrumentation.ts checks before it opens the database and starts the periodic work.
process.env.NODE_ENV ||= 'production';
process.env.NEXT_RUNTIME = 'nodejs';
// A production build served by this script, with nothing else configured, is the embedded default, which may run on
// the test gateway; one served another way (`next start`, a platform) is a deployment (lib/platform/env/testGateway.ts).
process.env.SERVED_BY = 'scripts/serve.mjs';
const next = requireFromApp('next');
const app = next({ dev: false, dir, port, webpack: true });
const handleWithNext = app.getRequestHandler();
try {
  await app.prepare();
} catch (error) {
  // A bad environment variable fails here (next.config.ts and instrumentation.ts parse it): its message names every
  // problem, and a stack trace under it would only bury that.
  console.error(`[serve] ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
const lane = await graphqlLane();
const pages = pageLane();

// Methods the fetch standard forbids: Next's router turns each request into a Request and throws on them.
const UNSERVED_METHODS = new Set(['CONNECT', 'TRACE', 'TRACK']);

const server = http.createServer((req, res) => {
  if (!req.url?.startsWith('/')) {
    // An absolute URL as the target (HTTP/1.1 lets a client send one): its path, and its host as the Host (RFC 9112
    // §3.2.2). Any other target that is not a path (`*`, a malformed URL) is the client's error, not the server's:
    // Next's router would throw on it.
    if (!/^https?:\/\//i.test(req.url ?? '') || !URL.canParse(req.url)) return void res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' }).end('Bad Request');
    const target = new URL(req.url);
    req.url = `${target.pathname}${target.search}`;
    req.headers.host = target.host;
  }
  if (UNSERVED_METHODS.has(req.method)) return void res.writeHead(405, { allow: 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS', 'content-type': 'text/plain; charset=utf-8' }).end('Method Not Allowed');
  let served;
  try {
    if (lane && pathnameOf(req.url) === GRAPHQL_PATH) served = serveGraphQL(lane, req, res);
    else served = pages ? servePage(pages, req, res) : handleWithNext(req, res);
  } catch (error) {
    return void failed(req, res, error);
  }
  served.catch((error) => failed(req, res, error));
});
const beside = [lane ? null : `${GRAPHQL_PATH} through Next`, pages ? null : "pages through Next's router"].filter(Boolean);
server.listen(port, () => console.log(`[serve] ready on http://localhost:${port}${beside.length ? ` (${beside.join('; ')})` : ''}`));

// As `next start` does: stop taking requests, let those under way finish, then exit with the signal's code.
let stopping = false;
for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
]) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    // A connection that never finishes does not keep the process: five seconds is plenty for an answer under way.
    setTimeout(() => process.exit(code), 5000).unref();
    server.close(() => app.close().finally(() => process.exit(code)));
  });
}
