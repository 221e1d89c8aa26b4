/**
 * Spec §2: a link that begins with a query or a hash fragment is appended to
 * the current page path (dropping the current query and hash).
 */
export function resolveHref(href: string, currentPath: string): string {
  if (!href.startsWith('?') && !href.startsWith('#')) return href;
  const path = currentPath.split(/[?#]/)[0] || '/';
  return `${path}${href}`;
}
