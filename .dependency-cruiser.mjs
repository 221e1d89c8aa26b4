/**
 * Module boundaries, read from the "Modules and what each may import" table of
 * docs/architecture.md, both columns: every path in backticks in a row's
 * "never imports" column becomes a forbidden rule from that row's module, and
 * its "may import" column an allowed rule (the module itself and what it lists;
 * packages and Node's own modules are always allowed). An import no row of its
 * importer allows is an error, as is one a row forbids. The table is the one
 * statement of the rules; this file only translates it. Also: no import
 * cycles, type-only imports included. `npm run deps` (a step of `npm test`).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

// Tests build what they check, and test helpers start servers: they may reach across.
const NOT_CHECKED = '\\.test\\.tsx?$|^(server/testing|test|e2e|scripts)/';

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const cells = (line) =>
  line
    .split('|')
    .slice(1, -1)
    .map((cell) => cell.trim());
const ticked = (cell) => [...cell.matchAll(/`([^`]+)`/g)].map((match) => match[1]);

/** A module as the table names it: a folder (`server/`), a file (`proxy.ts`), a package (`react`) or Node's own (`node:*`). */
function target(entry) {
  if (entry === 'node:*') return { dependencyTypes: ['core'] };
  if (/^[a-z@][\w@/.-]*$/.test(entry) && !entry.includes('/') && !entry.includes('.')) return { path: `^node_modules/(@types/)?${escape(entry)}/` };
  const folder = entry.endsWith('/') ? entry : null;
  return { path: folder ? `^${escape(folder)}` : `^${escape(entry)}$` };
}

/** The rows of the module table, one line each. */
function tableRows(file) {
  const text = readFileSync(file, 'utf8');
  const start = text.indexOf('## Modules and what each may import');
  const section = text.slice(start, text.indexOf('\n## ', start + 1));
  const rows = section.split('\n').filter((line) => line.startsWith('| `'));
  if (rows.length === 0) throw new Error(`${file}: no module table found`);
  return rows;
}

function rulesFromArchitecture(file) {
  return tableRows(file).flatMap((row) => {
    const [modules, , , never = ''] = cells(row);
    return ticked(modules).flatMap((module) =>
      ticked(never).map((forbidden) => ({
        name: `${module} never imports ${forbidden}`,
        comment: `docs/architecture.md: ${module} never imports ${forbidden}`,
        severity: 'error',
        from: { path: target(module).path, pathNot: NOT_CHECKED },
        to: target(forbidden),
      })),
    );
  });
}

/** A module of the table as a path pattern: a folder and what is under it, a file, or a module named without its extension. */
function pathPattern(entry) {
  if (entry.endsWith('/')) return `^${escape(entry)}`;
  if (/\.(tsx?|mjs)$/.test(entry)) return `^${escape(entry)}$`;
  return `^${escape(entry)}(/|\\.tsx?$|$)`;
}

/** A package (`react`, `@sanity/types`) or Node's own (`node:*`): always allowed, so the table names them for the reader only. */
const isPackage = (entry) =>
  entry === 'node:*' ||
  (/^[a-z@][\w@/.-]*$/.test(entry) && !entry.startsWith('lib/') && !/^[a-z-]+\//.test(entry) && !entry.includes('.')) ||
  entry.startsWith('@');

function allowedFromArchitecture(file) {
  return tableRows(file).flatMap((row) => {
    const [modules, , may = ''] = cells(row);
    const listed = ticked(may).filter((entry) => !isPackage(entry));
    return ticked(modules).map((module) => ({ from: { path: pathPattern(module) }, to: { path: [module, ...listed].map(pathPattern).join('|') } }));
  });
}

const architecture = path.join(import.meta.dirname, 'docs', 'architecture.md');

const config = {
  allowed: [
    ...allowedFromArchitecture(architecture),
    // Packages and Node's own modules, wherever they are imported from.
    { from: {}, to: { path: '^node_modules/' } },
    { from: {}, to: { dependencyTypes: ['core'] } },
    // A types-only package its resolver cannot place (@graphql-typed-document-node/core); tsc resolves every import.
    { from: {}, to: { couldNotResolve: true } },
    { from: { path: NOT_CHECKED }, to: {} },
  ],
  allowedSeverity: 'error',
  forbidden: [
    ...rulesFromArchitecture(architecture),
    {
      name: 'no-cycles',
      comment: 'An import cycle, type-only imports included.',
      severity: 'error',
      from: { pathNot: NOT_CHECKED },
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(\\.next|\\.data|node_modules|studio/|public/)' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types'],
    },
  },
};

export default config;
