/**
 * What the screenshot scripts share: a production server of the current build
 * on its own port and fresh data directory, with the browser tests' SMTP mailbox
 * on loopback receiving its email, and a full-page, palette-compressed PNG.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import sharp from 'sharp';

/** Needs tsx (`node --import tsx`): the mailbox is the browser tests' own, in TypeScript. */
export async function startScreenshotServer({ port, name, env = {} }) {
  const { startMailbox } = await import('../e2e/mailbox.ts');
  const smtpPort = port + 1;
  const mailbox = await startMailbox(smtpPort);
  const dataDir = path.join('.data', name);
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  const server = spawn(process.execPath, [path.join('scripts', 'start.mjs')], {
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      STUDIO_TOKEN: '',
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      NEXT_TELEMETRY_DISABLED: '1',
      ...env,
    },
    detached: true,
  });
  const stop = () => {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      // already gone
    }
    void mailbox.close();
  };
  process.on('exit', stop);
  for (let i = 0; i < 960; i += 1) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return { mailbox, dataDir, stop };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  stop();
  throw new Error('server did not start');
}

/** A full-page PNG of a settled page, palette-compressed so the committed screenshots stay small. */
export async function shootPage(page, file) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => Promise.all([...document.images].map((img) => img.decode().catch(() => undefined))));
  const png = await page.screenshot({ fullPage: true });
  await sharp(png).png({ palette: true, quality: 90, compressionLevel: 9 }).toFile(file);
  console.log(`  ${path.basename(file)}`);
}

/** Debian's Chromium, headless, with brand hosts mapped to loopback. */
export const launchChromium = () =>
  chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--headless=new', '--disable-gpu', '--disable-quic', '--host-resolver-rules=MAP * 127.0.0.1'],
  });
