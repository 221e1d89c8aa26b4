import { expect, test } from '@playwright/test';
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../db/client';
import { freshTestCard } from '../server/payments/testing/testCards';
import { rawRequest } from './support';

/**
 * The commands the README and docs/deploy.md give, run as a user types them in
 * a fresh checkout: the committed files (and any not yet committed) copied to a
 * folder of their own, with the installed node_modules beside them (what
 * `npm ci` makes), and nothing else: no .data, no build, no environment
 * variable but PATH and HOME (and PORT where the docs say to set it). The first
 * `npm start` builds there, as it does for a user; the other commands serve
 * that build. Ports are the commands' own defaults: 3000 (`npm start`,
 * `npm run start:cluster` with its instances, Redis and PostgreSQL above it)
 * and 3200 (`npm run bench`), which no other suite uses.
 */

test.describe.configure({ mode: 'serial' });
// The first start builds the site (two minutes or so on a 2-core machine).
test.setTimeout(600_000);

const checkout = mkdtempSync(path.join(os.tmpdir(), 'homeclean-fresh-'));
const userEnv = (extra: Record<string, string> = {}) =>
  ({ PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? os.homedir(), ...extra }) as unknown as NodeJS.ProcessEnv;

/** The working tree's files as a clone would have them (tracked, and new files not ignored). */
function freshCheckout(): void {
  const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], { encoding: 'utf8' }).split('\0').filter(Boolean);
  for (const file of files) {
    if (!existsSync(file)) continue;
    mkdirSync(path.join(checkout, path.dirname(file)), { recursive: true });
    copyFileSync(file, path.join(checkout, file));
  }
  symlinkSync(path.resolve('node_modules'), path.join(checkout, 'node_modules'), 'dir');
}

interface Command {
  child: ChildProcess;
  output(): string;
  exited: Promise<number | null>;
  stop(): Promise<void>;
}

