/**
 * Preview addresses of draft brands, which need no DNS of their own:
 * `{key}.{previewDomain}` (`fresh-home.preview.localhost` locally; a wildcard
 * name and certificate in production, docs/deploy.md). Pure and total.
 */

const KEY = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

const withoutPort = (host: string) => host.replace(/:\d{1,5}$/, '');

/** The brand key a preview host names; null when `host` is not one. */
export function previewHostKey(host: string | null | undefined, previewDomain: string): string | null {
  if (typeof host !== 'string' || host.length > 255) return null;
  const name = withoutPort(host.trim().toLowerCase()).replace(/\.$/, '');
  const suffix = `.${withoutPort(previewDomain)}`;
  if (!name.endsWith(suffix)) return null;
  const key = name.slice(0, -suffix.length);
  return KEY.test(key) ? key : null;
}

/**
 * The preview host of `key`: the preview domain's own port if it names one,
 * else the port of the host the studio was reached on (a local server on :3000).
 */
export function previewHostOf(key: string, previewDomain: string, studioHost: string | null | undefined): string {
  const port = /:\d{1,5}$/.test(previewDomain) ? '' : (/(:\d{1,5})$/.exec(studioHost ?? '')?.[1] ?? '');
  return `${key}.${previewDomain}${port}`;
}

/** The studio link that opens `key`'s drafts on its preview address (studio-local/api/preview.ts mints the grant). */
export const studioPreviewLink = (key: string, path = '/') => `/api/studio/preview?${new URLSearchParams({ brand: key, path, on: 'preview-host' })}`;
