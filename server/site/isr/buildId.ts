import { readFileSync } from 'node:fs';
import path from 'node:path';

let cached: string | undefined;

/**
 * The build this process serves (`next build` writes .next/BUILD_ID). What is
 * shared between instances per build (ISR pages, the served-page set) is kept
 * under this id, so a new deploy never reads the pages of the one before.
 */
export function buildId(): string {
  cached ??= readFileSync(path.join(/*turbopackIgnore: true*/ process.cwd(), '.next', 'BUILD_ID'), 'utf8').trim();
  return cached;
}
