import { expect, test } from '@playwright/test';
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { startMailbox } from './mailbox';
import { BRANDS, brandUrl, buyDefaultVoucher, PORT, rawRequest, sidePort } from './support';
import { signInToStudio, studioHeaders } from './studioSession';

// Issue 38 ("Abuse resistance"), the parts a browser or a real server start shows; docs/security.md has every item.

let seq = 0;
const uniqueEmail = (prefix: string) => `${prefix}-${Date.now()}-${(seq += 1)}@example.com`;

/** Starts a server the way `command` does and returns its exit code and output (it is stopped if it starts after all). */
async function startAndWait(command: string[], env: Record<string, string>, port: number): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, command, {
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', DATA_DIR: path.resolve('.data', `e2e-server-${port}`), ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  const stop = setTimeout(() => child.kill('SIGTERM'), 45_000);
  const code = await exited;
  clearTimeout(stop);
  return { code, output };
}

test.describe('2. payments fail closed', () => {
  test.describe.configure({ timeout: 120_000 });
  // Only here: studio sign-ins start a mailbox of their own on the same port.
  let mailbox: Awaited<ReturnType<typeof startMailbox>>;
  test.beforeAll(async () => {
    mailbox = await startMailbox();
  });
  test.afterAll(async () => {
    await mailbox?.close();
  });

  test('the embedded default says "Test mode: no real payments" on every page and in the receipt', async ({ page }) => {
    for (const pathname of ['/', '/deal', '/help', '/us/il/chicago', '/checkout', '/no-such-page']) {
      await page.goto(brandUrl(BRANDS.second.host, pathname));
      await expect(page.getByRole('complementary', { name: 'Payments' }), pathname).toHaveText('Test mode: no real payments');
    }
    const email = uniqueEmail('test-mode');
    await page.goto(brandUrl(BRANDS.second.host, '/'));
    await buyDefaultVoucher(page, { email });
    const receipt = await mailbox.waitFor(email, /receipt/);
    expect(receipt.body).toContain('Test mode: no real payments');
  });

  test('a deployment without Stripe keys refuses to start, with one message', async () => {
    const refused = await startAndWait([path.join('server', 'runtime', 'serve.mjs')], { DATABASE_URL: 'postgres://nobody@127.0.0.1:9/none' }, sidePort(231));
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('Refusing to start on the test payment gateway: DATABASE_URL is set looks like a deployment');
    expect(refused.output).not.toMatch(/^\s+at /m);

    // `next start` serving the build, APP_ENV unset: a production deployment, not the embedded default.
    const nextStart = await startAndWait([path.join('node_modules', 'next', 'dist', 'bin', 'next'), 'start', '-p', String(sidePort(232))], {}, sidePort(232));
    expect(nextStart.code).toBe(1);
    expect(nextStart.output).toContain('Refusing to start on the test payment gateway: a production build served without npm start (APP_ENV unset)');
  });
});

