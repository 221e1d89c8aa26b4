/**
 * The browser's side of error reporting: a report goes to /api/client-errors,
 * which hands it to the server's reporter (report.ts). Never throws and never
 * waits: reporting must not break the screen that noticed the problem.
 */
export function reportBrowserError(message: string, details: { stack?: string; context?: Record<string, unknown> } = {}): void {
  try {
    void fetch('/api/client-errors', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ message, stack: details.stack, context: details.context, path: window.location.pathname }),
      keepalive: true,
    }).catch(() => undefined);
  } catch {
    // Nothing else to do: the report is best effort.
  }
}
