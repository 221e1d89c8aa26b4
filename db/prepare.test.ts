/**
 * @jest-environment node
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from './client';
import { sqlRows } from './sqlRows';

// On PGlite only: the start script makes the embedded database; with DATABASE_URL set it makes none.

// What `npm start` runs before the server: scripts/prepare-data.mjs on a DATA_DIR of its own.
const prepare = (dataDir: string) =>
  spawnSync(process.execPath, [path.join('scripts', 'prepare-data.mjs')], {
    cwd: process.cwd(),
    encoding: 'utf8',
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', PGLITE_DATA_DIR: '', CONTENT_DATA_DIR: '', STUDIO_TOKEN: 'test-token' },
  });

describe('the start script on a new data directory', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'prepare-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('creates, migrates and seeds the embedded database in a process of its own, once', async () => {
    const first = prepare(dataDir);
    expect(first.status).toBe(0);
    expect(first.stdout).toMatch(/embedded database ready at .*pg \(migrated to \d{4}_\w+\)/);
    const journal = JSON.parse(readFileSync(path.join('db', 'migrations', 'meta', '_journal.json'), 'utf8')) as { entries: { tag: string }[] };
    expect(readFileSync(path.join(dataDir, 'pg.migrated'), 'utf8').trim()).toBe(journal.entries.at(-1)?.tag);

    // The server then opens a database that is already complete: nothing left to migrate or seed.
    const served = await openDatabase({ dataDir: path.join(dataDir, 'pg'), seed: false });
    try {
      const rows = await sqlRows<{ n: number }>(served.db, sql`select count(*)::int as n from reviews`);
      expect(rows[0]?.n).toBe(360);
    } finally {
      await served.close();
    }

    const again = prepare(dataDir);
    expect(again.status).toBe(0);
    expect(again.stdout).not.toMatch(/embedded database ready/);
  }, 120_000);

  it('sets up a directory again when its stamp names an older migration', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'prepare-stale-'));
    try {
      expect(prepare(dir).status).toBe(0);
      writeFileSync(path.join(dir, 'pg.migrated'), '0000_init\n');
      const again = prepare(dir);
      expect(again.status).toBe(0);
      expect(again.stdout).toMatch(/embedded database ready/);
      expect(existsSync(path.join(dir, 'pg', 'PG_VERSION'))).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
