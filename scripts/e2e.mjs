#!/usr/bin/env node
/**
 * Browser tests: makes sure Chromium is there, builds when needed, starts the
 * production server on E2E_PORT with its own DATA_DIR (fresh seed content,
 * database and payment ledger) and its log in DATA_DIR/server.log, then runs
 * Playwright and stops the server.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, openSync, rmSync } from 'node:fs';
import path from 'node:path';
import { buildIfNeeded } from './build-if-needed.mjs';
import { ensureChromium } from './chromium.mjs';

const port = process.env.E2E_PORT || '3100';
const tagsPort = process.env.E2E_TAGS_PORT || '3199';
const stripePort = process.env.E2E_STRIPE_PORT || '3198';
// Customer email goes to the real SMTP server that e2e/customer.spec.ts starts on loopback (smtp-server).
const smtpPort = process.env.E2E_SMTP_PORT || '2725';
const dataDir = path.join('.data', 'e2e');

// Stand-in third-party providers on their own origin (e2e/tag-server.mjs). They are part
// of the build (the CSP names their origin), so they are set before building.
const tagsOrigin = `http://tags.example.net:${tagsPort}`;
Object.assign(process.env, {
  TAG_AD_CONVERSION_URL: `${tagsOrigin}/collect?kind=ad`,
  TAG_ORDER_TRACKING_URL: `${tagsOrigin}/collect?kind=order`,
  TAG_AFFILIATE_SCRIPT_URL: `${tagsOrigin}/affiliate.js`,
  TAG_AFFILIATE_PROFILE_ID: 'e2e-profile',
  TAG_SOCIAL_VIDEO_PIXEL_URL: `${tagsOrigin}/social.js`,
  TAG_EXPERIMENT_SCRIPT_URL: `${tagsOrigin}/experiment.js`,
  TAG_BOT_DETECTION_SCRIPT_URL: `${tagsOrigin}/bot.js`,
  WEB_ANALYTICS: '1',
  WEB_ANALYTICS_SCRIPT_URL: `${tagsOrigin}/insights.js`,
  // Stripe's stand-in (e2e/stripe-server.ts): its origin goes into the CSP; the Stripe spec starts a server with the keys.
  STRIPE_JS_URL: `http://stripe.example.net:${stripePort}/v3`,
  // Every browser test comes from 127.0.0.1 and asks for many page variants; the limit has its own tests.
  FIRST_RENDERS_PER_MINUTE: '100000',
});

const playwright = (args, env) =>
  spawn(process.execPath, [path.join('node_modules', '@playwright', 'test', 'cli.js'), 'test', ...args], {
    stdio: 'inherit',
    env: { ...process.env, PLAYWRIGHT_BROWSERS_PATH: '0', PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1', ...env },
  });
const exitOf = (child) => new Promise((resolve) => child.on('close', (code) => resolve(code ?? 1)));

// The documented commands (e2e/commands.spec.ts) need neither this build nor this server: with no spec named, they
// run from the start in a Playwright run of their own, so their fresh checkout builds while this one does.
const commands = process.argv.length > 2 ? null : playwright(['--project=commands'], { E2E_REPORT: 'e2e-commands' });
// Listened for from the start: the commands usually finish long before the browser suite, and a child's 'close'
// is not emitted again for a listener added later.
const commandsExit = commands ? exitOf(commands) : Promise.resolve(0);
process.on('exit', () => {
  if (commands && commands.exitCode === null) commands.kill('SIGTERM');
});

try {
  process.env.CHROME_PATH = ensureChromium();
  buildIfNeeded();
} catch (error) {
  console.error(`[e2e] ${error.message}`);
  process.exit(1);
}

rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });
const log = openSync(path.join(dataDir, 'server.log'), 'a');
const tags = spawn(process.execPath, [path.join('e2e', 'tag-server.mjs')], {
  stdio: ['ignore', log, log],
  env: { ...process.env, E2E_TAGS_PORT: tagsPort },
  detached: true,
});
const stripe = spawn(process.execPath, ['--import', 'tsx', path.join('e2e', 'stripe-server.ts')], {
  stdio: ['ignore', log, log],
  env: { ...process.env, E2E_STRIPE_PORT: stripePort },
  detached: true,
});
const server = spawn(process.execPath, [path.join('scripts', 'start.mjs')], {
  stdio: ['ignore', log, log],
  env: {
    ...process.env,
    PORT: port,
    DATA_DIR: dataDir,
    NEXT_TELEMETRY_DISABLED: '1',
    STUDIO_TOKEN: '',
    SANITY_WEBHOOK_SECRET: 'e2e-webhook-secret',
    STUDIO_SIGNINS_PER_MINUTE: '120',
    GRAPHQL_QUOTES_PER_MINUTE: '600',
    TEST_CARD_TOKENS_PER_MINUTE: '600',
    SUPPORT_TICKETS_PER_HOUR: '20',
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
  },
  detached: true,
});
const stop = () => {
  for (const child of [server, tags, stripe]) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
};
process.on('exit', stop);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(1));

async function waitForHealth() {
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}; see ${dataDir}/server.log`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server did not become healthy; see ${dataDir}/server.log`);
}

try {
  await waitForHealth();
} catch (error) {
  console.error(`[e2e] ${error.message}`);
  process.exit(1);
}

const suite = await exitOf(
  playwright(commands ? ['--project=desktop', '--project=mobile'] : process.argv.slice(2), {
    E2E_PORT: port,
    E2E_TAGS_PORT: tagsPort,
    E2E_STRIPE_PORT: stripePort,
    E2E_SMTP_PORT: smtpPort,
    E2E_DATA_DIR: dataDir,
  }),
);
process.exit(suite || (await commandsExit));
