/**
 * @jest-environment node
 */
import '@/server/testing/studioEnv';
import documentRoute from '@/studio-local/api/documents/[id]';
import documentsRoute from '@/studio-local/api/documents/index';
import peopleRoute from '@/studio-local/api/people/index';
import schedulesRoute from '@/studio-local/api/schedules/index';
import { callApi } from '@/server/testing/apiRoute';
import { asStudio, linkSignIn, setupAdmin, type StudioSession } from '@/server/testing/studioSessions';
import { harnessWithOutbox } from '@/server/testing/harness';

/**
 * Issue 38, item 8: a marketer could publish a $500-off campaign on every
 * brand (every price becomes $1) with nobody else looking. A campaign or
 * ad-group discount of more than $20, or a campaign on every brand, is now
 * published or scheduled only after an admin other than its author approves
 * that revision, and the history says who approved.
 */

const { sent } = harnessWithOutbox();

const as = asStudio;
const signIn = (email: string) => linkSignIn(sent, email);

let lead: StudioSession;
let otherAdmin: StudioSession;
let marketer: StudioSession;
beforeAll(async () => {
  lead = await setupAdmin('lead@example.com');
  for (const [email, role] of [
    ['second@example.com', 'admin'],
    ['marketer@example.com', 'marketer'],
  ]) {
    expect((await callApi(peopleRoute, as(lead, { method: 'POST', body: { email, role } }))).status).toBe(201);
  }
  otherAdmin = await signIn('second@example.com');
  marketer = await signIn('marketer@example.com');
});

type Draft = { _id: string; _rev: string };
async function create(by: StudioSession, type: string, document: Record<string, unknown>): Promise<Draft> {
  const created = await callApi(documentsRoute, as(by, { method: 'POST', body: { type, document } }));
  expect(created.status).toBe(201);
  return created.body.draft as Draft;
}
const act = (by: StudioSession, id: string, action: string, rev: string) =>
  callApi(documentRoute, as(by, { method: 'POST', query: { id, action }, body: { ifRevision: rev } }));
const read = async (by: StudioSession, id: string) =>
  (await callApi(documentRoute, as(by, { query: { id } }))).body as {
    draft: Draft | null;
    history: { action: string; by?: string }[];
    approval: { reason: string | null; approvedBy: string | null; authors: string[] };
  };
const campaign = (fields: Record<string, unknown>) => ({ title: 'Big sale', campaignId: `sale-${Math.random().toString(36).slice(2, 8)}`, ...fields });
const ON_ONE_BRAND = { brands: [{ _type: 'reference', _ref: 'brand.sparkle-clean', _key: 'b1' }] };

describe('a campaign’s brand list as the site reads it', () => {
  it('judges a list naming no published brand as every brand, and refuses to publish a reference to an unpublished one', async () => {
    const dangling = { brands: [{ _type: 'reference', _ref: 'brand.no-such-brand', _key: 'b1' }] };
    const draft = await create(marketer, 'campaign', campaign({ discountAmount: 5, ...dangling }));
    const id = draft._id.replace(/^drafts\./, '');
    // Live, the reference would point at nothing and the campaign would run on every brand: that needs a second admin.
    expect((await read(marketer, id)).approval.reason).toBe('it runs on every brand');
    expect((await act(otherAdmin, id, 'approve', draft._rev)).status).toBe(200);
    const refused = await act(marketer, id, 'publish', draft._rev);
    expect(refused.status).toBe(422);
    expect(refused.body.problems).toEqual([
      { path: 'brands[0]', level: 'error', message: 'Refers to brand.no-such-brand, which is not published: publish it first, or remove this reference.' },
    ]);
    // A real brand's reference needs no approval for a small discount, and publishes.
    const fine = await create(marketer, 'campaign', campaign({ discountAmount: 5, ...ON_ONE_BRAND }));
    expect((await read(marketer, fine._id.replace(/^drafts\./, ''))).approval.reason).toBeNull();
    expect((await act(marketer, fine._id.replace(/^drafts\./, ''), 'publish', fine._rev)).status).toBe(200);
  });
});

