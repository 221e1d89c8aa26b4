/**
 * `next build` wall time with the seed content and with 10× the brands and
 * cities. Pages are generated on demand, so content size should not change
 * the build; this measures that it does not.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

function tenfold(seed) {
  const docs = seed
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l));
  const extra = [];
  for (let copy = 1; copy < 10; copy += 1) {
    for (const doc of docs) {
      if (doc._type === 'brand' && !doc.isFallback) {
        extra.push({
          ...doc,
          _id: `${doc._id}-x${copy}`,
          key: { _type: 'slug', current: `${doc.key.current}-x${copy}` },
          isPrimary: false,
          domain: `${doc.key.current}-x${copy}.com`,
        });
      }
      if (doc._type === 'city')
        extra.push({ ...doc, _id: `${doc._id}-x${copy}`, slug: { _type: 'slug', current: `${doc.slug.current}-x${copy}` }, name: `${doc.name} ${copy}` });
    }
  }
  return [...docs, ...extra].map((d) => JSON.stringify(d)).join('\n') + '\n';
}

function timeBuild(env) {
  const started = Date.now();
  const result = spawnSync(process.execPath, [path.join('node_modules', 'next', 'dist', 'bin', 'next'), 'build', '--webpack'], {
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
    stdio: 'ignore',
  });
  if (result.status !== 0) throw new Error('next build failed');
  return (Date.now() - started) / 1000;
}

export function buildTimes() {
  const seed = readFileSync(path.join('content', 'seed.ndjson'), 'utf8');
  const dir = path.join('.data', 'bench-10x', 'content');
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'dataset.ndjson'), tenfold(seed));
  const docs = (text) => text.split('\n').filter(Boolean).length;
  return {
    seed: { seconds: timeBuild({}), documents: docs(seed) },
    tenfold: { seconds: timeBuild({ CONTENT_DATA_DIR: dir }), documents: docs(readFileSync(path.join(dir, 'dataset.ndjson'), 'utf8')) },
  };
}
