import { requestClient } from '@/server/platform/clientAddress';

/**
 * The socket address of a request, as the project's own server hands it to Next (server/runtime/serve.mjs sets this
 * header from the socket on every request, replacing any a client sent). Next's proxy sees headers only, not the
 * socket.
 */
export const SOCKET_ADDRESS_HEADER = 'x-socket-address';

/**
 * The client of a page request as the rate limits count it (TRUSTED_PROXY_HOPS applies), or null when the request did
 * not come through the project's server and its socket is unknown (`next start`).
 */
export function proxyClientKey(headers: Headers): string | null {
  const socket = headers.get(SOCKET_ADDRESS_HEADER);
  if (!socket) return null;
  return requestClient({ headers: { 'x-forwarded-for': headers.get('x-forwarded-for') ?? undefined }, socket: { remoteAddress: socket } });
}
