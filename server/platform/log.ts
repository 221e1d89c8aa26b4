import { AsyncLocalStorage } from 'node:async_hooks';
import pino from 'pino';
import { serverEnv } from './env';

/**
 * The server's structured log: one JSON object per line (pino), so a value
 * can never forge a line, with the request id of the request it belongs to.
 * Personal data and anything card-shaped is redacted by key wherever it
 * appears; callers log ids, not people.
 */

const REDACT = ['email', 'phone', 'firstName', 'lastName', 'ccNumber', 'cvc', 'ccExpiration', 'paymentToken', 'token', 'password', 'authorization', 'cookie'];

/** Where lines go: stdout, or a test's capture (captureLog). */
const sink = { write: (line: string) => void process.stdout.write(line) };

export const log = pino(
  {
    level: serverEnv().LOG_LEVEL,
    base: undefined,
    redact: { paths: [...REDACT, ...REDACT.map((key) => `*.${key}`), ...REDACT.map((key) => `*.*.${key}`)], censor: '[redacted]' },
    formatters: { level: (label) => ({ level: label }) },
  },
  { write: (line: string) => sink.write(line) },
);

/** For tests: collects every log line (parsed) until `restore` is called. */
export function captureLog(): { lines: () => Record<string, unknown>[]; restore(): void } {
  const captured: string[] = [];
  const original = sink.write;
  sink.write = (line) => void captured.push(line);
  return {
    lines: () => captured.flatMap((chunk) => chunk.split('\n').filter(Boolean)).map((line) => JSON.parse(line) as Record<string, unknown>),
    restore: () => {
      sink.write = original;
    },
  };
}

const requestScope = new AsyncLocalStorage<{ requestId: string }>();

/** Runs `work` with `requestId` attached to everything it logs. */
export const withRequestId = <T>(requestId: string, work: () => T): T => requestScope.run({ requestId }, work);

/**
 * An error as one line for the log. A failed database query's message names its parameters (a customer's email,
 * phone or name): the line keeps the statement and the database's reason, and withholds the values.
 */
export function errorText(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const { query, params } = error as { query?: unknown; params?: unknown };
  if (typeof query !== 'string' || !Array.isArray(params)) return error.message;
  const reason = error.cause instanceof Error ? error.cause.message : 'no reason given';
  return `Failed query: ${query} (${params.length} parameters withheld): ${reason}`;
}

export const currentRequestId = (): string | undefined => requestScope.getStore()?.requestId;

/** The log for the current request (its id on every line). */
export function requestLog(): pino.Logger {
  const requestId = currentRequestId();
  return requestId ? log.child({ requestId }) : log;
}

const lastWarned = new Map<string, number>();

/** A warning logged at most once every 10 s per `key`: during an outage every request would otherwise add the same line. */
export function throttledWarn(key: string, fields: Record<string, unknown>, message: string): void {
  const now = Date.now();
  if (now - (lastWarned.get(key) ?? -Infinity) < 10_000) return;
  lastWarned.set(key, now);
  log.warn(fields, message);
}
