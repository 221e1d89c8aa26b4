import type { NextApiResponse } from 'next';
import { revalidateFor, revalidationOrder } from './revalidate';

const served = ['/_sites/tidy-nest/ag-1.g-500/deal', '/_sites/tidy-nest/default', '/_sites/tidy-nest/p-plan_a', '/_sites/tidy-nest/default/p/help'];
// The served-page log is the process's own file or Redis set; here it is the list above.
jest.mock('./pageLog', () => ({ servedPages: async () => served }));
const banner = [{ _id: 'promoBanner', _type: 'promoBanner' }];

/** A response whose revalidate takes `ms` per page and records the order. */
function fakeResponse(ms: number, failing: string[] = []) {
  const order: string[] = [];
  const res = {
    revalidate: async (page: string) => {
      await new Promise((r) => setTimeout(r, ms));
      order.push(page);
      if (failing.includes(page)) throw new Error('render failed');
    },
  } as unknown as NextApiResponse;
  return { res, order };
}

describe('revalidationOrder', () => {
  it('puts organic pages before the variants cut for an ad group, grant or plan', () => {
    expect(revalidationOrder(served)).toEqual([
      '/_sites/tidy-nest/default',
      '/_sites/tidy-nest/default/p/help',
      '/_sites/tidy-nest/ag-1.g-500/deal',
      '/_sites/tidy-nest/p-plan_a',
    ]);
  });
});

describe('revalidateFor', () => {
  it('answers once every page is regenerated when that is quick, naming the ones that failed', async () => {
    const { res, order } = fakeResponse(1, ['/_sites/tidy-nest/p-plan_a']);
    const report = await revalidateFor(res, banner);
    expect(report).toMatchObject({ pages: 4, pending: 0, failed: ['/_sites/tidy-nest/p-plan_a'] });
    expect(order.slice(0, 2).sort()).toEqual(['/_sites/tidy-nest/default', '/_sites/tidy-nest/default/p/help']);
  });

  it('answers after the wait with the pages still pending, and finishes them afterwards', async () => {
    const { res, order } = fakeResponse(200);
    const report = await revalidateFor(res, banner, 50);
    expect(report.pages).toBe(4);
    expect(report.pending).toBe(4);
    await new Promise((r) => setTimeout(r, 300));
    expect(order).toHaveLength(4);
  });
});
