#!/usr/bin/env node
/**
 * Finds the system Chromium the browser tests use (CHROME_PATH, else Debian's
 * /usr/bin/chromium). When it is missing and we may use apt (root), installs
 * Debian's `chromium` package; otherwise explains how to.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export function ensureChromium() {
  const wanted = process.env.CHROME_PATH || '/usr/bin/chromium';
  if (existsSync(wanted)) return wanted;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (!isRoot || !hasApt) {
    throw new Error(`Chromium not found at ${wanted}. Install Debian's package (sudo apt-get install chromium) or set CHROME_PATH.`);
  }
  console.log('[chromium] installing Debian package "chromium" (one time)…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium', 'fonts-dejavu-core'], { stdio: 'inherit', env });
  if (!existsSync(wanted)) throw new Error(`apt installed chromium but ${wanted} is still missing`);
  return wanted;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    console.log(ensureChromium());
  } catch (error) {
    console.error(`[chromium] ${error.message}`);
    process.exit(1);
  }
}
