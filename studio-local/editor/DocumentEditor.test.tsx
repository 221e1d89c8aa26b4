import { readFileSync } from 'node:fs';
import path from 'node:path';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setRoute } from '@/test/routerMock';
import type { StudioRole } from '@/lib/rules/studioRoles';
import { summarize } from '@/studio-local/store/documents';
import { DocumentEditor } from './DocumentEditor';
import { StudioUserContext } from './studioUser';

type Doc = Record<string, unknown> & { _id: string; _type: string };
const seed: Doc[] = readFileSync(path.join(process.cwd(), 'content', 'seed.ndjson'), 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line) as Doc);
const seeded = (id: string) => seed.find((doc) => doc._id === id)!;

/** jsdom has no fetch Response: the part studioFetch reads. */
const reply = (body: unknown, status = 200) => ({ ok: status < 400, status, json: async () => body });
const realFetch = global.fetch;
/** The studio API as it answers for the seeded content, each document published with no draft. */
function answerFromSeed(documents: Doc[] = seed) {
  global.fetch = jest.fn(async (input: unknown) => {
    const url = new URL(String(input), 'http://localhost');
    const one = /^\/api\/studio\/documents\/(.+)$/.exec(url.pathname);
    if (one) {
      const doc = documents.find((d) => d._id === decodeURIComponent(one[1]!));
      if (!doc) return reply({ error: 'Document not found.' }, 404);
      return reply({ published: doc, draft: null, history: [], approval: { reason: null, approvedBy: null, authors: [] } });
    }
    if (url.pathname === '/api/studio/documents') return reply({ documents: summarize(documents, url.searchParams.get('type') ?? '') });
    if (url.pathname === '/api/studio/assets') return reply({ assets: [] });
    if (url.pathname === '/api/studio/schedules') return reply({ schedules: [] });
    return reply({ error: 'Not found.' }, 404);
  }) as unknown as typeof fetch;
}
beforeEach(() => {
  localStorage.clear();
  answerFromSeed();
});
afterEach(() => {
  global.fetch = realFetch;
});

const open = (type: string, id: string, role: StudioRole = 'marketer') => {
  setRoute(`/studio/${type}/${id}`);
  return render(
    <StudioUserContext.Provider value={{ email: `${role}@example.com`, role }}>
      <DocumentEditor type={type} id={id} onSignedOut={() => undefined} />
    </StudioUserContext.Provider>,
  );
};
const previewBrand = () => screen.findByRole('combobox', { name: 'Preview on' });
const previewLink = () => screen.getByRole('link', { name: 'Preview draft' });
const previewedOn = () => new URL(previewLink().getAttribute('href')!, 'http://localhost').searchParams.get('brand');

describe('previewing a draft from the editor', () => {
  it('offers every brand by name and starts from the primary brand, not the first in the list', async () => {
    open('adGroupWording', 'adGroup.148203961127');
    const select = await previewBrand();
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Bright Maids', 'Sparkle Clean', 'Sparkle Clean Staging', 'Tidy Nest']);
    expect(select).toHaveDisplayValue('Sparkle Clean');
    expect(previewLink()).toHaveAttribute('href', '/api/studio/preview?brand=sparkle-clean&path=%2F%3Fadgroupid%3D148203961127');
  });

  it('previews on the brand chosen, and starts the next document from it in this browser', async () => {
    const first = open('adGroupWording', 'adGroup.148203961127');
    await userEvent.selectOptions(await previewBrand(), 'Tidy Nest');
    expect(previewedOn()).toBe('tidy-nest');
    first.unmount();

    open('page', 'page.help');
    expect(await previewBrand()).toHaveDisplayValue('Tidy Nest');
    expect(previewLink()).toHaveAttribute('href', '/api/studio/preview?brand=tidy-nest&path=%2Fhelp');
  });

  it('previews a campaign on the brand it runs on, whatever was chosen last', async () => {
    const campaign = { ...seeded('campaign.deep-discount'), brands: [{ _type: 'reference', _ref: 'brand.tidy-nest', _key: 't1' }] };
    answerFromSeed([...seed.filter((d) => d._id !== campaign._id), campaign]);
    const first = open('adGroupWording', 'adGroup.148203961127');
    await userEvent.selectOptions(await previewBrand(), 'Bright Maids');
    first.unmount();

    open('campaign', 'campaign.deep-discount');
    expect(await previewBrand()).toHaveDisplayValue('Tidy Nest');
    expect(previewedOn()).toBe('tidy-nest');
    // Choosing another brand still works for the campaign too.
    await userEvent.selectOptions(await previewBrand(), 'Sparkle Clean');
    expect(previewedOn()).toBe('sparkle-clean');
  });

  it('falls back to the primary brand when the brand chosen last is gone', async () => {
    const first = open('adGroupWording', 'adGroup.148203961127');
    await userEvent.selectOptions(await previewBrand(), 'Bright Maids');
    first.unmount();

    answerFromSeed(seed.filter((d) => d._id !== 'brand.bright-maids'));
    open('adGroupWording', 'adGroup.148203961127');
    expect(await previewBrand()).toHaveDisplayValue('Sparkle Clean');
  });

  it('previews a brand on its own preview address, with nothing to choose', async () => {
    open('brand', 'brand.tidy-nest', 'admin');
    expect(await screen.findByRole('link', { name: 'Preview draft' })).toHaveAttribute('href', '/api/studio/preview?brand=tidy-nest&path=%2F&on=preview-host');
    expect(screen.queryByRole('combobox', { name: 'Preview on' })).toBeNull();
  });
});
