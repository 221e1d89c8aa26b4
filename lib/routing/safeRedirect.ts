/**
 * A post-purchase redirect is honoured only when it is a same-site path:
 * one leading slash, no scheme, no host, no backslashes or control characters.
 */
export function safeRedirect(value: string | null | undefined): string | null {
  if (!value || value.length > 512) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return null;
  try {
    const url = new URL(value, 'https://same.site');
    return url.origin === 'https://same.site' ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}
