#!/usr/bin/env node
/**
 * Import cycles in the project's own modules, type-only imports included
 * (ESLint's import/no-cycle skips those). Prints every cycle and exits 1 when
 * there is one. `node scripts/quality/cycles.mjs` (a step of `npm test`).
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const root = process.cwd();
const DIRS = ['components', 'lib', 'pages', 'server', 'db', 'cms-schema', 'proxy.ts', 'instrumentation.ts'];
const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

function* sources(entry) {
  const full = path.join(root, entry);
  if (!existsSync(full)) return;
  if (statSync(full).isFile()) {
    if (/\.tsx?$/.test(entry) && !/\.test\.tsx?$/.test(entry)) yield entry;
    return;
  }
  for (const name of readdirSync(full).sort()) {
    if (name === 'generated' || name === 'node_modules') continue;
    yield* sources(path.join(entry, name));
  }
}

function resolve(from, specifier) {
  let base;
  if (specifier.startsWith('@/')) base = specifier.slice(2);
  else if (specifier.startsWith('.')) base = path.join(path.dirname(from), specifier);
  else return null;
  for (const extension of ['', ...EXTENSIONS]) {
    const candidate = path.normalize(base + extension);
    if (/\.tsx?$/.test(candidate) && existsSync(path.join(root, candidate)) && statSync(path.join(root, candidate)).isFile()) return candidate;
  }
  return null;
}

const files = DIRS.flatMap((dir) => [...sources(dir)]);
const graph = new Map(
  files.map((file) => {
    const info = ts.preProcessFile(readFileSync(path.join(root, file), 'utf8'), true, true);
    return [file, [...new Set(info.importedFiles.map((i) => resolve(file, i.fileName)).filter(Boolean))]];
  }),
);

// Tarjan's strongly connected components: every component with more than one module (or a self-import) is a cycle.
let index = 0;
const indices = new Map();
const lowLinks = new Map();
const stack = [];
const onStack = new Set();
const cycles = [];
function connect(node) {
  indices.set(node, index);
  lowLinks.set(node, index);
  index += 1;
  stack.push(node);
  onStack.add(node);
  for (const next of graph.get(node) ?? []) {
    if (!graph.has(next)) continue;
    if (!indices.has(next)) {
      connect(next);
      lowLinks.set(node, Math.min(lowLinks.get(node), lowLinks.get(next)));
    } else if (onStack.has(next)) lowLinks.set(node, Math.min(lowLinks.get(node), indices.get(next)));
  }
  if (lowLinks.get(node) !== indices.get(node)) return;
  const component = [];
  let member;
  do {
    member = stack.pop();
    onStack.delete(member);
    component.push(member);
  } while (member !== node);
  if (component.length > 1 || (graph.get(node) ?? []).includes(node)) cycles.push(component.sort());
}
for (const file of graph.keys()) if (!indices.has(file)) connect(file);

if (cycles.length) {
  console.log(`${cycles.length} import cycle(s):`);
  for (const cycle of cycles) console.log(`  ${cycle.join(' ⇄ ')}`);
  process.exit(1);
}
console.log(`no import cycles among ${graph.size} modules`);
