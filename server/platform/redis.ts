import { createClient } from 'redis';
import { isProductionBuild, serverEnv } from './env';
import { errorText, log, throttledWarn } from './log';

/**
 * The Redis that every instance shares (REDIS_URL): ISR pages, rate limits,
 * the served-page sets. One connection per process, opened on first use and
 * never during `next build`. While Redis is unreachable every command fails at
 * once (no offline queue) and the client reconnects in the background, so
 * callers treat a failure as "not shared right now" and carry on: a cache
 * miss, an in-memory limit.
 */

/** The commands this site uses (node-redis's own types are far wider). */
export interface SharedRedis {
  readonly isReady: boolean;
  get(key: string): Promise<string | null>;
  set(key: string, value: string, options?: { expiration?: { type: 'PX'; value: number } }): Promise<unknown>;
  sAdd(key: string, member: string): Promise<number>;
  sMembers(key: string): Promise<string[]>;
  hSet(key: string, field: string, value: string): Promise<number>;
  hmGet(key: string, fields: string[]): Promise<(string | null)[]>;
  eval(script: string, options: { keys: string[]; arguments: string[] }): Promise<unknown>;
  destroy(): void;
}

interface Connection {
  client: SharedRedis;
  onReady: Set<() => void>;
}

// The proxy, the API routes and instrumentation are separate bundles: the connection lives on globalThis so a process opens one.
const CONNECTION = Symbol.for('homeclean.redis');
type Holder = { [CONNECTION]?: Connection };

function connect(url: string): Connection {
  const onReady = new Set<() => void>();
  const client = createClient({
    url,
    disableOfflineQueue: true,
    socket: { connectTimeout: 2000, reconnectStrategy: (retries: number) => Math.min(100 * 2 ** retries, 2000) },
  });
  let down = false;
  client.on('error', (error: unknown) => {
    if (down) return;
    down = true;
    log.warn({ err: errorText(error) }, 'Redis unreachable: pages are rendered without the shared cache and limits are kept in memory until it is back');
  });
  client.on('ready', () => {
    if (down) log.info('Redis reachable again: sharing resumes');
    down = false;
    for (const listener of onReady) listener();
  });
  client.connect().catch(() => undefined);
  return { client: client as unknown as SharedRedis, onReady };
}

function connection(): Connection | null {
  const url = serverEnv().REDIS_URL;
  if (!url || isProductionBuild()) return null;
  const holder = globalThis as Holder;
  holder[CONNECTION] ??= connect(url);
  return holder[CONNECTION];
}

/** The shared Redis, or null when none is configured (one process keeps everything itself). */
export const sharedRedis = (): SharedRedis | null => connection()?.client ?? null;

/** Opens the connection and waits up to `waitMs` for it (server start), so the first requests already share. */
export async function connectSharedRedis(waitMs: number): Promise<boolean> {
  const current = connection();
  if (!current) return false;
  const deadline = Date.now() + waitMs;
  while (!current.client.isReady && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
  return current.client.isReady;
}

/**
 * Runs `listener` each time the connection is (re)established. Redis runs
 * without persistence, so after a restart it may have forgotten what this
 * process wrote before.
 */
export function onRedisReady(listener: () => void): void {
  connection()?.onReady.add(listener);
}

/** Drops this process's connection (tests; a server just exits). The next use opens a new one. */
export function closeSharedRedis(): void {
  const holder = globalThis as Holder;
  const current = holder[CONNECTION];
  delete holder[CONNECTION];
  try {
    current?.client.destroy();
  } catch {
    // already closed
  }
}

/** A key in this site's namespace: `{REDIS_KEY_PREFIX}:part:part…`. */
export const redisKey = (...parts: string[]) => [serverEnv().REDIS_KEY_PREFIX, ...parts].join(':');

export class DeadlineError extends Error {
  constructor(ms: number) {
    super(`Redis did not answer within ${ms} ms`);
    this.name = 'DeadlineError';
  }
}

/** `work`, or a DeadlineError once `ms` have passed: a slow shared store must not hold up a page. */
export function withDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DeadlineError(ms)), ms);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

// Counted for the whole process: the proxy, the page renders and the API routes are separate bundles.
const FALLBACKS = Symbol.for('homeclean.redisFallbacks');
const counted = globalThis as { [FALLBACKS]?: number };

/** How many shared-store operations fell back to this process alone since it started (/api/health reports it). */
export const sharingFallbacks = () => counted[FALLBACKS] ?? 0;

/** A failed shared-store operation, logged at most every 10 s per kind (when Redis is down every request would add a line). */
export function warnSharingFailed(operation: string, error: unknown): void {
  counted[FALLBACKS] = sharingFallbacks() + 1;
  throttledWarn(`redis:${operation}`, { operation, err: errorText(error) }, 'shared store unavailable; falling back for this request');
}
