/**
 * @jest-environment node
 */
import '@/server/testing/studioEnv';
import { harnessWithOutbox } from '@/server/testing/harness';
import { planClone } from '@/studio-local/store/brandClone';
import { contentStore } from '@/studio-local/store/documents';
import { launchChecklist } from '@/studio-local/store/launchChecklist';
import type { LaunchNetwork } from '@/studio-local/store/launchNetwork';

/** "Launch a brand in minutes", item 4: the checklist is computed from the brand, the site and the network. */

harnessWithOutbox();

const offline: LaunchNetwork = {
  resolve: async () => ({ status: 'unreachable', reason: 'this server has no DNS' }),
  tls: async () => ({ status: 'unreachable', reason: 'timeout' }),
};
const live: LaunchNetwork = {
  resolve: async () => ({ status: 'resolves', addresses: ['203.0.113.7'] }),
  tls: async () => ({ status: 'trusted', validTo: 'Jan  1 00:00:00 2027 GMT' }),
};
const statuses = (view: Awaited<ReturnType<typeof launchChecklist>>) => Object.fromEntries(view.checks.map((c) => [c.id, c.status]));

describe('the launch checklist', () => {
  it('passes a live brand’s required checks, and says what it could not check offline', async () => {
    const view = await launchChecklist(await contentStore().list(), 'sparkle-clean', { network: offline, purchases: async () => 0 });
    expect(view).toMatchObject({ brandId: 'brand.sparkle-clean', status: 'published', publishable: true });
    expect(statuses(view)).toEqual({
      fields: 'pass',
      logo: 'pass',
      support: 'pass',
      legal: 'pass',
      seo: 'pass',
      robots: 'pass',
      icons: 'pass',
      optIns: 'pass',
      copy: 'pass',
      domain: 'unchecked',
      tls: 'unchecked',
      purchase: 'fail',
    });
    expect(view.checks.find((c) => c.id === 'robots')!.detail).toMatch(/Sitemap: https:\/\/www\.sparkle-clean\.com\/sitemap\.xml.*the sitemap lists \d+ pages/);
  });

  it('shows robots.txt as a brand kept out of search engines serves it, and that it serves no sitemap', async () => {
    const view = await launchChecklist(await contentStore().list(), 'bright-maids', { network: offline, purchases: async () => 0 });
    expect(view.checks.find((c) => c.id === 'robots')).toMatchObject({
      status: 'pass',
      detail:
        'robots.txt keeps every crawler out (“Disallow: /”) and names no sitemap; /sitemap.xml answers 404, so there are no pages to count; its pages carry noindex (only the primary brand is indexed).',
    });
  });

  it('counts only the sitemap’s addresses that the site answers', async () => {
    const detail = async () =>
      (await launchChecklist(await contentStore().list(), 'sparkle-clean', { network: offline, purchases: async () => 0 })).checks.find(
        (c) => c.id === 'robots',
      )!.detail;
    const listed = (text: string) => Number(/the sitemap lists (\d+) pages/.exec(text)?.[1]);
    const before = await detail();

    // A page the site serves, and one imported with a path no route matches (capitals): the site answers it "not found".
    await contentStore().importDocuments([
      { _id: 'page.spring-offer', _type: 'page', path: 'spring-offer', title: 'Spring offer' },
      { _id: 'page.old-sale', _type: 'page', path: 'Old-Sale', title: 'Old sale' },
    ]);
    const after = await detail();
    expect(listed(after)).toBe(listed(before) + 1);
    expect(before).toMatch(/the sitemap lists \d+ pages, each of which the site answers;/);
    expect(after).toContain('the site answers 1 more of its addresses with “not found”: https://www.sparkle-clean.com/Old-Sale;');
  });

  it('holds a fresh clone back until its support channel is added, and warns that it shares the source’s logo and icons', async () => {
    const plan = planClone(await contentStore().list(), 'sparkle-clean', { key: 'fresh-home', appName: 'Fresh Home', domain: 'fresh-home.com' });
    await contentStore().saveClones([{ document: plan.brand, ifRevision: null }, ...plan.optIns], 'cloned from sparkle-clean');
    const view = await launchChecklist(await contentStore().list(), 'fresh-home', { network: live, purchases: async () => 1 });
    expect(view).toMatchObject({ status: 'draft', publishable: false, previewUrl: '/api/studio/preview?brand=fresh-home&path=%2F&on=preview-host' });
    expect(statuses(view)).toMatchObject({
      fields: 'pass',
      support: 'fail',
      legal: 'pass',
      seo: 'pass',
      robots: 'pass',
      icons: 'fail',
      domain: 'pass',
      tls: 'pass',
      purchase: 'pass',
    });
    expect(view.checks.find((c) => c.id === 'icons')!.detail).toBe('Shares the logo and the tab icons with Sparkle Clean.');
    expect(view.checks.find((c) => c.id === 'optIns')).toMatchObject({ status: 'fail', detail: expect.stringContaining('Deep discount (Sparkle Clean only)') });

    await contentStore().saveDraft({ ...plan.brand, supportEmail: 'help@fresh-home.com' });
    const fixed = await launchChecklist(await contentStore().list(), 'fresh-home', { network: live, purchases: async () => 0 });
    expect(fixed.publishable).toBe(true);
  });

  it('fails missing SEO templates and a base URL on another site, and refuses an unknown brand', async () => {
    const source = (await contentStore().get('brand.tidy-nest')).published!;
    const seoTemplates = (source.seoTemplates as { pageType: string }[]).filter((t) => t.pageType !== 'city');
    await contentStore().saveDraft({ ...source, seoTemplates, baseUrl: 'https://www.elsewhere.com' });
    const view = await launchChecklist(await contentStore().list(), 'tidy-nest', { network: offline, purchases: async () => 0 });
    expect(statuses(view)).toMatchObject({ seo: 'fail', robots: 'fail' });
    expect(view.checks.find((c) => c.id === 'seo')!.detail).toBe('Missing a title and description for: city.');
    await expect(launchChecklist(await contentStore().list(), 'no-such-brand', { network: offline })).rejects.toMatchObject({ status: 404 });
  });
});
