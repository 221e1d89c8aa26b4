import { appendFile, mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { dataPath } from '../dataDir';

/**
 * The brand pages that have been served (and so sit in the ISR cache), as an
 * append-only log. The proxy appends each internal path the first time it
 * rewrites to it; publishing reads the log to know what to revalidate. The
 * route table bounds what can be logged, so the log stays small.
 */

const logFile = () => dataPath('isr-pages.log');
const seen = new Set<string>();

export function recordServedPage(internalPath: string): void {
  if (seen.has(internalPath)) return;
  seen.add(internalPath);
  const file = logFile();
  mkdir(path.dirname(file), { recursive: true })
    .then(() => appendFile(file, `${internalPath}\n`))
    .catch((error: unknown) => {
      seen.delete(internalPath);
      console.error('[isr] could not record page', error instanceof Error ? error.message : error);
    });
}

export async function servedPages(): Promise<string[]> {
  try {
    return [...new Set((await readFile(logFile(), 'utf8')).split('\n').filter((line) => line.startsWith('/_sites/')))];
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}