/** `npm run …` (or `npm start`) in the fresh checkout, in a process group of its own so stopping it stops everything it started. */
function npm(args: string[], env: Record<string, string> = {}): Command {
  const child = spawn('npm', args, { cwd: checkout, env: userEnv(env), stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let text = '';
  child.stdout!.on('data', (chunk: Buffer) => (text += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const kill = (signal: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, signal);
    } catch {
      // already gone
    }
  };
  process.once('exit', () => kill('SIGKILL'));
  return {
    child,
    output: () => text,
    exited,
    async stop() {
      if (child.exitCode !== null) return;
      kill('SIGINT');
      const timer = setTimeout(() => kill('SIGKILL'), 20_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

const health = async (port: number) => {
  const answer = await rawRequest(port, '/api/health', { host: 'localhost' }).catch(() => null);
  return answer?.status === 200 ? (JSON.parse(answer.text) as { ok: boolean; database: string }) : null;
};

async function untilHealthy(port: number, command: Command, timeout = 480_000): Promise<void> {
  await expect
    .poll(
      async () => {
        if (command.child.exitCode !== null) throw new Error(`exited with ${command.child.exitCode}:\n${command.output()}`);
        return (await health(port))?.ok ?? false;
      },
      { timeout, intervals: [1000] },
    )
    .toBe(true);
}

test.beforeAll(() => freshCheckout());
test.afterAll(() => rmSync(checkout, { recursive: true, force: true }));

test.describe('the documented commands on a fresh checkout', () => {
  test('npm start builds, prepares .data and serves every brand; a second start on the same data exits and loses nothing', async () => {
    const server = npm(['start']);
    try {
      await untilHealthy(3000, server);
      expect(await health(3000)).toMatchObject({ ok: true, database: 'pglite' });
      const home = await rawRequest(3000, '/', { host: 'www.tidy-nest.com' });
      expect(home.status).toBe(200);
      expect(home.text).toContain('Tidy Nest');

      // A purchase the first server acknowledges.
      const token = await rawRequest(3000, '/api/payments/test-tokens', {
        host: 'www.tidy-nest.com',
        body: JSON.stringify({ ccNumber: freshTestCard(), ccExpiration: '12/39', cvc: '123' }),
      });
      const quote = await rawRequest(3000, '/api/graphql', {
        host: 'www.tidy-nest.com',
        body: JSON.stringify({
          query: '{ voucherPriceAndIntent(voucherOption: CCF_1, numHours: 3, zipcode: "60614") { ... on VoucherPriceQuote { intent } } }',
        }),
      });
      const purchase = await rawRequest(3000, '/api/graphql', {
        host: 'www.tidy-nest.com',
        body: JSON.stringify({
          query: 'mutation ($input: VoucherPurchaseInput!) { purchaseVoucher(input: $input) { success voucherPurchaseDetails { code } } }',
          variables: {
            input: {
              intent: JSON.parse(quote.text).data.voucherPriceAndIntent.intent,
              paymentToken: JSON.parse(token.text).token,
              hours: 3,
              email: 'double-start@example.com',
              zipcode: '60614',
              phone: '312 555 0147',
            },
          },
        }),
      });
      const bought = JSON.parse(purchase.text).data.purchaseVoucher as { success: boolean; voucherPurchaseDetails: { code: string } };
      expect(bought.success).toBe(true);

      // Started again as it was: the port is taken, and it says so and exits.
      const again = npm(['start']);
      expect(await again.exited).not.toBe(0);
      expect(again.output()).toMatch(/port 3000: it is already in use/);
      // On another port but the same data directory: the embedded database is in use, and it exits before opening it.
      const elsewhere = npm(['start'], { PORT: '3050' });
      expect(await elsewhere.exited).not.toBe(0);
      expect(elsewhere.output()).toMatch(/embedded database in .* is in use by another process/);
      expect(await health(3000)).toMatchObject({ ok: true });
    } finally {
      await server.stop();
    }
    // Every acknowledged purchase is in the database, which opens cleanly.
    const database = await openDatabase({ dataDir: path.join(checkout, '.data', 'pg'), seed: false });
    try {
      const rows = await database.executeSql("select count(*)::int as n from customers where email = 'double-start@example.com'");
      expect(rows.rows).toEqual([{ n: 1 }]);
    } finally {
      await database.close();
    }
  });

  test('npm run start:cluster answers through nginx from both instances, with nothing set', async () => {
    const cluster = npm(['run', 'start:cluster']);
    try {
      await expect.poll(() => cluster.output(), { timeout: 300_000, intervals: [1000] }).toMatch(/\[cluster\] http:\/\/localhost:3000 → nginx/);
      const upstreams = new Set<string>();
      for (let i = 0; i < 20 && upstreams.size < 2; i += 1) {
        const page = await rawRequest(3000, `/deal?n=${i}`, { host: 'www.sparkle-clean.com' });
        expect(page.status).toBe(200);
        expect(page.text).toContain('Sparkle Clean');
        upstreams.add(String(page.headers['x-upstream']));
      }
      expect([...upstreams].sort()).toEqual(['127.0.0.1:3001', '127.0.0.1:3002']);
      expect(await health(3000)).toMatchObject({ ok: true, database: 'postgres' });
    } finally {
      await cluster.stop();
    }
    expect(cluster.output()).not.toMatch(/must be at least/);
  });

  test('npm run bench -- --quick prints its figures beside their reference', async () => {
    const bench = npm(['run', 'bench', '--', '--quick']);
    expect(await bench.exited).toBe(0);
    const output = bench.output();
    expect(output).toMatch(/GraphQL on PGlite, 50 connections \(reference: trivial/);
    expect(output).toMatch(/trivial resolver \(reference\)/);
    // Each measured row states its ratio to the reference and whether its goal is met.
    expect(output).toMatch(/DealsHome .*\d+\.\d+× ref .*(met|NOT MET)/);
  });
});
