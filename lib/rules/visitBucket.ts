/**
 * Visit buckets: how a first visit is assigned experiment groups before anyone knows who it is, so that its page can
 * come from a shared cache (DESIGN §4a). Every new visitor falls into one of VISIT_BUCKETS buckets, drawn at the edge
 * (nginx's split_clients on the client's address and user agent, scripts/nginx.mjs) or by the server; experiments
 * assign on the bucket, and the visitor id the server issues afterwards names the same bucket, so the visit keeps the
 * groups its first page showed. A bucket is two hex digits, 00 to f9: 250 buckets of 0.4 % each.
 */

export type VisitBucket = string;

export const VISIT_BUCKETS = 250;

/** The header a trusted proxy in front names the request's bucket in (and keys its cache on). */
export const VISIT_BUCKET_HEADER = 'x-visit-bucket';

const BUCKET = /^[0-9a-f]{2}$/;

export const isVisitBucket = (value: unknown): value is VisitBucket =>
  typeof value === 'string' && BUCKET.test(value) && Number.parseInt(value, 16) < VISIT_BUCKETS;

/** The string experiments hash for everyone in a bucket (lib/growth/experiments/assign.ts). */
export const bucketUnit = (bucket: VisitBucket) => `bucket-${bucket}`;

/** The bucket of the n-th share (0 ≤ n < VISIT_BUCKETS). */
export const bucketAt = (n: number): VisitBucket => n.toString(16).padStart(2, '0');

/**
 * The cookie a shared cache in front of the site keys pages on (with the URL): a digest of the visit's offer and
 * the experiment groups that shape static HTML, so two visitors with the same value get byte-identical pages and two
 * in different groups never share one. A visit without it is a first visit, keyed on its bucket instead.
 */
export const PAGE_VARIANT_COOKIE = 'page_variant';
