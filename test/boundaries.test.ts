/**
 * @jest-environment node
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Module boundaries: dependency-cruiser with the rules .dependency-cruiser.mjs
 * reads from docs/architecture.md, run on probe files written into the tree
 * (its rules are about where a file sits), and ESLint's process.env rule.
 */

const root = process.cwd();
const probeDirs: string[] = [];

/** Writes `files` (path → code) into the tree and answers dependency-cruiser's violations for them, as "rule: from → to". */
function cruise(files: Record<string, string>): string[] {
  for (const [file, code] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), code);
  }
  const cli = path.join(root, 'node_modules', 'dependency-cruiser', 'bin', 'dependency-cruise.mjs');
  const result = spawnSync(process.execPath, [cli, '--config', '.dependency-cruiser.mjs', '--output-type', 'json', ...Object.keys(files)], {
    cwd: root,
    encoding: 'utf8',
  });
  const report = JSON.parse(result.stdout) as { summary: { violations: { rule: { name: string }; from: string; to: string }[] } };
  return report.summary.violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`);
}

function probeDir(dir: string) {
  probeDirs.push(dir);
  return dir;
}

afterEach(() => {
  for (const dir of probeDirs.splice(0)) rmSync(path.join(root, dir), { recursive: true, force: true });
});

describe('module boundaries (docs/architecture.md through dependency-cruiser)', () => {
  it('stops a component importing the backend, the database or the studio', () => {
    const dir = probeDir('components/BoundaryProbe');
    const violations = cruise({
      [`${dir}/BoundaryProbe.tsx`]:
        "import { database } from '@/db';\nimport { createGraphQLServer } from '@/server/api/yoga';\nimport { studioApi } from '@/studio-local/access/guard';\nexport const x = [database, createGraphQLServer, studioApi];\n",
    });
    expect(violations).toEqual(
      expect.arrayContaining([
        `components/ never imports db/: ${dir}/BoundaryProbe.tsx → db/index.ts`,
        `components/ never imports server/: ${dir}/BoundaryProbe.tsx → server/api/yoga.ts`,
        `components/ never imports studio-local/: ${dir}/BoundaryProbe.tsx → studio-local/access/guard.ts`,
      ]),
    );
  });

  it('keeps lib free of the server and lib/rules free of I/O', () => {
    const dir = probeDir('lib/rules/boundaryProbe');
    const violations = cruise({
      [`${dir}/probe.ts`]: "import { readFileSync } from 'node:fs';\nimport { database } from '@/db';\nexport const x = [readFileSync, database];\n",
    });
    expect(violations).toEqual(
      expect.arrayContaining([
        `lib/rules/ never imports node:*: ${dir}/probe.ts → fs`,
        `lib/ never imports db/: ${dir}/probe.ts → db/index.ts`,
        `lib/rules/ never imports db/: ${dir}/probe.ts → db/index.ts`,
      ]),
    );
  });

  it('finds an import cycle, type-only imports included', () => {
    const dir = probeDir('lib/rules/cycleProbe');
    const violations = cruise({
      [`${dir}/a.ts`]: "import type { B } from './b';\nexport type A = { b?: B };\n",
      [`${dir}/b.ts`]: "import type { A } from './a';\nexport type B = { a?: A };\n",
    });
    expect(violations.filter((v) => v.startsWith('no-cycles:'))).not.toHaveLength(0);
  });

  it('lets a component use lib/commerce and the rules', () => {
    const dir = probeDir('components/BoundaryProbeOk');
    expect(
      cruise({
        [`${dir}/Ok.tsx`]:
          "import { getPlan } from '@/lib/commerce/api';\nimport { toDollars } from '@/lib/rules/money';\nexport const x = [getPlan, toDollars];\n",
      }),
    ).toEqual([]);
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
      expect.stringMatching(/^no-restricted-syntax: .*lib\/platform\/env/),
    ]);
    expect(lint('lib/platform/env/example.ts', 'export const port = process.env.PORT;\n')).toEqual([]);
  });
});
