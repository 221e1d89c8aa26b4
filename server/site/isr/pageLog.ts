import { appendFile, mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { dataPath } from '@/server/platform/dataDir';
import { errorText, log } from '@/server/platform/log';
import { onRedisReady, redisKey, sharedRedis, warnSharingFailed, withDeadline } from '@/server/platform/redis';
import { buildId } from './buildId';

/**
 * The brand pages that have been served (and so sit in the ISR cache). The
 * proxy records each internal path the first time it rewrites to it;
 * publishing counts in it the pages a change reaches. The route table and
 * the offers a brand runs (ad groups × grants × plans) bound what can be
 * recorded: hundreds of pages, not millions. One process keeps it
 * as an append-only file; several instances (REDIS_URL) keep one set per
 * build in Redis, so a publish handled by any instance counts pages that
 * only another one has served.
 */

const logFile = () => dataPath('isr-pages.log');
const servedSet = () => redisKey('isr', buildId(), 'served-pages');
const seen = new Set<string>();
let watchingRedis = false;

function append(internalPath: string): Promise<unknown> {
  const redis = sharedRedis();
  if (redis) {
    // Redis keeps no data across a restart: once it is back, record every page again as it is served.
    if (!watchingRedis) onRedisReady(() => seen.clear());
    watchingRedis = true;
    return redis.sAdd(servedSet(), internalPath);
  }
  const file = logFile();
  return mkdir(path.dirname(file), { recursive: true }).then(() => appendFile(file, `${internalPath}\n`));
}

/** Whether this process has served the page already (it sits in the page cache); false after a restart until it is. */
export const servedHere = (internalPath: string): boolean => seen.has(internalPath);

export function recordServedPage(internalPath: string): void {
  if (seen.has(internalPath)) return;
  seen.add(internalPath);
  append(internalPath).catch((error: unknown) => {
    // Tried again the next time the page is served.
    seen.delete(internalPath);
    if (sharedRedis()) warnSharingFailed('served-pages', error);
    else log.error({ page: internalPath, err: errorText(error) }, 'could not record a served page');
  });
}

export async function servedPages(): Promise<string[]> {
  const redis = sharedRedis();
  const lines = redis ? await withDeadline(redis.sMembers(servedSet()), 2000) : await readLog();
  return [...new Set(lines.filter((line) => line.startsWith('/_sites/')))];
}

async function readLog(): Promise<string[]> {
  try {
    return (await readFile(logFile(), 'utf8')).split('\n');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}
