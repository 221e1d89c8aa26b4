/**
 * @jest-environment node
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from './client';
import { DataDirectoryInUseError, lockDataDirectory } from './dataDirLock';
import { sqlRows } from './sqlRows';

// On PGlite only: these are the embedded database's own data directory and lock; PostgreSQL has neither.

const reviewCount = async (db: Awaited<ReturnType<typeof openDatabase>>['db']) =>
  (await sqlRows<{ n: number }>(db, sql`select count(*)::int as n from reviews`))[0]?.n;

describe('the process-wide database', () => {
  it('is one database however many server bundles load this module', async () => {
    // Next loads the pages, the API routes and instrumentation as separate bundles, each with its own module copy.
    let first: typeof import('./index') | undefined;
    let second: typeof import('./index') | undefined;
    jest.isolateModules(() => {
      first = jest.requireActual<typeof import('./index')>('./index');
    });
    jest.isolateModules(() => {
      second = jest.requireActual<typeof import('./index')>('./index');
    });
    expect(first).not.toBe(second);
    const opening = Promise.resolve({ kind: 'pglite' } as Awaited<ReturnType<typeof import('./index').database>>);
    first!.setDatabase(opening);
    try {
      expect(second!.database()).toBe(opening);
    } finally {
      first!.setDatabase(undefined);
    }
  });
});

describe('an on-disk PGlite database', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pglite-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('is created, migrated and seeded on first open, and served by a fresh instance that holds the data', async () => {
    const created = await openDatabase({ dataDir: dir });
    try {
      expect(await reviewCount(created.db)).toBe(360);
      await created.db.execute(sql`update reviews set stars = 1 where id = (select min(id) from reviews)`);
    } finally {
      await created.close();
    }
    const reopened = await openDatabase({ dataDir: dir });
    try {
      expect(await reviewCount(reopened.db)).toBe(360);
      const rows = await sqlRows<{ stars: number }>(reopened.db, sql`select stars from reviews order by id limit 1`);
      expect(rows[0]?.stars).toBe(1);
    } finally {
      await reopened.close();
    }
  }, 120_000);
});

describe('the data directory lock', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pglite-lock-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('refuses a second open of a directory that is open, before reading it, and frees it on close', async () => {
    const first = await openDatabase({ dataDir: dir, seed: false });
    try {
      await expect(openDatabase({ dataDir: dir, seed: false })).rejects.toThrow(DataDirectoryInUseError);
    } finally {
      await first.close();
    }
    const again = await openDatabase({ dataDir: dir, seed: false });
    await again.close();
  }, 120_000);

  it('is held against another process, and freed when that process dies without closing', async () => {
    const lockDir = path.join(dir, 'other');
    // A process that takes the lock, says so, and is then killed: nothing of it is left to clean up.
    const script = `import('./db/dataDirLock.ts').then(async (m) => { await (m.lockDataDirectory ?? m.default.lockDataDirectory)(${JSON.stringify(lockDir)}); console.log('locked'); setInterval(() => {}, 1000); })`;
    const child = spawn(process.execPath, ['--import', 'tsx', '-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
    await new Promise<void>((resolve, reject) => {
      child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('locked') && resolve());
      child.once('exit', (code) => reject(new Error(`the locking process exited first (${code})`)));
    });
    await expect(lockDataDirectory(lockDir)).rejects.toThrow(/in use by another process/);
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
    const release = await lockDataDirectory(lockDir);
    await release();
  }, 60_000);
});
