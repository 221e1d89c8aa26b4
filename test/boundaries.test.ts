/**
 * @jest-environment node
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

/** Lints `code` as if it were the file at `filePath`, with the project's ESLint config. */
function lint(filePath: string, code: string): string[] {
  const eslint = path.join(process.cwd(), 'node_modules', 'eslint', 'bin', 'eslint.js');
  const result = spawnSync(process.execPath, [eslint, '--stdin', '--stdin-filename', filePath, '--format', 'json'], { input: code, encoding: 'utf8' });
  const [report] = JSON.parse(result.stdout) as { messages: { ruleId: string | null; message: string }[] }[];
  return (report?.messages ?? []).map((m) => `${m.ruleId}: ${m.message}`);
}

describe('module boundaries (eslint.config.mjs)', () => {
  it('stops a component importing the backend or the database', () => {
    const problems = lint(
      'components/Example/Example.tsx',
      "import { createGraphQLServer } from '@/server/yoga';\nimport { database } from '@/db';\nexport const x = [createGraphQLServer, database];\n",
    );
    expect(problems).toEqual([
      expect.stringMatching(/^no-restricted-imports: '@\/server\/yoga' .*lib\/commerce/),
      expect.stringMatching(/^no-restricted-imports: '@\/db' .*call a service in server/),
    ]);
  });

  it('stops components reading wire types or the content adapter', () => {
    const problems = lint(
      'components/Example/Example.tsx',
      "import type { GetPlanQuery } from '@/lib/graphql/generated/graphql';\nimport { getBrands } from '@/lib/cms';\nexport type X = GetPlanQuery;\nexport const y = getBrands;\n",
    );
    expect(problems).toHaveLength(2);
    expect(problems.every((p) => p.startsWith('no-restricted-imports'))).toBe(true);
  });

  it('keeps I/O out of the rules and the database out of API routes', () => {
    expect(lint('lib/rules/example.ts', "import { readFileSync } from 'node:fs';\nexport const x = readFileSync;\n")).toEqual([expect.stringMatching(/^no-restricted-imports: .*pure business rules/)]);
    expect(lint('pages/api/example.ts', "import { database } from '@/db';\nexport const x = database;\n")).toEqual([expect.stringMatching(/^no-restricted-imports: '@\/db'/)]);
  });

  it('allows process.env only in the env module', () => {
    expect(lint('lib/site/example.ts', 'export const port = process.env.PORT;\n')).toEqual([expect.stringMatching(/^no-restricted-syntax: .*lib\/platform\/env/)]);
    expect(lint('lib/platform/env/example.ts', 'export const port = process.env.PORT;\n')).toEqual([]);
  });

  it('lets a component use lib/commerce', () => {
    expect(lint('components/Example/Example.tsx', "import { getPlan } from '@/lib/commerce/api';\nexport const x = getPlan;\n")).toEqual([]);
  });
});
