import { serverEnv } from './env';
import { errorText, log } from './log';

/**
 * Error reporting behind one function. The embedded default logs (one JSON
 * line with the request id); with
 * ERROR_REPORT_URL set (a hosted provider's ingest endpoint), reports are also
 * POSTed there as JSON. Reporting never throws and never blocks the caller.
 */

export interface ErrorReport {
  message: string;
  stack?: string;
  source: 'server' | 'browser';
  requestId?: string;
  path?: string;
  context?: Record<string, unknown>;
}

const MAX_FIELD = 4000;

export function toReport(error: unknown, source: ErrorReport['source'], extra: Omit<ErrorReport, 'message' | 'source' | 'stack'> = {}): ErrorReport {
  const { message, stack } = described(error);
  return {
    message: message.slice(0, MAX_FIELD),
    ...(stack ? { stack: stack.slice(0, MAX_FIELD) } : {}),
    source,
    ...extra,
  };
}

/** An error's message and stack for a report; a failed query's parameters are withheld from both (`errorText`). */
function described(error: unknown): { message: string; stack?: string } {
  if (!(error instanceof Error)) return { message: typeof error === 'string' ? error : 'Unknown error' };
  const message = errorText(error);
  if (message === error.message) return { message, stack: error.stack };
  const frames = error.stack?.indexOf('\n    at ') ?? -1;
  return { message, stack: frames === -1 ? undefined : `${error.name}: ${message}${error.stack!.slice(frames)}` };
}

export function reportError(report: ErrorReport, options: { url?: string; fetchImpl?: typeof fetch } = {}): void {
  try {
    log.error({ requestId: report.requestId, source: report.source, path: report.path, context: report.context, stack: report.stack }, report.message);
    const url = options.url ?? serverEnv().ERROR_REPORT_URL;
    if (!url) return;
    const send = options.fetchImpl ?? fetch;
    void send(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...report, at: new Date().toISOString() }),
      signal: AbortSignal.timeout(5000),
    }).catch(() => undefined);
  } catch {
    // Reporting must never add a failure of its own.
  }
}
