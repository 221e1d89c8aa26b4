/**
 * Secrets the start-up scripts make when none is given (the studio's setup token, and for `npm run start:cluster` the
 * shared session, studio and webhook secrets). One size for all: 32 random bytes, 43 characters, which every length
 * rule of the server's env gate accepts (server/platform/env.ts).
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The shortest secret the env gate accepts anywhere (SESSION_SECRET). */
export const MIN_SECRET_LENGTH = 32;

export const generatedSecret = () => randomBytes(32).toString('base64url');

/**
 * The secret kept in `file`, made on first use. One kept by an older version that the gate would now refuse (shorter
 * than MIN_SECRET_LENGTH) is replaced, so a start never fails on a file the project wrote itself.
 */
export function keptSecret(file) {
  try {
    const kept = readFileSync(file, 'utf8').trim();
    if (kept.length >= MIN_SECRET_LENGTH) return kept;
  } catch {
    // not made yet
  }
  const value = generatedSecret();
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${value}\n`, { mode: 0o600 });
  return value;
}
