/**
 * A mailto: link to one address. Each side of the @ is percent-encoded, so
 * nothing an address holds is read as link syntax: a `?` cannot start headers
 * (`?bcc=…` would blind-copy someone on the reply), `&` or `,` cannot add a
 * field or a recipient, and `%` stays a literal character.
 */
export function mailtoHref(address: string): string {
  const at = address.lastIndexOf('@');
  if (at < 0) return `mailto:${encodeURIComponent(address)}`;
  return `mailto:${encodeURIComponent(address.slice(0, at))}@${encodeURIComponent(address.slice(at + 1))}`;
}
