/**
 * @jest-environment node
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Module boundaries: dependency-cruiser with the rules .dependency-cruiser.mjs
 * reads from docs/architecture.md, run on probe files (its rules are about where
 * a file sits), and ESLint's process.env rule. The probes are written into a
 * scratch copy of the tree's layout outside the checkout, whose folders link to
 * the real files, so a test never writes into the source tree (another runner
 * or build reading it meanwhile would see them).
 */

const root = process.cwd();
const SOURCE_FOLDERS = ['components', 'lib', 'server', 'studio-local', 'db', 'pages', 'cms-schema', 'types'];

/** The scratch tree: the config and tsconfig, node_modules, and each source folder as a real folder of links. */
/** `dir` of the scratch tree as a real folder whose entries link to the source's, so what is written in it stays there. */
function realFolder(scratch: string, dir: string): void {
  const target = path.join(scratch, dir);
  if (existsSync(target) && !lstatSync(target).isSymbolicLink()) return;
  rmSync(target, { force: true });
  mkdirSync(target, { recursive: true });
  const source = path.join(root, dir);
  if (existsSync(source)) for (const entry of readdirSync(source)) symlinkSync(path.join(source, entry), path.join(target, entry));
}

function scratchTree(): string {
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'boundaries-'));
  for (const file of ['tsconfig.json', 'proxy.ts', 'instrumentation.ts']) copyFileSync(path.join(root, file), path.join(scratch, file));
  symlinkSync(path.join(root, 'node_modules'), path.join(scratch, 'node_modules'));
  for (const folder of SOURCE_FOLDERS) realFolder(scratch, folder);
  // The project's own rules, with links kept as the paths the rules see (a link's target is outside the scratch tree).
  writeFileSync(
    path.join(scratch, '.dependency-cruiser.mjs'),
    `import config from ${JSON.stringify(path.join(root, '.dependency-cruiser.mjs'))};\nexport default { ...config, options: { ...config.options, preserveSymlinks: true } };\n`,
  );
  return scratch;
}

let scratch: string;
beforeAll(() => {
  scratch = scratchTree();
});
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/**
 * Probe files (path → code), each set registered while the tests are collected. dependency-cruiser starts once for
 * all of them (a start costs seconds), and each set then reads the violations of its own files, as "rule: from → to".
 */
const probes: Record<string, string> = {};
let violations: { from: string; line: string }[] | null = null;

function probe(files: Record<string, string>): () => string[] {
  Object.assign(probes, files);
  return () => {
    violations ??= cruise(probes);
    return violations.filter((v) => v.from in files).map((v) => v.line);
  };
}

function cruise(files: Record<string, string>): { from: string; line: string }[] {
  for (const [file, code] of Object.entries(files)) {
    // Every folder on the way is made real, never written through a link into the source tree.
    const folders = path.dirname(file).split('/');
    for (let depth = 1; depth <= folders.length; depth += 1) realFolder(scratch, folders.slice(0, depth).join('/'));
    writeFileSync(path.join(scratch, file), code);
    if (!realpathSync(path.join(scratch, file)).startsWith(realpathSync(scratch))) throw new Error(`${file} would be written into the source tree`);
  }
  const cli = path.join(root, 'node_modules', 'dependency-cruiser', 'bin', 'dependency-cruise.mjs');
  const result = spawnSync(process.execPath, [cli, '--config', '.dependency-cruiser.mjs', '--output-type', 'json', ...Object.keys(files)], {
    cwd: scratch,
    encoding: 'utf8',
  });
  const report = JSON.parse(result.stdout) as { summary: { violations: { rule: { name: string }; from: string; to: string }[] } };
  return report.summary.violations.map((v) => ({ from: v.from, line: `${v.rule.name}: ${v.from} → ${v.to}` }));
}

