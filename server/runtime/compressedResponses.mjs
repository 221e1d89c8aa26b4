/**
 * Response compression for the production server (server/runtime/serve.mjs), with each compressed body kept for the
 * next answer that is the same bytes.
 *
 * Next's own compression (`compress`, on by default) gzips every response as it is sent. An ISR page is the same bytes
 * for every visitor until it is regenerated, yet each hit compressed its 33 KB again: under load that was the largest
 * single cost of serving a cached landing page (a third of the CPU). next.config.ts sets `compress: false`, as Next's
 * documentation says to when something in front compresses, and this is that something: the body of a compressible
 * answer is collected, and the gzip of a GET answer is taken from a bounded cache by the body's hash or made once and
 * kept; other methods' answers are compressed as they go.
 *
 * What is left alone, passed through as written: HEAD requests, clients that do not accept gzip, answers without a
 * body to compress (1xx, 204, 304), answers already encoded, types that do not compress (pictures, fonts, archives),
 * event streams, and bodies under 1 KB (not worth a round of gzip).
 */
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|manifest\+json|xml|rss\+xml|graphql-response\+json)|image\/svg\+xml)/i;
const MIN_BYTES = 1024;
/** Compressed bodies kept, least recently used out first: one process's cached pages and scripts, compressed. */
const CACHE_BYTES = 64 * 1024 * 1024;

/** A bounded map of body hash → gzip bytes. */
export function gzipCache(maxBytes = CACHE_BYTES) {
  const entries = new Map();
  let bytes = 0;
  return {
    gzip(body) {
      const key = createHash('sha256').update(body).digest('base64');
      const held = entries.get(key);
      if (held) {
        entries.delete(key);
        entries.set(key, held);
        return held;
      }
      const made = gzipSync(body);
      if (made.length > maxBytes) return made;
      entries.set(key, made);
      bytes += made.length;
      for (const [oldest, value] of entries) {
        if (bytes <= maxBytes) break;
        entries.delete(oldest);
        bytes -= value.length;
      }
      return made;
    },
    get size() {
      return entries.size;
    },
  };
}

const acceptsGzip = (header) =>
  String(header ?? '')
    .split(',')
    .some((part) => {
      const [name, ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return (name === 'gzip' || name === '*') && (q === undefined || Number(q.slice(2)) > 0);
    });

function worthCompressing(res) {
  if (res.statusCode < 200 || res.statusCode === 204 || res.statusCode === 304) return false;
  if (res.getHeader('content-encoding')) return false;
  const type = String(res.getHeader('content-type') ?? '');
  return COMPRESSIBLE.test(type) && !/event-stream/i.test(type);
}

const toBuffer = (chunk, encoding) => (Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8'));

/**
 * Makes `res` compress what is written to it, if `req` accepts gzip and the answer is worth it (decided at the first
 * write, when the headers are known). Call before handing the pair to Next.
 */
export function compressResponse(req, res, cache) {
  if (req.method === 'HEAD') return;
  const gzip = acceptsGzip(req.headers['accept-encoding']);
  const original = { writeHead: res.writeHead, write: res.write, end: res.end };
  /** null: not decided yet; false: passing through; an array: collecting the body. */
  let collected = null;

  // Only our own wrappers are taken off: anything that wrapped them since keeps its place.
  const restore = () => {
    if (res.writeHead === writeHead) res.writeHead = original.writeHead;
    if (res.write === write) res.write = original.write;
    if (res.end === end) res.end = original.end;
  };
  // Held until the body is known, so the length and encoding can still change: its status and headers are set on the
  // response, which Node writes with the first bytes.
  function writeHead(statusCode, ...rest) {
    res.statusCode = statusCode;
    if (typeof rest[0] === 'string') res.statusMessage = rest[0];
    const headers = typeof rest[0] === 'string' ? rest[1] : rest[0];
    if (Array.isArray(headers)) for (let i = 0; i + 1 < headers.length; i += 2) res.setHeader(headers[i], headers[i + 1]);
    else if (headers) for (const [name, value] of Object.entries(headers)) if (value !== undefined) res.setHeader(name, value);
    return res;
  }
  const decide = () => {
    if (collected !== null) return;
    // Headers already sent (flushed early) can no longer change: what follows goes as written.
    const compressible = !res.headersSent && worthCompressing(res);
    // Caches in front must keep the two answers apart, whichever this client gets.
    if (compressible) res.setHeader('vary', mergeVary(res.getHeader('vary')));
    if (compressible && gzip) {
      collected = [];
      return;
    }
    collected = false;
    restore();
  };
  function write(chunk, encoding, callback) {
    decide();
    if (collected === false) return original.write.call(res, chunk, encoding, callback);
    if (chunk !== undefined && chunk !== null) collected.push(toBuffer(chunk, encoding));
    const done = typeof encoding === 'function' ? encoding : callback;
    if (done) process.nextTick(done);
    return true;
  }
  function end(chunk, encoding, callback) {
    if (typeof chunk === 'function') [chunk, callback] = [undefined, chunk];
    if (chunk !== undefined && chunk !== null) write(chunk, typeof encoding === 'function' ? undefined : encoding);
    else decide();
    const done = typeof encoding === 'function' ? encoding : callback;
    if (collected === false) return original.end.call(res, undefined, undefined, done);
    restore();
    const body = Buffer.concat(collected);
    if (body.length < MIN_BYTES) {
      res.setHeader('content-length', body.length);
      return original.end.call(res, body, undefined, done);
    }
    // Only what a GET answers repeats (pages, scripts, styles); a POST's answer (GraphQL, the studio) is its own each
    // time, and keeping it would hash it for nothing and push pages out of the cache.
    const compressed = req.method === 'GET' ? cache.gzip(body) : gzipSync(body);
    res.setHeader('content-encoding', 'gzip');
    res.setHeader('content-length', compressed.length);
    return original.end.call(res, compressed, undefined, done);
  }
  res.writeHead = writeHead;
  res.write = write;
  res.end = end;
}

function mergeVary(current) {
  const names = String(current ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  return names.some((name) => name.toLowerCase() === 'accept-encoding' || name === '*') ? names.join(', ') : [...names, 'Accept-Encoding'].join(', ');
}
