/**
 * @jest-environment node
 */
import '@/server/testing/studioEnv';
import documentsRoute from '@/studio-local/api/documents/index';
import { callApi } from '@/server/testing/apiRoute';
import { asStudio, setupAdmin, type StudioSession } from '@/server/testing/studioSessions';
import { harnessWithOutbox } from '@/server/testing/harness';

/** The studio's lists at content scale: paged, and searchable by title, id or the brand a document names. */

harnessWithOutbox();

let admin: StudioSession;
beforeAll(async () => {
  admin = await setupAdmin('admin@example.com');
});

type Page = { documents: { id: string; title: string }[]; total: number };
const list = async (query: Record<string, string>) => callApi(documentsRoute, asStudio(admin, { query }));

describe('a studio list', () => {
  it('comes in pages, in title order, with the total', async () => {
    const whole = (await list({ type: 'adGroupWording' })).body as Page;
    const first = (await list({ type: 'adGroupWording', limit: '5', offset: '0' })).body as Page;
    const last = (await list({ type: 'adGroupWording', limit: '5', offset: String(whole.total - 2) })).body as Page;
    expect(whole.total).toBe(whole.documents.length);
    expect(first).toEqual({ documents: whole.documents.slice(0, 5), total: whole.total });
    expect(last.documents).toEqual(whole.documents.slice(-2));
  });

  it('finds documents by the brand they name', async () => {
    const found = (await list({ type: 'campaign', q: 'sparkle-clean' })).body as Page;
    expect(found.documents.map((d) => d.id)).toContain('campaign.deep-discount');
    const none = (await list({ type: 'campaign', q: 'no-such-brand' })).body as Page;
    expect(none).toEqual({ documents: [], total: 0 });
  });

  it('refuses a page size or offset it cannot serve', async () => {
    const refused: Record<string, string>[] = [{ limit: '1000' }, { limit: '-1' }, { limit: 'ten' }, { offset: '1.5' }];
    for (const query of refused) {
      const answer = await list({ type: 'adGroupWording', ...query });
      expect(answer.status).toBe(400);
      expect((answer.body as { error: string }).error).toMatch(/limit is a whole number up to 200/);
    }
  });
});
