import { readFileSync } from 'node:fs';
import path from 'node:path';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { router } from '@/test/routerMock';
import { planClone } from '@/studio-local/store/brandClone';
import type { SanityDocument } from '@/server/content/localDataset';
import { CloneBrandDialog } from './CloneBrandDialog';

const seed: SanityDocument[] = readFileSync(path.join(process.cwd(), 'content', 'seed.ndjson'), 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line) as SanityDocument);

// jsdom has no modal dialogs: opening and closing one is its `open` attribute.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});

/** jsdom has no fetch Response: the part studioFetch reads. */
const reply = (body: unknown, status = 200) => ({ ok: status < 400, status, json: async () => body });
const realFetch = global.fetch;
let requests: { url: string; body: unknown }[];
/** The clone endpoint as it answers for `documents`: what the clone of `source` would inherit, computed as the server does. */
function answerClones(documents: SanityDocument[]) {
  requests = [];
  global.fetch = jest.fn(async (url: unknown, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as { key: string; appName: string; domain: string };
    requests.push({ url: String(url), body });
    const source = /\/api\/studio\/brands\/([^/]+)\/clone$/.exec(String(url))![1]!;
    const plan = planClone(documents, source, body);
    return reply(
      {
        brandId: plan.brand._id,
        created: [plan.brand._id],
        drafted: [],
        documentIds: [`drafts.${plan.brand._id}`],
        undo: { drafts: [{ id: `drafts.${plan.brand._id}`, rev: 'r1' }] },
        previewUrl: `/api/studio/preview?brand=${body.key}&path=%2F&on=preview-host`,
        inherited: plan.inherited,
      },
      201,
    );
  }) as unknown as typeof fetch;
}
beforeEach(() => router.push.mockClear());
afterEach(() => {
  global.fetch = realFetch;
});

async function cloneFreshHome() {
  render(<CloneBrandDialog sourceKey="sparkle-clean" brandKeys={['bright-maids', 'sparkle-clean', 'tidy-nest']} />);
  await userEvent.click(screen.getByRole('button', { name: 'Clone brand' }));
  const dialog = screen.getByRole('dialog', { name: 'Clone brand' });
  await userEvent.type(within(dialog).getByLabelText('New key'), 'fresh-home');
  await userEvent.type(within(dialog).getByLabelText('App name'), 'Fresh Home');
  await userEvent.type(within(dialog).getByLabelText('Domain'), 'fresh-home.com');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Create drafts' }));
  return dialog;
}

describe('the clone dialog', () => {
  it('names the copy and pictures the new brand still has from the source before it opens the new brand', async () => {
    answerClones(seed);
    const dialog = await cloneFreshHome();
    expect(requests).toEqual([{ url: '/api/studio/brands/sparkle-clean/clone', body: { key: 'fresh-home', appName: 'Fresh Home', domain: 'fresh-home.com' } }]);

    const result = await within(dialog).findByRole('status');
    expect(result).toHaveTextContent(
      'Still the source brand’s: Default hero headline, Default hero subheading, Tagline, SEO templates, Hero image, Logo; change them before launch.',
    );
    expect(dialog).toBeVisible();
    expect(router.push).not.toHaveBeenCalled();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Open Fresh Home' }));
    expect(router.push).toHaveBeenCalledWith('/studio/brand/brand.fresh-home');
    expect(dialog).not.toBeVisible();
  });

  it('opens the new brand straight away when it inherited none of them', async () => {
    const own = ['heroHeadline', 'heroSubhead', 'tagline', 'seoTemplates', 'heroImage', 'logo'];
    answerClones(
      seed.map((doc) =>
        doc._id === 'brand.sparkle-clean' ? Object.fromEntries(Object.entries(doc).filter(([k]) => !own.includes(k))) : doc,
      ) as SanityDocument[],
    );
    const dialog = await cloneFreshHome();
    expect(router.push).toHaveBeenCalledWith('/studio/brand/brand.fresh-home');
    expect(dialog).not.toBeVisible();
    expect(screen.queryByText(/Still the source brand/)).toBeNull();
  });
});
