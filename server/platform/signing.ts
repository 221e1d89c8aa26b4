import { createCipheriv, createDecipheriv, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { dataPath } from './dataDir';
import { serverEnv } from './env';
import { errorText, log } from './log';

/**
 * Values the server hands a visitor to keep and later believes (the offer a
 * visit was shown, QA groups) are signed with SESSION_SECRET. Without it, the
 * embedded default keeps a generated secret in DATA_DIR/session-secret. It is
 * never the studio's setup token and never printed: whoever learns it can
 * forge what a visitor may buy.
 */

const SECRET_FILE = 'session-secret';
let secret: Buffer | undefined;

function generatedSecret(): Buffer {
  const file = dataPath(SECRET_FILE);
  try {
    return Buffer.from(readFileSync(file, 'utf8').trim(), 'base64url');
  } catch {
    // First use: the `wx` flag makes two processes starting at once agree on the first file written.
    try {
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, `${randomBytes(32).toString('base64url')}\n`, { flag: 'wx', mode: 0o600 });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') {
        log.warn({ err: errorText(error) }, 'session secret not saved: signed cookies last until this process ends');
        return randomBytes(32);
      }
    }
    return Buffer.from(readFileSync(file, 'utf8').trim(), 'base64url');
  }
}

function sessionSecret(): Buffer {
  const configured = serverEnv().SESSION_SECRET;
  secret ??= configured ? Buffer.from(configured, 'utf8') : generatedSecret();
  return secret;
}

/** Lets a test start from a known secret (or a fresh one). */
export function setSessionSecretForTests(value: string | undefined): void {
  secret = value === undefined ? undefined : Buffer.from(value, 'utf8');
}

const mac = (purpose: string, payload: string) => createHmac('sha256', sessionSecret()).update(`${purpose}\n${payload}`).digest('base64url');

/**
 * The first `length` characters of `payload`'s signature for `purpose`: for a value that must keep a given shape (the
 * visitor id the browser's tracker reads as its `sid`). 16 characters are 96 bits.
 */
export const shortSignature = (purpose: string, payload: string, length: number) => mac(purpose, payload).slice(0, length);

/** `payload.signature`, bound to its purpose: a value signed for one use is worth nothing in another. */
export function sign(purpose: string, payload: string): string {
  return `${payload}.${mac(purpose, payload)}`;
}

/** The payload of a value this server signed for `purpose`, else null. */
export function verify(purpose: string, value: string | null | undefined): string | null {
  if (!value || value.length > 2048) return null;
  const dot = value.lastIndexOf('.');
  if (dot <= 0) return null;
  const payload = value.slice(0, dot);
  const given = Buffer.from(value.slice(dot + 1));
  const expected = Buffer.from(mac(purpose, payload));
  return given.length === expected.length && timingSafeEqual(given, expected) ? payload : null;
}

const sealKey = (purpose: string) => createHmac('sha256', sessionSecret()).update(`seal\n${purpose}`).digest();

/**
 * `payload` encrypted and authenticated (AES-256-GCM) for `purpose`: for a
 * value the visitor keeps but must neither read nor change, such as a studio
 * grant that carries Next's draft-mode key.
 */
export function seal(purpose: string, payload: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealKey(purpose), iv);
  const body = Buffer.concat([cipher.update(payload, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

/** The payload of a value this server sealed for `purpose`, else null. */
export function unseal(purpose: string, value: string | null | undefined): string | null {
  if (!value || value.length > 4096 || !/^[A-Za-z0-9_-]+$/.test(value)) return null;
  const raw = Buffer.from(value, 'base64url');
  if (raw.length < 29) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', sealKey(purpose), raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
