import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import * as z from 'zod/mini';
import { errorText, requestLog, withRequestId } from '@/server/platform/log';
import { serverEnv } from '@/server/platform/env';
import { NUL_MESSAGE, parseJsonBody, unsafeRequest } from '../httpGuard';
import { createGraphQLServer, GRAPHQL_ENDPOINT, type ServerOptions } from '../yoga';

/**
 * POST /api/graphql over HTTP (spec §7, GraphQL over HTTP): the body is read
 * and checked here, before GraphQL sees it, so every malformed request gets a
 * 400 with a JSON GraphQL error; every answer carries the request id that its
 * log lines carry; no CORS credentials are ever granted.
 */

export const MAX_BODY_BYTES = 64 * 1024;

export interface RawRequest {
  method: string | undefined;
  headers: IncomingHttpHeaders;
  /** The body as text; null when it was larger than MAX_BODY_BYTES; undefined when the connection failed while it was read. */
  body: string | null | undefined;
  remoteAddress: string | undefined;
}

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

const operation = z.object({
  query: z.string().check(z.minLength(1), z.maxLength(MAX_BODY_BYTES)),
  operationName: z.optional(z.nullable(z.string().check(z.maxLength(128)))),
  variables: z.optional(z.nullable(z.record(z.string(), z.unknown()))),
  extensions: z.optional(z.nullable(z.record(z.string(), z.unknown()))),
});

const errorBody = (message: string, extensions: { code: string; requestId?: string }) => JSON.stringify({ errors: [{ message, extensions }] });

/** The browser origins allowed to call the API cross-site (GRAPHQL_CORS_ORIGINS); none by default. */
function corsHeaders(origin: string | undefined): Record<string, string> {
  const allowed = serverEnv().GRAPHQL_CORS_ORIGINS;
  if (!origin || !allowed.includes(origin)) return {};
  return { 'access-control-allow-origin': origin, vary: 'Origin' };
}

export function createGraphQLHandler(options: ServerOptions = {}) {
  const yoga = createGraphQLServer(options);

  return function handle(req: RawRequest): Promise<RawResponse> {
    const requestId = randomUUID();
    const base = {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      'x-request-id': requestId,
      ...corsHeaders(req.headers.origin),
    };
    const fail = (status: number, message: string): RawResponse => ({ status, headers: base, body: errorBody(message, { code: 'BAD_REQUEST' }) });

    return withRequestId(requestId, async () => {
      const crossSiteAllowed = corsHeaders(req.headers.origin)['access-control-allow-origin'] !== undefined;
      const rejected = unsafeRequest({ method: req.method, headers: crossSiteAllowed ? { ...req.headers, 'sec-fetch-site': 'same-origin' } : req.headers });
      if (rejected) return fail(rejected.status, rejected.message);
      if (req.body === null) return fail(413, 'The request body is too large.');
      if (req.body === undefined) return fail(400, 'The request body could not be read.');
      // Too deep or holding NUL anywhere in variables: refused before zod or GraphQL walk it.
      const json = parseJsonBody(req.body);
      if (!json.ok) return fail(400, json.message);
      const parsed = operation.safeParse(json.value);
      if (!parsed.success)
        return fail(400, 'The request body must be a JSON object with a "query" string (and optional "operationName" and "variables" objects).');
      // Escaped in a string written into the query itself.
      if (/\\u(0000|\{0+\})/i.test(parsed.data.query)) return fail(400, NUL_MESSAGE);

      try {
        const response = await yoga.fetch(
          `http://localhost${GRAPHQL_ENDPOINT}`,
          {
            method: 'POST',
            headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json' },
            body: JSON.stringify(parsed.data),
          },
          { req: { headers: req.headers, socket: { remoteAddress: req.remoteAddress } }, requestId },
        );
        return {
          status: response.status,
          headers: { ...base, 'content-type': response.headers.get('content-type') ?? base['content-type'] },
          body: await response.text(),
        };
      } catch (error) {
        // Yoga answers a resolver's failure itself; this is anything beneath it. The caller always gets an answer.
        requestLog().error({ err: errorText(error) }, 'GraphQL request failed outside its resolvers');
        // The same answer Yoga gives a resolver's failure (server/api/yoga.ts).
        return { status: 500, headers: base, body: errorBody('Unexpected error.', { code: 'INTERNAL_SERVER_ERROR', requestId }) };
      }
    });
  };
}

/**
 * Reads at most `limit` bytes of a request body; null when it is larger (the
 * rest is drained unread, so the connection stays usable for the answer).
 */
export function readBody(req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    const settle = (value: string | null) => {
      if (settled) return;
      settled = true;
      resolve(value);
    };
    req.on('data', (chunk: Buffer) => {
      if (settled) return;
      size += chunk.length;
      if (size > limit) settle(null);
      else chunks.push(chunk);
    });
    req.on('end', () => settle(Buffer.concat(chunks).toString('utf8')));
    req.on('error', (error) => {
      if (!settled) {
        settled = true;
        reject(error);
      }
    });
  });
}

/**
 * A Node request handler for POST /api/graphql (pages/api/graphql.ts hands in the content-backed options). Every
 * request, even one whose connection broke while its body was read, gets a GraphQL answer. The answer states its
 * length, so Next's compression leaves answers under its 1 KB threshold as they are.
 */
export function graphqlRoute(options: ServerOptions = {}) {
  let handler: ReturnType<typeof createGraphQLHandler> | undefined;
  return async function serveGraphQL(req: IncomingMessage, res: ServerResponse): Promise<void> {
    handler ??= createGraphQLHandler(options);
    const body = req.method === 'POST' ? await readBody(req).catch(() => undefined) : '';
    const answer = await handler({ method: req.method, headers: req.headers, body, remoteAddress: req.socket.remoteAddress });
    res.writeHead(answer.status, { ...answer.headers, 'content-length': String(Buffer.byteLength(answer.body)) });
    res.end(answer.body);
  };
}
