/**
 * @jest-environment node
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * The start-up chain's own decisions, each run as a process the way `npm start` runs it, in a scratch folder so
 * nothing is built or served: whether a build is needed (scripts/build-if-needed.mjs) and what scripts/start.mjs
 * refuses before it builds or serves. Serving itself is the browser suites' (e2e/commands.spec.ts runs `npm start`
 * and `npm run start:cluster` as a user types them).
 */

const scripts = path.join(process.cwd(), 'scripts');
/** Only PATH of the test's own environment: nothing it sets may reach the chain under test. */
const bareEnv = (env: Record<string, string>): NodeJS.ProcessEnv => ({ NODE_ENV: 'test', PATH: process.env.PATH ?? '', ...env });
const node = (cwd: string, code: string, env: Record<string, string> = {}) =>
  spawnSync(process.execPath, ['--input-type=module', '-e', code], { cwd, encoding: 'utf8', env: bareEnv(env) });

let scratch: string;
beforeEach(() => {
  scratch = mkdtempSync(path.join(os.tmpdir(), 'start-chain-'));
  mkdirSync(path.join(scratch, 'pages'));
  writeFileSync(path.join(scratch, 'pages', 'index.tsx'), 'export default () => null;\n');
});
afterEach(() => rmSync(scratch, { recursive: true, force: true }));

describe('build-if-needed', () => {
  const hash = (env: Record<string, string> = {}) => {
    const run = node(scratch, `import { sourceHash } from ${JSON.stringify(path.join(scripts, 'build-if-needed.mjs'))}; console.log(sourceHash());`, env);
    expect(run.stderr).toBe('');
    return run.stdout.trim();
  };

  it('builds again when a source changes, not when a test does', () => {
    const first = hash();
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(hash()).toBe(first);
    writeFileSync(path.join(scratch, 'pages', 'index.test.tsx'), 'test("x", () => {});\n');
    expect(hash()).toBe(first);
    writeFileSync(path.join(scratch, 'pages', 'index.tsx'), 'export default () => "changed";\n');
    expect(hash()).not.toBe(first);
  });

  it('counts the variables the build bakes in, and no others', () => {
    const plain = hash();
    expect(hash({ SOME_RUNTIME_SETTING: 'x' })).toBe(plain);
    expect(hash({ NEXT_PUBLIC_GRAPHQL_URL: 'https://api.example.com/graphql' })).not.toBe(plain);
    expect(hash({ TAG_GOOGLE_ADS_ID: 'AW-1' })).not.toBe(plain);
  });

  it('skips the build when the last one was of these sources', () => {
    const current = hash();
    mkdirSync(path.join(scratch, '.next'));
    writeFileSync(path.join(scratch, '.next', 'BUILD_ID'), 'test-build\n');
    writeFileSync(path.join(scratch, '.next', 'source-hash'), `${current}\n`);
    const run = node(scratch, `import { buildIfNeeded } from ${JSON.stringify(path.join(scripts, 'build-if-needed.mjs'))}; buildIfNeeded();`);
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('sources unchanged since the last build; skipping next build');
  });
});

describe('npm start (scripts/start.mjs)', () => {
  const start = (env: Record<string, string>) =>
    spawnSync(process.execPath, [path.join(scripts, 'start.mjs')], {
      cwd: scratch,
      encoding: 'utf8',
      env: bareEnv(env),
      timeout: 30_000,
    });

  it('refuses a port that is not a number, before anything else', () => {
    const run = start({ PORT: 'eighty' });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('[start] PORT must be a number, got "eighty"');
  });

  it('never builds for several instances: they must all serve one build made before', () => {
    const run = start({ PORT: '3999', INSTANCE_COUNT: '2' });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('several instances serve one build: run `npm run build` once, then start each instance');
    expect(run.stdout).not.toContain('building the site');
  });
});
