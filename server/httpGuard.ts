import type { IncomingMessage } from 'node:http';

/**
 * JSON POSTs only, and none that a browser marks cross-site. HTML forms can
 * send neither a JSON content type nor a same-site fetch, so this also
 * stops cross-site form posts. Checked on the raw request, before any body
 * parser has turned a form into an object.
 */
export function unsafeRequest(req: Pick<IncomingMessage, 'method' | 'headers'> & { body?: unknown }): { status: number; message: string } | null {
  if (req.method !== 'POST') return { status: 405, message: 'Use POST with a JSON body.' };
  if (!/^application\/(graphql-response\+)?json\b/i.test(req.headers['content-type'] ?? '')) {
    return { status: 415, message: 'Content-Type must be application/json.' };
  }
  if (req.headers['sec-fetch-site'] === 'cross-site') return { status: 403, message: 'Cross-site requests are not allowed.' };
  if (holdsNul(req.body)) return { status: 400, message: NUL_MESSAGE };
  return null;
}

export const NUL_MESSAGE = 'Text may not contain NUL characters.';

/**
 * Whether a parsed JSON body holds U+0000 in any string or key. No text the
 * site stores may (PostgreSQL refuses it), so such a request is refused whole,
 * before anything is charged or written, rather than failing halfway.
 */
export function holdsNul(value: unknown): boolean {
  // A walk with its own stack: however deep the body nests (its size is already capped), nothing overflows.
  const pending: unknown[] = [value];
  while (pending.length) {
    const item = pending.pop();
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return true;
    } else if (Array.isArray(item)) {
      pending.push(...item);
    } else if (item !== null && typeof item === 'object' && !Buffer.isBuffer(item)) {
      for (const [key, inner] of Object.entries(item)) {
        if (key.includes('\u0000')) return true;
        pending.push(inner);
      }
    }
  }
  return false;
}
