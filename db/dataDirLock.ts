import { createHash } from 'node:crypto';
import { mkdirSync, realpathSync, rmSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

/**
 * The embedded database is one process's (DESIGN §4a): two PGlite instances on one directory overwrite each other's
 * files and lose acknowledged writes. The lock is a listening Unix socket named after the directory: the kernel lets
 * one process bind a name, and frees it when that process ends however it ends, so a crash leaves no stale lock. On
 * Linux the name is in the abstract namespace (no file at all); elsewhere it is a socket file beside the directory,
 * and one whose owner is gone (nobody answers on it) is taken over.
 */

export class DataDirectoryInUseError extends Error {
  constructor(dir: string) {
    super(
      `the embedded database in ${dir} is in use by another process (a server already started on this data directory?): stop it, or give this one its own DATA_DIR`,
    );
    this.name = 'DataDirectoryInUseError';
  }
}

/** Releases the lock; this process may lock the directory again later. */
export type ReleaseLock = () => Promise<void>;

function socketAddress(dir: string): string {
  const canonical = realpathSync(dir);
  if (process.platform === 'linux') return `\0homeclean-pglite-${createHash('sha256').update(canonical).digest('hex').slice(0, 40)}`;
  return `${canonical}.lock`;
}

const listen = (address: string) =>
  new Promise<net.Server>((resolve, reject) => {
    const server = net.createServer((socket) => socket.destroy());
    server.once('error', reject);
    server.listen(address, () => {
      server.off('error', reject);
      // The lock never keeps the process alive on its own.
      server.unref();
      resolve(server);
    });
  });

/** Whether a process answers on a socket file (a file left by one that died does not). */
const answers = (address: string) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(address);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/** Takes the directory for this process, creating it if needed; throws DataDirectoryInUseError if another holds it. */
export async function lockDataDirectory(dir: string): Promise<ReleaseLock> {
  const full = path.resolve(dir);
  mkdirSync(full, { recursive: true });
  const address = socketAddress(full);
  let server: net.Server;
  try {
    server = await listen(address);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    if (address.startsWith('\0') || (await answers(address))) throw new DataDirectoryInUseError(full);
    rmSync(address, { force: true });
    try {
      server = await listen(address);
    } catch (retry) {
      if ((retry as NodeJS.ErrnoException).code === 'EADDRINUSE') throw new DataDirectoryInUseError(full);
      throw retry;
    }
  }
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
