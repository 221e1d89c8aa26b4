/**
 * The tab's sessionStorage, or null on the server and where the browser
 * refuses it (privacy modes can throw on access).
 */
export function sessionStore(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}
