/**
 * @jest-environment node
 */
import '@/server/testing/studioEnv';
import cloneRoute from '@/studio-local/api/brands/clone';
import documentRoute from '@/studio-local/api/documents/[id]';
import documentsRoute from '@/studio-local/api/documents/index';
import { launchChecklist } from '@/studio-local/store/launchChecklist';
import peopleRoute from '@/studio-local/api/people/index';
import { cleanDocument, contentStore } from '@/studio-local/store/documents';
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
const snapshotOf = async (ids: string[]) => (await contentStore().list()).filter((d) => ids.includes(d._id)).map((d) => `${d._id}@${d._rev}`);
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
      created: ['brand.fresh-home'],
      drafted: expect.arrayContaining(['campaign.deep-discount', 'experiment.apartment_headline_v1']),
      documentIds: expect.arrayContaining(['drafts.brand.fresh-home', 'drafts.campaign.deep-discount', 'drafts.experiment.apartment_headline_v1']),
      undo: { drafts: expect.arrayContaining([{ id: 'drafts.brand.fresh-home', rev: expect.any(String) }]) },
      previewUrl: '/api/studio/preview?brand=fresh-home&path=%2F&on=preview-host',
      // What visitors would read and see as the source's until someone changes it.
      inherited: [
        { field: 'heroHeadline', label: 'Default hero headline' },
        { field: 'heroSubhead', label: 'Default hero subheading' },
        { field: 'tagline', label: 'Tagline' },
        { field: 'seoTemplates', label: 'SEO templates' },
        { field: 'heroImage', label: 'Hero image' },
        { field: 'logo', label: 'Logo' },
      ],
    });
    // The ids name the draft it made of each existing document, never a published one.
    expect((answer.body.drafted as string[]).length + 1).toBe((answer.body.undo as { drafts: unknown[] }).drafts.length);

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
      // A key that is the second label of many unrelated domains, and domains where only previews live.
      ['sparkle-clean', { key: 'com', appName: 'Com', domain: 'shop.com.au' }, 400, /reserved/],
      ['sparkle-clean', { key: 'www', appName: 'Www', domain: 'www.www.com' }, 400, /reserved/],
      ['sparkle-clean', { key: 'preview', appName: 'Preview', domain: 'preview.localhost' }, 400, /preview addresses/],
      ['sparkle-clean', { key: 'fresh', appName: 'Fresh', domain: 'fresh.preview.localhost' }, 400, /preview addresses/],
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

  it('is undone by one call with the answer’s undo, which discards only what the clone made', async () => {
    // An editor's own draft of a campaign that lists the source brand: the clone builds on it, and undoing keeps it.
    const before = await read('experiment.apartment_headline_v1');
    const edited = await callApi(
      documentRoute,
      as(admin, {
        method: 'PUT',
        query: { id: 'experiment.apartment_headline_v1' },
        body: { document: { ...before.published, hypothesis: 'An edit made before the clone.' }, ifRevision: (before.draft ?? before.published)!._rev },
      }),
    );
    expect(edited.status).toBe(200);
    const published = await snapshotOf(['campaign.deep-discount', 'experiment.apartment_headline_v1', 'brand.sparkle-clean']);

    const made = await clone(admin, 'sparkle-clean', { key: 'undo-me', appName: 'Undo Me', domain: 'undo-me.com' });
    expect(made.status).toBe(201);
    const undo = (body: unknown) => callApi(cloneRoute, as(admin, { method: 'DELETE', query: { key: 'undo-me' }, body }));
    // Wrong input changes nothing.
    expect((await undo({})).status).toBe(400);
    expect((await undo({ drafts: [{ id: 'drafts.campaign.deep-discount', rev: 'x' }] })).status).toBe(400);

    const answer = await undo(made.body.undo);
    expect(answer.status).toBe(200);
    // Both documents had drafts before (the first clone's opt-in, the editor's edit): they keep them, without undo-me.
    expect(answer.body).toEqual({
      removed: ['drafts.brand.undo-me'],
      reverted: expect.arrayContaining(['drafts.campaign.deep-discount', 'drafts.experiment.apartment_headline_v1']),
    });
    expect((await callApi(documentRoute, as(admin, { query: { id: 'brand.undo-me' } }))).status).toBe(404);
    const campaign = (await read('campaign.deep-discount')).draft!;
    expect((campaign.brands as { _ref: string }[]).map((r) => r._ref)).toEqual(['brand.sparkle-clean', 'brand.fresh-home']);
    const experiment = await read('experiment.apartment_headline_v1');
    expect(experiment.draft).toMatchObject({ hypothesis: 'An edit made before the clone.' });
    expect(JSON.stringify(experiment.draft!.brands)).not.toContain('brand.undo-me');
    // Published documents are as they were.
    expect(await snapshotOf(['campaign.deep-discount', 'experiment.apartment_headline_v1', 'brand.sparkle-clean'])).toEqual(published);
    // A second undo finds the drafts gone and changes nothing.
    expect((await undo(made.body.undo)).status).toBe(409);
  });

  it('lists as inherited only what the source has: a field it left empty is the new brand’s to fill', async () => {
    const source = await read('brand.bright-maids');
    const { heroImage, tagline, ...rest } = source.published!;
    expect([heroImage, tagline]).toEqual([expect.objectContaining({ asset: expect.anything() }), expect.any(String)]);
    const edited = await callApi(
      documentRoute,
      as(admin, { method: 'PUT', query: { id: 'brand.bright-maids' }, body: { document: { ...rest, tagline: '' }, ifRevision: source.published!._rev } }),
    );
    expect(edited.status).toBe(200);

    const answer = await clone(admin, 'bright-maids', { key: 'bright-home', appName: 'Bright Home', domain: 'bright-home.com' });
    expect(answer.status).toBe(201);
    expect((answer.body.inherited as { field: string }[]).map((f) => f.field)).toEqual(['heroHeadline', 'heroSubhead', 'seoTemplates', 'logo']);
  });

  it('refuses to undo when a draft it made has changed since, and then changes nothing', async () => {
    const made = await clone(admin, 'tidy-nest', { key: 'busy-nest', appName: 'Busy Nest', domain: 'busy-nest.com' });
    expect(made.status).toBe(201);
    const brand = await read('brand.busy-nest');
    expect(
      (
        await callApi(
          documentRoute,
          as(admin, {
            method: 'PUT',
            query: { id: 'brand.busy-nest' },
            body: { document: { ...brand.draft, tagline: 'Edited after cloning' }, ifRevision: brand.draft!._rev },
          }),
        )
      ).status,
    ).toBe(200);
    const before = await snapshot();
    const answer = await callApi(cloneRoute, as(admin, { method: 'DELETE', query: { key: 'busy-nest' }, body: made.body.undo }));
    expect(answer.status).toBe(409);
    expect(String(answer.body.error)).toMatch(/brand.busy-nest changed since the clone/);
    expect(await snapshot()).toEqual(before);
  });

  it('copies the source’s own versions of site-wide copy, which the checklist names and undo removes', async () => {
    const made = await callApi(documentsRoute, as(admin, { method: 'POST', body: { type: 'promoBanner', brand: 'tidy-nest' } }));
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ id: 'promoBanner.tidy-nest', draft: { _type: 'promoBanner', brand: { _ref: 'brand.tidy-nest' } } });
    // Only site-wide copy has brand versions, of a brand that exists, once per brand.
    expect((await callApi(documentsRoute, as(admin, { method: 'POST', body: { type: 'promoBanner', brand: 'tidy-nest' } }))).status).toBe(409);
    expect((await callApi(documentsRoute, as(admin, { method: 'POST', body: { type: 'promoBanner', brand: 'nobody' } }))).status).toBe(404);
    expect((await callApi(documentsRoute, as(admin, { method: 'POST', body: { type: 'campaign', brand: 'tidy-nest' } }))).status).toBe(400);
    expect((await callApi(documentsRoute, as(admin, { method: 'POST', body: { type: 'promoBanner', brand: '../x' } }))).status).toBe(400);
    // Whose version a document is comes from how it was made, never from a body.
    expect(cleanDocument({ heading: 'Terms', brand: { _ref: 'brand.tidy-nest' } }, 'footerTerms', 'footerTerms')).toEqual({
      _id: 'footerTerms',
      _type: 'footerTerms',
      heading: 'Terms',
    });

    const answer = await clone(admin, 'tidy-nest', { key: 'nest-two', appName: 'Nest Two', domain: 'nest-two.com' });
    expect(answer.status).toBe(201);
    const body = answer.body as { created: string[]; undo: unknown };
    expect(body.created).toEqual(['brand.nest-two', 'promoBanner.nest-two']);
    expect((await read('promoBanner.nest-two')).draft).toMatchObject({ brand: { _ref: 'brand.nest-two' } });
    const copy = (
      await launchChecklist(await contentStore().list(), 'nest-two', {
        purchases: async () => 0,
        network: { resolve: async () => null, tls: async () => null } as never,
      })
    ).checks.find((c) => c.id === 'copy');
    expect(copy?.detail).toBe('Its own once published: promo banner. Inherits the shared footer terms, site navigation, company.');

    expect((await callApi(cloneRoute, as(admin, { method: 'DELETE', query: { key: 'nest-two' }, body: body.undo }))).status).toBe(200);
    expect((await read('promoBanner.nest-two')).draft ?? null).toBeNull();
  });
});
