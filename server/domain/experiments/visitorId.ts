import { randomUUID, timingSafeEqual } from 'node:crypto';
import { shortSignature } from '@/lib/platform/signing';

/**
 * The stable visitor id experiments assign on (DESIGN §4a): issued by the server and signed, so a visitor cannot
 * choose one and try ids until a pricing group they like comes up. It is the `sid` cookie the browser's tracker also
 * reads, so its shape stays what the tracker accepts (letters, digits, `_` and `-`, up to 64 characters): 24 hex
 * characters of id (96 random bits) followed by 16 characters of HMAC over it. An id the server did not sign (one a
 * browser made on a CDN-shared page, or forged) assigns nothing: its visitor gets a signed one on the next page.
 */

const ID = /^[0-9a-f]{24}$/;
const MAC_LENGTH = 16;

const mac = (id: string) => shortSignature('visitor-id', id, MAC_LENGTH);

/** The signed visitor id of a 24-hex-character id. */
export function signVisitorId(id: string): string {
  if (!ID.test(id)) throw new Error('a visitor id is 24 hex characters');
  return `${id}${mac(id)}`;
}

/** A new signed visitor id. */
export const newVisitorId = (): string => signVisitorId(randomUUID().replace(/-/g, '').slice(0, 24));

/** The cookie value when it is a visitor id this server signed, else null. */
export function verifiedVisitorId(value: string | null | undefined): string | null {
  if (typeof value !== 'string' || value.length !== 24 + MAC_LENGTH) return null;
  const id = value.slice(0, 24);
  if (!ID.test(id)) return null;
  const given = Buffer.from(value.slice(24));
  const expected = Buffer.from(mac(id));
  return given.length === expected.length && timingSafeEqual(given, expected) ? value : null;
}
