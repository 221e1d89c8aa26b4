#!/usr/bin/env node
/**
 * The production server of a build (`npm start` runs it after its own steps; scripts/start.mjs). Every request goes
 * to Next's own request handler, created with Next's documented custom-server API (`next()`, `prepare()`,
 * `getRequestHandler()`) and nothing else of Next's: proxy.ts routes every page, Next serves the API routes, files
 * and ISR cache, and applies next.config's headers and compression (docs/decisions.md, "Origin efficiency").
 *
 * A custom server rather than `next start` for what Next's router cannot do: a request line it would throw on
 * (an absolute URL as the target, a method the fetch standard forbids) is the client's error here, never a 5xx; and
 * the process says it is the embedded default's server (SERVED_BY, server/platform/testGateway.ts).
 */
import http from 'node:http';
import next from 'next';
import { compressResponse, gzipCache } from './compressedResponses.mjs';

const port = Number(process.env.PORT || '3000');
if (!Number.isInteger(port) || port < 1 || port > 65535) {
  console.error(`[serve] PORT must be a port number, got "${process.env.PORT}"`);
  process.exit(1);
}

// Set before Next loads: the production build of everything, as the documented custom server's start script does.
process.env.NODE_ENV ||= 'production';
// A production build served by this script, with nothing else configured, is the embedded default, which may run on
// the test gateway; one served another way (`next start`, a platform) is a deployment (server/platform/testGateway.ts).
process.env.SERVED_BY = 'server/runtime/serve.mjs';

const app = next({ dev: false, dir: process.cwd(), port, webpack: true });
const handle = app.getRequestHandler();

// Methods the fetch standard forbids: Next's router turns each request into a Request and throws on them.
const UNSERVED_METHODS = new Set(['CONNECT', 'TRACE', 'TRACK']);

// As `next start` answers a request its handler threw on.
function failed(req, res, error) {
  console.error(`[serve] failed to handle ${req.method} ${req.url}: ${error instanceof Error ? error.stack : error}`);
  if (res.headersSent) return void res.destroy();
  res.statusCode = 500;
  res.end('Internal Server Error');
}

const gzips = gzipCache();
let prepared = false;
const queued = [];
const server = http.createServer((req, res) => {
  if (!req.url?.startsWith('/')) {
    // An absolute URL as the target (HTTP/1.1 lets a client send one): its path, and its host as the Host (RFC 9112
    // §3.2.2). Any other target that is not a path (`*`, a malformed URL) is the client's error, not the server's:
    // Next's router would throw on it.
    if (!/^https?:\/\//i.test(req.url ?? '') || !URL.canParse(req.url))
      return void res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' }).end('Bad Request');
    const target = new URL(req.url);
    req.url = `${target.pathname}${target.search}`;
    req.headers.host = target.host;
  }
  if (UNSERVED_METHODS.has(req.method))
    return void res
      .writeHead(405, { allow: 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS', 'content-type': 'text/plain; charset=utf-8' })
      .end('Method Not Allowed');
  // The socket address, for the page decision's per-client limits (server/site/routing/proxyClient.ts): Next's proxy
  // sees headers only. Set here on every request, so a client's own header of that name never counts.
  req.headers['x-socket-address'] = req.socket.remoteAddress ?? '';
  compressResponse(req, res, gzips);
  const serve = () => handle(req, res).catch((error) => failed(req, res, error));
  if (prepared) serve();
  else queued.push(serve);
});
// The port is taken before Next starts: a port already in use (another server, or this one started twice) ends the
// process before instrumentation opens the embedded database or starts the job runner. Requests that arrive while
// Next prepares wait for it.
await new Promise((resolve) => {
  server.on('error', (error) => {
    console.error(`[serve] cannot listen on port ${port}: ${error.code === 'EADDRINUSE' ? 'it is already in use' : error.message}`);
    process.exit(1);
  });
  server.listen(port, resolve);
});
try {
  await app.prepare();
} catch (error) {
  // A bad environment variable fails here (next.config.ts and instrumentation.ts parse it): its message names every
  // problem, and a stack trace under it would only bury that.
  console.error(`[serve] ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
prepared = true;
for (const waiting of queued.splice(0)) waiting();
console.log(`[serve] ready on http://localhost:${port}`);

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
    server.close(() => process.exit(code));
  });
}
