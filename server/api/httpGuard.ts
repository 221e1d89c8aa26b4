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
  const problem = jsonBodyProblem(req.body);
  if (problem) return { status: 400, message: problem };
  return null;
}

export const NUL_MESSAGE = 'Text may not contain NUL characters.';

/**
 * Deeper than any body the site takes (a studio document with rich text nests
 * about 8 levels). JSON.parse takes any depth, but JSON.stringify, zod and
 * GraphQL recurse: 5,000 levels in 10 KB overflowed the stack (issue 38, item 11).
 */
export const MAX_JSON_DEPTH = 32;
export const TOO_DEEP_MESSAGE = `The JSON body nests deeper than ${MAX_JSON_DEPTH} levels.`;

/**
 * Why a parsed JSON body must be refused whole, before anything reads it, or
 * null: nesting deeper than MAX_JSON_DEPTH, or U+0000 in any string or key (no
 * text the site stores may hold it: PostgreSQL refuses it, so such a request
 * would fail halfway, after something was charged or written).
 */
export function jsonBodyProblem(value: unknown): string | null {
  // A walk with its own stack, so the walk itself never overflows.
  const pending: [unknown, number][] = [[value, 0]];
  while (pending.length) {
    const [item, depth] = pending.pop()!;
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return NUL_MESSAGE;
    } else if (item !== null && typeof item === 'object' && !Buffer.isBuffer(item)) {
      if (depth >= MAX_JSON_DEPTH) return TOO_DEEP_MESSAGE;
      for (const [key, inner] of Object.entries(item)) {
        if (key.includes('\u0000')) return NUL_MESSAGE;
        pending.push([inner, depth + 1]);
      }
    }
  }
  return null;
}

/** A JSON text as a value, or why it is refused (not JSON, too deep, NUL): the one parse for bodies read raw. */
export function parseJsonBody(text: string): { ok: true; value: unknown } | { ok: false; message: string } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, message: 'The request body is not valid JSON.' };
  }
  const problem = jsonBodyProblem(value);
  return problem ? { ok: false, message: problem } : { ok: true, value };
}
