import type { IncomingMessage } from 'node:http';

/**
 * JSON POSTs only, and none that a browser marks cross-site. HTML forms can
 * send neither a JSON content type nor a same-site fetch, so this also
 * stops cross-site form posts. Checked on the raw request, before any body
 * parser has turned a form into an object.
 */
export function unsafeRequest(req: Pick<IncomingMessage, 'method' | 'headers'>): { status: number; message: string } | null {
  if (req.method !== 'POST') return { status: 405, message: 'Use POST with a JSON body.' };
  if (!/^application\/(graphql-response\+)?json\b/i.test(req.headers['content-type'] ?? '')) {
    return { status: 415, message: 'Content-Type must be application/json.' };
  }
  if (req.headers['sec-fetch-site'] === 'cross-site') return { status: 403, message: 'Cross-site requests are not allowed.' };
  return null;
}
