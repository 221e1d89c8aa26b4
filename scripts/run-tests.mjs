#!/usr/bin/env node
/**
 * `npm test`: lint, type check, unit and component tests (Jest), then browser
 * tests (Playwright with Debian's Chromium). Ends with one summary line,
 * "N passed, N failed", counted from the runners' JSON reports.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';

const resultsDir = path.join('.data', 'test-results');
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });

const bin = (pkg, file) => path.join('node_modules', pkg, file);

/**
 * The test files under `folders` that open a database: the suites the PostgreSQL step runs again there. A suite about
 * the embedded database itself (its data directory, its lock, the start script that makes it) says so with a line
 * starting `// On PGlite only:`, and runs once.
 */
function databaseSuites(folders) {
  const opensDatabase = /startHarness|harnessWithOutbox|testDatabases\(|openDatabase\(|TEST_DATABASE_URL/;
  const pgliteOnly = /^\/\/ On PGlite only:/m;
  const walk = (dir) =>
    readdirSync(dir).flatMap((name) => {
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) return walk(file);
      if (!/\.test\.tsx?$/.test(name)) return [];
      const text = readFileSync(file, 'utf8');
      return opensDatabase.test(text) && !pgliteOnly.test(text) ? [file] : [];
    });
  return folders.flatMap(walk);
}

// Steps with the same `together` run at once (each single-threaded, on a machine with two cores or more); the others
// one after another. A step's output is printed whole when it ends, except a `live` one's, which prints as it comes.
const steps = [
  { name: 'lint', together: 'static', args: [bin('eslint', 'bin/eslint.js'), '.', '--max-warnings=0'] },
  { name: 'typecheck', together: 'static', args: [bin('typescript', 'bin/tsc'), '--noEmit'] },
  // The browser tests' Chromium: a one-time apt install on a fresh machine, mostly network and disk, so it runs
  // beside the CPU-bound checks instead of at the start of the e2e step.
  { name: 'chromium', together: 'static', args: [path.join('scripts', 'chromium.mjs')] },
  // PGlite loads its runtime with import(), which Jest allows only with vm modules enabled. This step is the PGlite
  // run: the database suites run on PostgreSQL in the postgres step, so TEST_DATABASE_URL is not passed here.
  {
    name: 'unit',
    env: { TEST_DATABASE_URL: undefined },
    args: [
      '--experimental-vm-modules',
      '--disable-warning=ExperimentalWarning',
      bin('jest', 'bin/jest.js'),
      '--ci',
      '--json',
      `--outputFile=${path.join(resultsDir, 'jest.json')}`,
    ],
    report: 'jest.json',
  },
  { name: 'codegen', together: 'checks', args: [bin('@graphql-codegen/cli', 'cjs/bin.js'), '--config', 'codegen.ts', '--check'] },
  // Standalone scripts in public/scripts are built from the same modules as the site; a stale one fails.
  { name: 'scripts', together: 'checks', args: [path.join('scripts', 'build-scripts.mjs'), '--check'] },
  // Module boundaries from docs/architecture.md and import cycles, type-only imports included.
  {
    name: 'deps',
    together: 'checks',
    args: [
      bin('dependency-cruiser', 'bin/dependency-cruise.mjs'),
      '--config',
      '.dependency-cruiser.mjs',
      'proxy.ts',
      'instrumentation.ts',
      'pages',
      'components',
      'lib',
      'server',
      'studio-local',
      'db',
      'cms-schema',
    ],
  },
  // Formatting (prettier; .prettierrc.json): `npm run format` fixes it.
  { name: 'format', together: 'checks', args: [bin('prettier', 'bin/prettier.cjs'), '--check', '.'] },
  // The suites that open a database, again against PostgreSQL when one is provided (.ci/run starts one); each suite
  // has a database of its own there (server/testing/harness.ts). They run beside the browser tests, whose one
  // Playwright worker mostly waits on the browser and the server: one Jest worker fills that idle core instead of
  // taking its own minute and a half after the unit step.
  ...(process.env.TEST_DATABASE_URL
    ? [
        {
          name: 'postgres',
          together: 'browser',
          args: [
            '--experimental-vm-modules',
            '--disable-warning=ExperimentalWarning',
            bin('jest', 'bin/jest.js'),
            '--ci',
            '--maxWorkers=1',
            '--json',
            `--outputFile=${path.join(resultsDir, 'jest-postgres.json')}`,
            '--runTestsByPath',
            ...databaseSuites(['server', 'studio-local', 'db', 'test']),
          ],
          report: 'jest-postgres.json',
        },
      ]
    : []),
  { name: 'e2e', together: 'browser', live: true, args: [path.join('scripts', 'e2e.mjs')], report: 'e2e.json' },
  // These read the production build the e2e step made.
  { name: 'budget', args: [path.join('scripts', 'quality', 'budget.mjs')] },
  { name: 'secrets', args: [path.join('scripts', 'quality', 'secrets.mjs')] },
];

const only = process.argv.slice(2);
const failedSteps = [];

/** Runs one step; with `buffered`, its output is kept and printed whole at the end, so steps run together do not interleave. */
function run(step, buffered) {
  const started = Date.now();
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...step.env };
  for (const [name, value] of Object.entries(env)) if (value === undefined) delete env[name];
  if (!buffered) console.log(`\n━━ ${step.name} ━━`);
  const child = spawn(process.execPath, step.args, { stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit', env });
  const output = [];
  child.stdout?.on('data', (chunk) => output.push(chunk));
  child.stderr?.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) =>
    child.on('close', (status) => {
      if (buffered) {
        console.log(`\n━━ ${step.name} ━━`);
        process.stdout.write(Buffer.concat(output));
      }
      console.log(`━━ ${step.name}: ${status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      // A runner that exits 0 without writing its report did not really run its tests.
      const reportMissing = step.report && !existsSync(path.join(resultsDir, step.report));
      if (status !== 0 || reportMissing) failedSteps.push(reportMissing ? `${step.name} (no report)` : step.name);
      resolve();
    }),
  );
}

const chosen = steps.filter((step) => !only.length || only.includes(step.name));
for (let i = 0; i < chosen.length;) {
  const group = chosen[i].together ? chosen.filter((step) => step.together === chosen[i].together) : [chosen[i]];
  await Promise.all(group.map((step) => run(step, group.length > 1 && !step.live)));
  i = chosen.indexOf(group[group.length - 1]) + 1;
}

let passed = 0;
let failed = 0;
for (const report of ['jest.json', 'jest-postgres.json']) {
  const file = path.join(resultsDir, report);
  if (!existsSync(file)) continue;
  const jest = JSON.parse(readFileSync(file, 'utf8'));
  passed += jest.numPassedTests;
  failed += jest.numFailedTests;
}
// The browser suite, and the documented commands' run beside it (scripts/e2e.mjs).
for (const report of ['e2e.json', 'e2e-commands.json']) {
  const file = path.join(resultsDir, report);
  if (!existsSync(file)) continue;
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  passed += stats.expected + stats.flaky;
  failed += stats.unexpected;
}
// A step that failed before reporting (lint, types, a crashed runner) still fails the run.
const unreported = failedSteps.length && failed === 0 ? failedSteps.length : 0;
if (failedSteps.length) console.log(`\nFailed steps: ${failedSteps.join(', ')}`);
console.log(`\n${passed} passed, ${failed + unreported} failed`);
process.exit(failedSteps.length ? 1 : 0);
