import { Readable } from 'node:stream';
import { parseSetCookie } from 'cookie';
import type { NextApiRequest, NextApiResponse } from 'next';

/**
 * Calls a pages-router API handler in-process, the way Next would after body
 * parsing: enough of NextApiRequest/NextApiResponse for the studio routes
 * (status, json, send, headers, cookies, redirect, revalidate).
 */
export interface ApiCall {
  method?: string;
  query?: Record<string, string>;
  body?: unknown;
  cookies?: Record<string, string>;
  headers?: Record<string, string>;
  /** The body as the client sent it, read by the handler as the request's stream (routes with bodyParser off: uploads, beacons). */
  rawBody?: Buffer | string;
  /** The socket address the request comes from (127.0.0.1 unless given). */
  remoteAddress?: string;
}

export interface ApiAnswer {
  status: number;
  body: Record<string, unknown>;
  headers: Record<string, string | string[]>;
  /** Cookies the answer set (name → value), from Set-Cookie. */
  setCookies: Record<string, string>;
}

export async function callApi(handler: (req: NextApiRequest, res: NextApiResponse) => unknown, call: ApiCall = {}): Promise<ApiAnswer> {
  const method = call.method ?? 'GET';
  const headers: Record<string, string> = { host: 'localhost:3000', ...(method === 'GET' ? {} : { 'content-type': 'application/json' }), ...call.headers };
  const fields = {
    method,
    query: call.query ?? {},
    body: call.body,
    cookies: call.cookies ?? {},
    headers,
    url: '/api/test',
    socket: { remoteAddress: call.remoteAddress ?? '127.0.0.1' },
  };
  const req = (call.rawBody === undefined ? fields : Object.assign(Readable.from([Buffer.from(call.rawBody)]), fields)) as unknown as NextApiRequest;
  const answer: ApiAnswer = { status: 200, body: {}, headers: {}, setCookies: {} };
  let sent = false;
  const res = {
    get headersSent() {
      return sent;
    },
    setHeader(name: string, value: string | string[]) {
      answer.headers[name.toLowerCase()] = value;
      return res;
    },
    getHeader: (name: string) => answer.headers[name.toLowerCase()],
    status(code: number) {
      answer.status = code;
      return res;
    },
    json(body: Record<string, unknown>) {
      answer.body = body;
      sent = true;
      return res;
    },
    send(body: unknown) {
      answer.body = typeof body === 'string' ? { text: body } : (body as Record<string, unknown>);
      sent = true;
      return res;
    },
    end() {
      sent = true;
      return res;
    },
    redirect(code: number, location: string) {
      answer.status = code;
      answer.headers.location = location;
      sent = true;
      return res;
    },
    revalidate: async () => undefined,
    setDraftMode: () => res,
  } as unknown as NextApiResponse;
  await handler(req, res);
  for (const line of [answer.headers['set-cookie'] ?? []].flat()) {
    // As written, not decoded: a test sends them back as they came.
    const { name, value } = parseSetCookie(line, { decode: (raw) => raw });
    answer.setCookies[name] = value ?? '';
  }
  return answer;
}