test.describe('3 and 6. previews and QA groups belong to a person', () => {
  test.skip(({ isMobile }) => isMobile);
  /** Next's build-wide draft-mode value, as someone who once had it (or read it off an old cookie) would replay it. */
  const draftModeValue = () =>
    (JSON.parse(readFileSync(path.join('.next', 'prerender-manifest.json'), 'utf8')) as { preview: { previewModeId: string } }).preview.previewModeId;

  test('a preview works over plain http for its person, says so, and ends with their session; the bypass value alone shows nothing', async ({
    browser,
    playwright,
  }) => {
    const slug = `gutters-${Date.now()}`;
    const editor = await playwright.request.newContext({ baseURL: `http://localhost:${PORT}` });
    await signInToStudio(editor, 'editor');
    const headers = await studioHeaders(editor);
    const { published: template } = (await (await editor.get('/api/studio/documents/service.house-cleaning')).json()) as { published: Record<string, unknown> };
    const created = await editor.post('/api/studio/documents', {
      data: {
        type: 'servicePage',
        document: {
          ...template,
          title: 'Gutter Cleaning',
          navLabel: 'Gutters',
          headline: 'Clear gutters before the rain',
          slug: { _type: 'slug', current: slug },
        },
      },
      headers,
    });
    expect(created.status()).toBe(201);
    const draftPath = `/services/${slug}`;

    const context = await browser.newContext();
    const page = await context.newPage();
    await signInToStudio(page, 'marketer', 'previewer@studio.example');
    await page.goto(`/api/studio/preview?brand=${BRANDS.primary.key}&path=${encodeURIComponent(draftPath)}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Clear gutters before the rain');
    await expect(page.getByRole('status').filter({ hasText: 'Preview of unpublished changes' })).toBeVisible();
    const cookies = await context.cookies();
    const grant = cookies.find((c) => c.name === 'studio_preview');
    expect(grant?.httpOnly).toBe(true);
    expect(grant?.secure).toBe(false);
    // The browser never holds Next's build-wide value.
    expect(cookies.some((c) => c.name === '__prerender_bypass')).toBe(false);

    // Next's value alone, with no grant: the published site (where the page does not exist).
    const bypass = `__prerender_bypass=${draftModeValue()}`;
    const alone = await rawRequest(PORT, draftPath, { host: 'localhost', headers: { cookie: bypass } });
    expect(alone.status).toBe(404);
    expect(alone.text).not.toContain('Clear gutters before the rain');

    // Signed out, the same grant (and the bypass value with it) shows nothing either.
    await page.request.delete('/api/studio/session', { headers: await studioHeaders(page.request) });
    const replayed = await rawRequest(PORT, draftPath, { host: 'localhost', headers: { cookie: `studio_preview=${grant!.value}; ${bypass}` } });
    expect(replayed.status).toBe(404);
    await context.close();

    const { draft } = (await (await editor.get(`/api/studio/documents/${(await created.json()).id as string}`)).json()) as {
      draft: { _id: string; _rev: string };
    };
    expect((await editor.delete(`/api/studio/documents/${draft._id.replace(/^drafts\./, '')}?ifRevision=${draft._rev}`, { headers })).status()).toBe(200);
    await editor.dispose();
  });

  test('QA groups pin a price on the brand they were minted for only', async ({ playwright }) => {
    const tester = await playwright.request.newContext({ baseURL: `http://localhost:${PORT}` });
    await signInToStudio(tester, 'marketer', 'qa-tester@studio.example');
    const minted = await tester.get(`/api/studio/qa-groups?groups=${encodeURIComponent('pricing=monthly_19')}&brand=${BRANDS.second.key}`, { maxRedirects: 0 });
    expect(minted.status()).toBe(307);
    const qa = minted
      .headersArray()
      .find((h) => h.name.toLowerCase() === 'set-cookie' && h.value.startsWith('fe_qa='))!
      .value.split(';')[0]!;
    const cohorts = async (host: string, cookie: string) =>
      String((await rawRequest(PORT, '/deal', { host, headers: { cookie } })).headers['set-cookie'] ?? '');
    expect(await cohorts(BRANDS.second.host, qa)).toContain('pricing%3Dmonthly_19');
    expect(await cohorts(BRANDS.primary.host, qa)).not.toContain('pricing%3Dmonthly_19');
    // Written by hand, or signed the old way: nothing.
    expect(await cohorts(BRANDS.second.host, 'fe_qa=pricing%3Dmonthly_19.1924990000.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')).not.toContain(
      'pricing%3Dmonthly_19',
    );
    // Signed out: the tester's groups end with the session.
    expect((await tester.delete('/api/studio/session', { headers: await studioHeaders(tester) })).status()).toBe(200);
    expect(await cohorts(BRANDS.second.host, qa)).not.toContain('pricing%3Dmonthly_19');
    await tester.dispose();
  });
});

test.describe('8. two people for big discounts', () => {
  // A studio screen, as in studio.spec.ts: desktop only.
  test.skip(({ isMobile }) => isMobile);
  test('a marketer’s $500 campaign on every brand waits for another admin, who approves it in the studio', async ({ browser, playwright }) => {
    const marketer = await playwright.request.newContext({ baseURL: `http://localhost:${PORT}` });
    await signInToStudio(marketer, 'marketer');
    const headers = await studioHeaders(marketer);
    const created = await marketer.post('/api/studio/documents', {
      data: { type: 'campaign', document: { title: 'Everything $1', campaignId: `everything-${Date.now()}`, discountAmount: 500 } },
      headers,
    });
    expect(created.status()).toBe(201);
    const { _id, _rev } = (await created.json()).draft as { _id: string; _rev: string };
    const id = _id.replace(/^drafts\./, '');
    const refused = await marketer.post(`/api/studio/documents/${id}?action=publish`, { data: { ifRevision: _rev }, headers });
    expect(refused.status()).toBe(409);
    expect((await refused.json()).error).toContain('needs an admin other than its author to approve it');

    const context = await browser.newContext();
    const page = await context.newPage();
    const approver = await signInToStudio(page, 'admin', 'approver@studio.example');
    await page.goto(`/studio/campaign/${id}`);
    const approval = page.getByTestId('approval');
    await expect(approval).toContainText(
      'Needs a second admin before it is published or scheduled: its discount of $500 is more than $20 and it runs on every brand.',
    );
    await approval.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Approved: it can now be published or scheduled.' })).toBeVisible();
    await expect(approval).toContainText(`Approved by ${approver}`);
    await expect(page.getByRole('region', { name: 'History' }).getByRole('listitem').first()).toContainText(`approve · ${approver}`);
    await context.close();

    const published = await marketer.post(`/api/studio/documents/${id}?action=publish`, { data: { ifRevision: _rev }, headers });
    expect(published.status()).toBe(200);
    // Off again, so other specs see the seed's prices.
    const live = (await published.json()).published as { _rev: string };
    expect((await marketer.post(`/api/studio/documents/${id}?action=unpublish`, { data: { ifRevision: live._rev }, headers })).status()).toBe(200);
    await marketer.dispose();
  });
});

test.describe('12. only page and route files are routes', () => {
  test('the handler test that was built as /api/revalidate.test is no route', async () => {
    expect((await rawRequest(PORT, '/api/revalidate.test', { method: 'POST', host: 'localhost' })).status).toBe(404);
  });
});
