import { serverEnv } from './env';

/**
 * Who is asking, as far as the server can know. `X-Forwarded-For` and
 * `X-Forwarded-Proto` are written by whoever sent the request, so they are
 * believed only for the proxies this deployment runs (TRUSTED_PROXY_HOPS):
 * each trusted hop appends the address it received the request from, so the
 * client is that many entries from the right of the chain (the socket being
 * the last). With no trusted hops (the default) the socket address is the
 * client and the headers are ignored.
 */

export interface RequestOrigin {
  socketAddress: string | undefined;
  forwardedFor: string | string[] | undefined;
  forwardedProto?: string | string[] | undefined;
  /** Whether the socket itself is TLS. */
  encrypted?: boolean;
}

const MAX_ENTRY = 64;
const ADDRESS = /^[0-9a-fA-F:.[\]]{2,64}$/;

const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value.join(',') : (value ?? ''));

/** The forwarding chain, oldest first, with the socket address last. */
function chain(origin: RequestOrigin): string[] {
  const forwarded = header(origin.forwardedFor)
    .split(',')
    .map((entry) => entry.trim().slice(0, MAX_ENTRY))
    .filter(Boolean);
  return [...forwarded, normalise(origin.socketAddress ?? 'unknown')];
}

/** `::ffff:127.0.0.1` and `127.0.0.1` are the same client. */
const normalise = (address: string) => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');

export function clientAddress(origin: RequestOrigin, trustedHops: number): string {
  const addresses = chain(origin);
  // Walking left past the trusted hops; a chain shorter than promised means a hop did not forward: use the oldest entry.
  const candidate = addresses[Math.max(0, addresses.length - 1 - trustedHops)] ?? 'unknown';
  const address = normalise(candidate);
  return ADDRESS.test(address) ? address : 'unknown';
}

/** Whether the visitor's connection is HTTPS: the socket's own TLS, or the proto the nearest trusted proxy saw. */
export function isHttps(origin: RequestOrigin, trustedHops: number): boolean {
  if (origin.encrypted) return true;
  if (trustedHops === 0) return false;
  const protos = header(origin.forwardedProto)
    .split(',')
    .map((p) => p.trim().toLowerCase())
    .filter(Boolean);
  // Each trusted proxy may append its own view; the client's is the one the outermost trusted hop recorded.
  return protos[Math.max(0, protos.length - trustedHops)] === 'https';
}

/** The parts of a Node request that say where it came from. */
export interface IncomingRequest {
  headers: Record<string, string | string[] | undefined>;
  socket?: { remoteAddress?: string; encrypted?: boolean } | null;
}

const originOf = (req: IncomingRequest): RequestOrigin => ({
  socketAddress: req.socket?.remoteAddress,
  forwardedFor: req.headers['x-forwarded-for'],
  forwardedProto: req.headers['x-forwarded-proto'],
  encrypted: req.socket?.encrypted === true,
});

/**
 * The client of a request under this deployment's TRUSTED_PROXY_HOPS, as every rate limit counts it: an IPv4
 * address, or an IPv6 client's /64 (one home or phone is handed a whole /64, so its single addresses are endless).
 */
export const requestClient = (req: IncomingRequest) => limitKey(clientAddress(originOf(req), serverEnv().TRUSTED_PROXY_HOPS));

/** `2001:db8:1:2:aaaa::1` → `2001:db8:1:2::/64`; anything else as it is. */
export function limitKey(address: string): string {
  const bare = address.replace(/^\[|\]$/g, '');
  if (!bare.includes(':')) return address;
  const [head = '', tail = '', ...more] = bare.split('::');
  if (more.length) return address;
  const groups = (part: string) => (part ? part.split(':') : []);
  // A dotted IPv4 tail (`64:ff9b::192.0.2.1`) stands for two groups.
  const width = (part: string[]) => part.reduce((n, g) => n + (g.includes('.') ? 2 : 1), 0);
  const left = groups(head);
  const right = groups(tail);
  const full = bare.includes('::') ? [...left, ...Array<string>(Math.max(0, 8 - width(left) - width(right))).fill('0'), ...right] : left;
  const prefix = full.slice(0, 4);
  if (prefix.length < 4 || prefix.some((g) => !/^[0-9a-fA-F]{1,4}$/.test(g))) return address;
  return `${prefix.map((g) => parseInt(g, 16).toString(16)).join(':')}::/64`;
}

/** Whether the visitor reached us over HTTPS (cookies are Secure then). */
export const requestIsHttps = (req: IncomingRequest) => isHttps(originOf(req), serverEnv().TRUSTED_PROXY_HOPS);