describe('two people for big discounts', () => {
  it('a marketer cannot publish or schedule $500 off on every brand alone; another admin approves, then it publishes', async () => {
    const draft = await create(marketer, 'campaign', campaign({ discountAmount: 500 }));
    const id = draft._id.replace(/^drafts\./, '');

    const refused = await act(marketer, id, 'publish', draft._rev);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(
      'This needs an admin other than its author to approve it before it is published or scheduled: its discount of $500 is more than $20 and it runs on every brand.',
    );
    const schedule = await callApi(
      schedulesRoute,
      as(marketer, { method: 'POST', body: { documentId: id, action: 'publish', runAt: new Date(Date.now() + 3_600_000).toISOString() } }),
    );
    expect(schedule.status).toBe(409);
    expect((await read(lead, id)).approval).toEqual({
      reason: 'its discount of $500 is more than $20 and it runs on every brand',
      approvedBy: null,
      authors: ['marketer@example.com'],
    });

    // The author cannot approve (not an admin); an admin who is not its author can.
    expect((await act(marketer, id, 'approve', draft._rev)).status).toBe(403);
    expect((await act(lead, id, 'approve', 'some-older-rev')).status).toBe(409);
    expect((await act(lead, id, 'approve', draft._rev)).status).toBe(200);
    const approved = await read(marketer, id);
    expect(approved.approval.approvedBy).toBe('lead@example.com');
    expect(approved.history[0]).toMatchObject({ action: 'approve', by: 'lead@example.com' });

    expect((await act(marketer, id, 'publish', draft._rev)).status).toBe(200);
    expect((await read(lead, id)).history.map((h) => [h.action, h.by])).toEqual([
      ['publish', 'marketer@example.com'],
      ['approve', 'lead@example.com'],
      ['create', 'marketer@example.com'],
    ]);
  });

  it('an approval is for one revision: an edit after it needs a new one', async () => {
    const draft = await create(marketer, 'adGroupWording', {
      adGroupId: '99887766',
      family: 'maid-services',
      title: 'Maids',
      shortName: 'Maids',
      discount: '{discount} off',
      discountAmount: 40,
      qualityKeyword: 'top',
      premiumKeyword: 'best',
    });
    const id = draft._id.replace(/^drafts\./, '');
    expect((await act(otherAdmin, id, 'approve', draft._rev)).status).toBe(200);
    const edited = await callApi(
      documentRoute,
      as(marketer, {
        method: 'PUT',
        query: { id },
        body: {
          document: {
            adGroupId: '99887766',
            family: 'maid-services',
            title: 'Maids',
            shortName: 'Maids',
            discount: '{discount} off',
            discountAmount: 90,
            qualityKeyword: 'top',
            premiumKeyword: 'best',
          },
          ifRevision: draft._rev,
        },
      }),
    );
    expect(edited.status).toBe(200);
    const rev = (edited.body.draft as Draft)._rev;
    expect((await act(marketer, id, 'publish', rev)).status).toBe(409);
    expect((await read(marketer, id)).approval).toMatchObject({ reason: 'its discount of $90 is more than $20', approvedBy: null });
  });

  it('an admin who made the draft needs another admin', async () => {
    const draft = await create(lead, 'campaign', campaign({ discountAmount: 25, ...ON_ONE_BRAND }));
    const id = draft._id.replace(/^drafts\./, '');
    const own = await act(lead, id, 'approve', draft._rev);
    expect(own.status).toBe(403);
    expect(own.body.error).toBe('You made this draft: an admin other than its author must approve it.');
    expect((await act(lead, id, 'publish', draft._rev)).status).toBe(409);
    expect((await act(otherAdmin, id, 'approve', draft._rev)).status).toBe(200);
    expect((await act(lead, id, 'publish', draft._rev)).status).toBe(200);
  });

  it('a small discount on named brands publishes as before, and has nothing to approve', async () => {
    const draft = await create(marketer, 'campaign', campaign({ discountAmount: 20, ...ON_ONE_BRAND }));
    const id = draft._id.replace(/^drafts\./, '');
    expect((await act(lead, id, 'approve', draft._rev)).status).toBe(409);
    expect((await act(marketer, id, 'publish', draft._rev)).status).toBe(200);
  });
});

describe('two people for a pricing experiment (issue 40)', () => {
  const pricingTest = (status: string) => ({
    key: `price_test_${Math.random().toString(36).slice(2, 8)}`,
    title: '$39 against $49',
    status,
    trafficPercent: 50,
    primaryMetric: 'revenue',
    variants: [
      { _key: 'c', _type: 'experimentVariant', key: 'control', weight: 1 },
      { _key: 'v', _type: 'experimentVariant', key: 'monthly_39', weight: 1, plan: 'FOREVERCLEAN_39_1_6_99' },
    ],
  });

  it('a marketer cannot run a variant that changes prices alone; another admin approves that revision, then it runs', async () => {
    const draft = await create(marketer, 'experiment', pricingTest('running'));
    const id = draft._id.replace(/^drafts\./, '');
    const refused = await act(marketer, id, 'publish', draft._rev);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(
      'This needs an admin other than its author to approve it before it is published or scheduled: it changes prices: monthly_39 (FOREVERCLEAN_39_1_6_99) offers another plan.',
    );
    expect((await act(marketer, id, 'approve', draft._rev)).status).toBe(403);
    expect((await act(otherAdmin, id, 'approve', draft._rev)).status).toBe(200);
    expect((await act(marketer, id, 'publish', draft._rev)).status).toBe(200);
  });

  it('drafting or stopping one needs nobody else; a copy experiment never does', async () => {
    const drafted = await create(marketer, 'experiment', pricingTest('draft'));
    expect((await act(marketer, drafted._id.replace(/^drafts\./, ''), 'publish', drafted._rev)).status).toBe(200);
    const copy = await create(marketer, 'experiment', {
      ...pricingTest('running'),
      variants: [
        { _key: 'c', _type: 'experimentVariant', key: 'control', weight: 1 },
        { _key: 'v', _type: 'experimentVariant', key: 'short', weight: 1, headline: 'Clean homes from {price}' },
      ],
    });
    expect((await act(marketer, copy._id.replace(/^drafts\./, ''), 'publish', copy._rev)).status).toBe(200);
  });

  it('refuses variants that state a price outright, or have no control', async () => {
    const literal = await create(marketer, 'experiment', {
      ...pricingTest('running'),
      variants: [
        { _key: 'c', _type: 'experimentVariant', key: 'control', weight: 1 },
        { _key: 'v', _type: 'experimentVariant', key: 'short', weight: 1, headline: 'Clean homes from $19' },
      ],
    });
    const refused = await act(marketer, literal._id.replace(/^drafts\./, ''), 'publish', literal._rev);
    expect(refused.status).toBe(422);
    expect(JSON.stringify(refused.body)).toContain('$19');
    const noControl = await create(marketer, 'experiment', {
      ...pricingTest('draft'),
      variants: [{ _key: 'v', _type: 'experimentVariant', key: 'short', weight: 1, headline: 'Clean homes from {price}' }],
    });
    const refusedToo = await act(marketer, noControl._id.replace(/^drafts\./, ''), 'publish', noControl._rev);
    expect(refusedToo.status).toBe(422);
    expect(JSON.stringify(refusedToo.body)).toContain('control');
  });
});