describe('module boundaries (docs/architecture.md through dependency-cruiser)', () => {
  const component = 'components/BoundaryProbe';
  const componentProbe = probe({
    [`${component}/BoundaryProbe.tsx`]:
      "import { database } from '@/db';\nimport { createGraphQLServer } from '@/server/api/yoga';\nimport { studioApi } from '@/studio-local/access/guard';\nexport const x = [database, createGraphQLServer, studioApi];\n",
  });
  it('stops a component importing the backend, the database or the studio', () => {
    expect(componentProbe()).toEqual(
      expect.arrayContaining([
        `components/ never imports db/: ${component}/BoundaryProbe.tsx → db/index.ts`,
        `components/ never imports server/: ${component}/BoundaryProbe.tsx → server/api/yoga.ts`,
        `components/ never imports studio-local/: ${component}/BoundaryProbe.tsx → studio-local/access/guard.ts`,
      ]),
    );
  });

  const rules = 'lib/rules/boundaryProbe';
  const rulesProbe = probe({
    [`${rules}/probe.ts`]: "import { readFileSync } from 'node:fs';\nimport { database } from '@/db';\nexport const x = [readFileSync, database];\n",
  });
  it('keeps lib free of the server and lib/rules free of I/O', () => {
    expect(rulesProbe()).toEqual(
      expect.arrayContaining([
        `lib/rules/ never imports node:*: ${rules}/probe.ts → fs`,
        `lib/ never imports db/: ${rules}/probe.ts → db/index.ts`,
        `lib/rules/ never imports db/: ${rules}/probe.ts → db/index.ts`,
      ]),
    );
  });

  const growth = 'lib/growth/boundaryProbe';
  const growthProbe = probe({
    [`${growth}/probe.ts`]:
      "import { serverEnv } from '@/server/platform/env';\nimport { log } from '@/server/platform/log';\nexport const x = [serverEnv, log];\n",
  });
  it('keeps the server environment and everything that reads it out of lib', () => {
    expect(growthProbe()).toEqual(
      expect.arrayContaining([
        `lib/ never imports server/: ${growth}/probe.ts → server/platform/env.ts`,
        `lib/ never imports server/: ${growth}/probe.ts → server/platform/log.ts`,
        `lib/growth/ never imports server/: ${growth}/probe.ts → server/platform/env.ts`,
      ]),
    );
  });

  const site = 'server/site/boundaryProbe';
  const serverProbe = probe({
    [`${site}/probe.ts`]: "import type { DocumentSummary } from '@/studio-local/store/types';\nexport type X = DocumentSummary;\n",
    'studio-local/boundaryProbe.ts': "import { nextScheduledChange } from '@/server/site/scheduledChange';\nexport const x = nextScheduledChange;\n",
  });
  it('keeps the server from importing the studio, which builds on it', () => {
    expect(serverProbe().sort()).toEqual([
      `not-in-allowed: ${site}/probe.ts → studio-local/store/types.ts`,
      `server/ never imports studio-local/: ${site}/probe.ts → studio-local/store/types.ts`,
    ]);
  });

  const unlistedProbe = probe({
    'db/boundaryProbe.ts': "import { EVENTS } from '@/lib/growth/tracking/events';\nexport const x = EVENTS;\n",
    'cms-schema/boundaryProbe.ts': "import type { Review } from '@/lib/commerce/types';\nexport type X = Review;\n",
  });
  it('refuses an import that no row of its module allows, though none forbids it', () => {
    const found = unlistedProbe();
    expect(found).toEqual(
      expect.arrayContaining([
        'not-in-allowed: db/boundaryProbe.ts → lib/growth/tracking/events.ts',
        'not-in-allowed: cms-schema/boundaryProbe.ts → lib/commerce/types.ts',
      ]),
    );
    expect(found.filter((v) => !v.startsWith('not-in-allowed:'))).toEqual([]);
  });

  const cycle = 'lib/rules/cycleProbe';
  const cycleProbe = probe({
    [`${cycle}/a.ts`]: "import type { B } from './b';\nexport type A = { b?: B };\n",
    [`${cycle}/b.ts`]: "import type { A } from './a';\nexport type B = { a?: A };\n",
  });
  it('finds an import cycle, type-only imports included', () => {
    expect(cycleProbe().filter((v) => v.startsWith('no-cycles:'))).not.toHaveLength(0);
  });

  const allowed = 'components/BoundaryProbeOk';
  const allowedProbe = probe({
    [`${allowed}/Ok.tsx`]:
      "import { getPlan } from '@/lib/commerce/api';\nimport { toDollars } from '@/lib/rules/money';\nexport const x = [getPlan, toDollars];\n",
  });
  it('lets a component use lib/commerce and the rules', () => {
    expect(allowedProbe()).toEqual([]);
  });
});

describe('process.env (eslint.config.mjs)', () => {
  function lint(filePath: string, code: string): string[] {
    const eslint = path.join(root, 'node_modules', 'eslint', 'bin', 'eslint.js');
    const result = spawnSync(process.execPath, [eslint, '--stdin', '--stdin-filename', filePath, '--format', 'json'], { input: code, encoding: 'utf8' });
    const [report] = JSON.parse(result.stdout) as { messages: { ruleId: string | null; message: string }[] }[];
    return (report?.messages ?? []).map((m) => `${m.ruleId}: ${m.message}`);
  }

  it('allows process.env only in the env module', () => {
    expect(lint('server/site/example.ts', 'export const port = process.env.PORT;\n')).toEqual([
      expect.stringMatching(/^no-restricted-syntax: .*server\/platform\/env\.ts/),
    ]);
    expect(lint('lib/platform/env/example.ts', 'export const port = process.env.PORT;\n')).toEqual([]);
    expect(lint('server/platform/env.ts', 'export const port = process.env.PORT;\n')).toEqual([]);
  });
});
