/**
 * One identity per mailbox (DESIGN §4a): the form of an email address that the
 * new-clients rule and sign-in compare, so `Jane.Doe+promo@GMail.com.`,
 * `janedoe@gmail.com` and its full-width or zero-width look-alikes are one
 * person. The address as typed is kept for sending; this is only compared.
 * Unicode NFKC (full-width letters become plain ones), invisible characters
 * dropped, trimmed, lower case, the domain's trailing dot dropped, the `+tag`
 * dropped, and the dots of a Gmail local part (Gmail delivers with or without
 * them; googlemail.com is Gmail).
 */

// Soft hyphen, zero-width and joiner characters, bidirectional marks, word joiners, variation selectors, BOM.
const INVISIBLE = /[\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180b-\u180f\u200b-\u200f\u202a-\u202e\u2060-\u206f\u3164\ufe00-\ufe0f\ufeff\uffa0]/g;

const DOTS_IGNORED: Record<string, string> = { 'gmail.com': 'gmail.com', 'googlemail.com': 'gmail.com' };

export function canonicalEmail(address: string): string {
  const plain = address.normalize('NFKC').replace(INVISIBLE, '').trim().toLowerCase();
  const at = plain.lastIndexOf('@');
  if (at < 1) return plain;
  const domain = plain.slice(at + 1).replace(/\.+$/, '');
  const local = plain.slice(0, at).split('+')[0] ?? '';
  const dotless = DOTS_IGNORED[domain];
  return dotless ? `${local.replace(/\./g, '')}@${dotless}` : `${local}@${domain}`;
}
