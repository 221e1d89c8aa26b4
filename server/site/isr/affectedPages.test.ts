import { pagesToRevalidate } from './affectedPages';

const served = [
  '/_sites/sparkle-clean/default',
  '/_sites/sparkle-clean/ag-148203961127',
  '/_sites/sparkle-clean/ag-148203961127/deal',
  '/_sites/sparkle-clean/ag-148203961127.g-1000.mm/deal',
  '/_sites/sparkle-clean/ag-1482039611270/deal',
  '/_sites/tidy-nest/default/p/help',
  '/_sites/tidy-nest/default/p/help/ticket',
  '/_sites/tidy-nest/ag-152718340021/services/deep-cleaning',
];

describe('pagesToRevalidate', () => {
  it('maps a brand to its own pages only', () => {
    expect(pagesToRevalidate([{ _id: 'brand.tidy-nest', _type: 'brand', key: { current: 'tidy-nest' } }], served)).toEqual([
      '/_sites/tidy-nest/default/p/help',
      '/_sites/tidy-nest/default/p/help/ticket',
      '/_sites/tidy-nest/ag-152718340021/services/deep-cleaning',
    ]);
  });

  it('maps ad-group wording to the landing variants that show it, with or without a grant or plan', () => {
    expect(pagesToRevalidate([{ _id: 'adGroup.148203961127', _type: 'adGroupWording', adGroupId: '148203961127' }], served)).toEqual([
      '/_sites/sparkle-clean/ag-148203961127',
      '/_sites/sparkle-clean/ag-148203961127/deal',
      '/_sites/sparkle-clean/ag-148203961127.g-1000.mm/deal',
    ]);
  });

  it('maps a page to its path exactly', () => {
    expect(pagesToRevalidate([{ _id: 'page.help', _type: 'page', path: 'help' }], served)).toEqual(['/_sites/tidy-nest/default/p/help']);
  });

  it('maps layout content to every page, and unknown types to none', () => {
    expect(pagesToRevalidate([{ _id: 'promoBanner', _type: 'promoBanner' }], served)).toEqual(served);
    expect(pagesToRevalidate([{ _id: 'x', _type: 'somethingElse' }], served)).toEqual([]);
  });
});
