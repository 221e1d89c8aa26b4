import http from 'node:http';

/** GET with an explicit Host header (fetch drops it), on loopback only; `timeoutMs` bounds the whole wait for an answer. */
export function getWithHost(base, host, pathname, { timeoutMs = 10_000 } = {}) {
  const url = new URL(pathname, base);
  if (!/^(127\.0\.0\.1|localhost)$/.test(url.hostname)) throw new Error('benchmarks only target loopback');
  return new Promise((resolve, reject) => {
    const request = http.get({ hostname: url.hostname, port: url.port, path: `${url.pathname}${url.search}`, headers: { host } }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    });
    request.setTimeout(timeoutMs, () => request.destroy(new Error('timeout')));
    request.on('error', reject);
  });
}
