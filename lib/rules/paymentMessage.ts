/**
 * Payment-provider messages arrive prefixed with the provider's request id,
 * e.g. "[req_8f2a91c] Your card was declined." The id helps support, not the
 * customer, so the alert dialog strips it (spec §8).
 */
const REQUEST_ID_PREFIX = /^\s*\[?req_[A-Za-z0-9]+\]?\s*[:\-–]?\s*/;

export function stripRequestIdPrefix(message: string): string {
  return message.replace(REQUEST_ID_PREFIX, '');
}
