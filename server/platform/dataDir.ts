import path from 'node:path';
import { serverEnv } from './env';

/**
 * Where the embedded defaults keep their data: DATA_DIR (default .data) holds
 * content/, pg/ and test-gateway/. A second server (the browser tests) points
 * DATA_DIR elsewhere and shares nothing with the first.
 */
export function dataPath(...parts: string[]): string {
  return path.resolve(/*turbopackIgnore: true*/ process.cwd(), serverEnv().DATA_DIR, ...parts);
}
