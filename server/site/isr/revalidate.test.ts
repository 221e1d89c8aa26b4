/**
 * @jest-environment node
 */
import { revalidateFor } from './revalidate';

const served = ['/_sites/tidy-nest/ag-1.g-500/deal', '/_sites/tidy-nest/default', '/_sites/tidy-nest/p-plan_a', '/_sites/tidy-nest/default/p/help'];
// The served-page log is the process's own file or Redis set; here it is the list above.
jest.mock('./pageLog', () => ({ servedPages: async () => served }));
const recorded: unknown[][] = [];
let failing = false;
jest.mock('./pageCache', () => ({
  recordPageChanges: async (scopes: unknown[]) => {
    if (failing) throw new Error('connection refused');
    recorded.push(scopes);
  },
}));

beforeEach(() => {
  recorded.length = 0;
  failing = false;
});

describe('revalidateFor', () => {
  it('records what a change reaches once, and counts the served pages that is, rendering none', async () => {
    const report = await revalidateFor([
      { _id: 'promoBanner', _type: 'promoBanner' },
      { _id: 'footerTerms', _type: 'footerTerms' },
    ]);
    expect(recorded).toEqual([[{ kind: 'all' }]]);
    expect(report).toMatchObject({ pages: 4 });
    expect(report.error).toBeUndefined();
  });

  it('names an ad group by its id, reaching its variants with a grant or plan too', async () => {
    const report = await revalidateFor([{ _id: 'adGroup.1', _type: 'adGroupWording', adGroupId: '1' }]);
    expect(recorded).toEqual([[{ kind: 'adGroup', adGroupId: '1' }]]);
    expect(report.pages).toBe(1);
  });

  it('records nothing for a document no page shows', async () => {
    expect(await revalidateFor([{ _id: 'x', _type: 'somethingElse' }])).toMatchObject({ pages: 0 });
    expect(recorded).toEqual([[]]);
  });

  it('says so when the change could not be recorded', async () => {
    failing = true;
    const report = await revalidateFor([{ _id: 'promoBanner', _type: 'promoBanner' }]);
    expect(report.pages).toBe(0);
    expect(report.error).toMatch(/revalidation window/);
  });
});
