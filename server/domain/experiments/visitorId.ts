import { randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { shortSignature } from '@/server/platform/signing';
import { bucketAt, bucketUnit, isVisitBucket, VISIT_BUCKETS, type VisitBucket } from '@/lib/rules/visitBucket';

/**
 * The stable visitor id experiments assign on (DESIGN §4a): issued by the server and signed, so a visitor cannot
 * choose one and try ids until a pricing group they like comes up. It is the `sid` cookie the browser's tracker also
 * reads, so its shape stays what the tracker accepts (letters, digits, `_` and `-`, up to 64 characters): 24 hex
 * characters of id (96 random bits) followed by 16 characters of HMAC over it. An id the server did not sign (one a
 * browser made on a CDN-shared page, or forged) assigns nothing: its visitor gets a signed one on the next page.
 *
 * A new id names its visit bucket (lib/rules/visitBucket.ts): `v`, the bucket's two hex digits, 21 random hex
 * characters. Experiments assign on the bucket, so the id a first visit is later given keeps the groups its first,
 * shared page showed. Ids issued before buckets (24 hex characters) keep assigning on themselves.
 */

const ID = /^(?:[0-9a-f]{24}|v[0-9a-f]{23})$/;
const MAC_LENGTH = 16;

const mac = (id: string) => shortSignature('visitor-id', id, MAC_LENGTH);

/** The signed visitor id of a 24-character id (24 hex characters, or `v` and 23). */
export function signVisitorId(id: string): string {
  if (!ID.test(id)) throw new Error('a visitor id is 24 hex characters, or v and 23');
  return `${id}${mac(id)}`;
}

/** A new signed visitor id in `bucket` (a random one unless given). */
export function newVisitorId(bucket: VisitBucket = randomBucket()): string {
  return signVisitorId(`v${bucket}${randomUUID().replace(/-/g, '').slice(0, 21)}`);
}

export const randomBucket = (): VisitBucket => bucketAt(randomInt(VISIT_BUCKETS));

/**
 * What experiments assign a verified visitor id on: its bucket's unit for an id that names one, else the id itself.
 * A bucket outside the range (never issued) assigns on the id too.
 */
export function assignmentUnit(sid: string): string {
  const bucket = sid.startsWith('v') ? sid.slice(1, 3) : null;
  return bucket !== null && isVisitBucket(bucket) ? bucketUnit(bucket) : sid;
}

/** The cookie value when it is a visitor id this server signed, else null. */
export function verifiedVisitorId(value: string | null | undefined): string | null {
  if (typeof value !== 'string' || value.length !== 24 + MAC_LENGTH) return null;
  const id = value.slice(0, 24);
  if (!ID.test(id)) return null;
  const given = Buffer.from(value.slice(24));
  const expected = Buffer.from(mac(id));
  return given.length === expected.length && timingSafeEqual(given, expected) ? value : null;
}
