import { reportError } from '@/server/platform/errorReport';

/**
 * A problem noticed in a browser (a render failure, a checkout that found no
 * matching voucher option), reported as one structured
 * log line: whatever the text holds (newlines, control characters, fake log
 * prefixes), it stays inside a JSON string, cut to a fixed length.
 */
const MAX_MESSAGE = 2000;
const MAX_STACK = 4000;
const MAX_PATH = 256;

export function recordClientError(body: unknown): 'recorded' | 'invalid' {
  const report = (body ?? {}) as { message?: unknown; stack?: unknown; path?: unknown; context?: unknown };
  if (typeof report.message !== 'string' || report.message.trim() === '') return 'invalid';
  reportError({
    message: report.message.slice(0, MAX_MESSAGE),
    ...(typeof report.stack === 'string' ? { stack: report.stack.slice(0, MAX_STACK) } : {}),
    ...(typeof report.path === 'string' ? { path: report.path.slice(0, MAX_PATH) } : {}),
    ...(isSmallRecord(report.context) ? { context: report.context } : {}),
    source: 'browser',
  });
  return 'recorded';
}

/** A flat object of a few short scalar values: anything else is dropped rather than logged. */
function isSmallRecord(value: unknown): value is Record<string, string | number | boolean | null> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  const entries = Object.entries(value);
  return (
    entries.length <= 10 &&
    entries.every(
      ([key, v]) => key.length <= 40 && (v === null || typeof v === 'number' || typeof v === 'boolean' || (typeof v === 'string' && v.length <= 200)),
    )
  );
}
