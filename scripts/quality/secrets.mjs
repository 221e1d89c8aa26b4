#!/usr/bin/env node
/**
 * No secret and no server-side environment variable name in what browsers
 * download (.next/static). Names come from .env.example (everything except
 * NEXT_PUBLIC_*); values are checked by shape and, where present, the
 * actual local secrets.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const root = process.cwd();
const staticDir = path.join(root, '.next', 'static');
if (!existsSync(staticDir)) {
  console.error('[secrets] build the site first');
  process.exit(1);
}

const names = readFileSync(path.join(root, '.env.example'), 'utf8')
  .split('\n')
  .map((line) => /^([A-Z][A-Z0-9_]+)=/.exec(line)?.[1])
  .filter((name) => name && !name.startsWith('NEXT_PUBLIC_') && name !== 'PORT');
const shapes = [/sk_(live|test)_[A-Za-z0-9]{8,}/, /-----BEGIN [A-Z ]*PRIVATE KEY-----/, /postgres(ql)?:\/\/[^\s"'`]+@/];
const values = [
  process.env.STUDIO_TOKEN,
  process.env.SANITY_WEBHOOK_SECRET,
  process.env.STRIPE_SECRET_KEY,
  process.env.SANITY_API_READ_TOKEN,
  process.env.SANITY_API_WRITE_TOKEN,
]
  .concat(existsSync(path.join(root, '.data', 'studio-token')) ? [readFileSync(path.join(root, '.data', 'studio-token'), 'utf8').trim()] : [])
  .filter((v) => v && v.length >= 8);

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* files(full);
    else if (/\.(js|css|json|map|html|txt)$/.test(name)) yield full;
  }
}

let scanned = 0;
const findings = [];
for (const file of files(staticDir)) {
  scanned += 1;
  const text = readFileSync(file, 'utf8');
  const rel = path.relative(root, file);
  for (const name of names) if (new RegExp(`\\b${name}\\b`).test(text)) findings.push(`${rel}: server variable name ${name}`);
  for (const shape of shapes) if (shape.test(text)) findings.push(`${rel}: something shaped like a secret (${shape})`);
  for (const value of values) if (text.includes(value)) findings.push(`${rel}: a configured secret value`);
}
console.log(`scanned ${scanned} client files for ${names.length} server variable names and secret shapes`);
for (const finding of findings) console.log(`  ${finding}`);
console.log(`${findings.length === 0 ? 1 : 0} passed, ${findings.length === 0 ? 0 : 1} failed`);
process.exit(findings.length ? 1 : 0);
