/** A message for people when the network or the server fails. */
export function failureMessage(error: unknown): string {
  const text = error instanceof Error ? error.message : '';
  if (/RATE_LIMITED|Too many requests/i.test(text)) return 'Too many requests. Please wait a minute and try again.';
  return 'We couldn’t reach our servers. Please check your connection and try again.';
}
