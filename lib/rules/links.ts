/**
 * Spec §2: a link that begins with a query or a hash fragment is appended to
 * the current page path (dropping the current query and hash). Same-site paths
 * lose a trailing slash, as the site's URLs have none ("/help/" → "/help").
 */
export function resolveHref(href: string, currentPath: string): string {
  if (href.startsWith('?') || href.startsWith('#')) {
    const path = currentPath.split(/[?#]/)[0] || '/';
    return `${path}${href}`;
  }
  if (!href.startsWith('/') || href.startsWith('//')) return href;
  return href.replace(/^([^?#]+?)\/+(?=[?#]|$)/, '$1');
}
