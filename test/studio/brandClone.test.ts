/**
 * @jest-environment node
 */
import '@/server/testing/studioEnv';
import cloneRoute from '@/studio-local/api/brands/clone';
import documentRoute from '@/studio-local/api/documents/[id]';
import peopleRoute from '@/studio-local/api/people/index';
import { contentStore } from '@/studio-local/store/documents';
import { callApi } from '@/server/testing/apiRoute';
import { asStudio, linkSignIn, setupAdmin, type StudioSession } from '@/server/testing/studioSessions';
import { harnessWithOutbox } from '@/server/testing/harness';

/** "Launch a brand in minutes", item 1: cloning a brand writes drafts of everything brand-scoped in one change. */

const { sent } = harnessWithOutbox();

const as = asStudio;
const signIn = (email: string) => linkSignIn(sent, email);

let admin: StudioSession;
let editor: StudioSession;
beforeAll(async () => {
  admin = await setupAdmin('admin@example.com');
  expect((await callApi(peopleRoute, as(admin, { method: 'POST', body: { email: 'editor@example.com', role: 'editor' } }))).status).toBe(201);
  editor = await signIn('editor@example.com');
});

const clone = (by: StudioSession, source: string, body: unknown, headers: Record<string, string> = {}) =>
  callApi(cloneRoute, as(by, { method: 'POST', query: { key: source }, body, headers }));
const snapshot = async () => (await contentStore().list()).map((d) => `${d._id}@${d._rev}`).sort();
const read = async (id: string) =>
  (await callApi(documentRoute, as(admin, { query: { id } }))).body as {
    published: Record<string, unknown> | null;
    draft: Record<string, unknown> | null;
    history: { action: string; by?: string; note?: string }[];
  };

describe('cloning a brand', () => {
  it('drafts the brand under its new key, domain and name, and opts it in where the source is listed', async () => {
    const answer = await clone(admin, 'sparkle-clean', { key: 'fresh-home', appName: 'Fresh Home', domain: 'fresh-home.com' });
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({
      brandId: 'brand.fresh-home',
      documentIds: expect.arrayContaining(['drafts.brand.fresh-home', 'drafts.campaign.deep-discount', 'drafts.experiment.apartment_headline_v1']),
      previewUrl: '/api/studio/preview?brand=fresh-home&path=%2F&on=preview-host',
    });

    const source = (await read('brand.sparkle-clean')).published!;
    const brand = await read('brand.fresh-home');
    expect(brand.published).toBeNull();
    expect(brand.draft).toMatchObject({
      key: { current: 'fresh-home' },
      appName: 'Fresh Home',
      domain: 'fresh-home.com',
      baseUrl: 'https://www.fresh-home.com',
      isPrimary: false,
      isFallback: false,
      accentColor: source.accentColor,
      logo: source.logo,
      seoTemplates: source.seoTemplates,
      heroHeadline: source.heroHeadline,
    });
    // The source's own accounts and channels would speak for the wrong brand.
    for (const field of ['social', 'analyticsToken', 'cookieyesId', 'supportEmail', 'supportPhone']) expect(brand.draft).not.toHaveProperty(field);
    expect(brand.history[0]).toMatchObject({ action: 'clone', by: 'admin@example.com', note: 'cloned from sparkle-clean' });

    const campaign = await read('campaign.deep-discount');
    expect(campaign.published!.brands).toEqual([expect.objectContaining({ _ref: 'brand.sparkle-clean' })]);
    expect(campaign.draft!.brands).toEqual([expect.objectContaining({ _ref: 'brand.sparkle-clean' }), expect.objectContaining({ _ref: 'brand.fresh-home' })]);
    expect(campaign.history[0]).toMatchObject({ action: 'clone', by: 'admin@example.com' });
    // A campaign on every brand (no list) already runs on the new one.
    expect((await read('campaign.spring-clean')).draft).toBeNull();
  });

  it('refuses bad input with a clear message and writes nothing', async () => {
    const before = await snapshot();
    const cases: [string, unknown, number, RegExp][] = [
      ['sparkle-clean', { key: 'fresh-home', appName: 'Again', domain: 'fresh-home.com' }, 409, /already exists/],
      ['sparkle-clean', { key: 'tidy-nest', appName: 'Nest', domain: 'tidy-nest.com' }, 409, /already exists/],
      ['no-such-brand', { key: 'orphan', appName: 'Orphan', domain: 'orphan.com' }, 404, /no brand with the key "no-such-brand"/],
      ['sparkle-clean', { key: 'Bad Key', appName: 'Bad', domain: 'bad.com' }, 400, /lower-case letters, digits and hyphens/],
      ['sparkle-clean', { key: 'shiny', appName: 'Shiny', domain: 'https://shiny.com/' }, 400, /a name such as fresh-home.com/],
      ['sparkle-clean', { key: 'shiny', appName: 'Shiny', domain: 'other-name.com' }, 400, /the key must be that label/],
      ['sparkle-clean', { key: 'shiny', appName: '', domain: 'shiny.com' }, 400, /app name/],
      ['sparkle-clean', { key: 'shiny' }, 400, /./],
    ];
    for (const [source, body, status, message] of cases) {
      const answer = await clone(admin, source, body);
      expect([JSON.stringify(body), answer.status]).toEqual([JSON.stringify(body), status]);
      expect(String(answer.body.error)).toMatch(message);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('is an admin’s: other roles, missing CSRF and signed-out callers are refused and nothing is written', async () => {
    const before = await snapshot();
    const body = { key: 'shiny', appName: 'Shiny', domain: 'shiny.com' };
    expect((await clone(editor, 'sparkle-clean', body)).status).toBe(403);
    expect((await clone(admin, 'sparkle-clean', body, { 'x-studio-csrf': 'wrong' })).status).toBe(403);
    expect((await callApi(cloneRoute, { method: 'POST', query: { key: 'sparkle-clean' }, body })).status).toBe(401);
    expect((await callApi(cloneRoute, as(admin, { query: { key: 'sparkle-clean' } }))).status).toBe(405);
    expect(await snapshot()).toEqual(before);
  });

  it('accepts a domain given with www. and keeps the key its label', async () => {
    const answer = await clone(admin, 'tidy-nest', { key: 'calm-nest', appName: 'Calm Nest', domain: 'WWW.Calm-Nest.com' });
    expect(answer.status).toBe(201);
    expect((await read('brand.calm-nest')).draft).toMatchObject({ domain: 'calm-nest.com', baseUrl: 'https://www.calm-nest.com' });
  });
});
