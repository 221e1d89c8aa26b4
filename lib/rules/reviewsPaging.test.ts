import { initialReviews, reviewsReducer } from './reviewsPaging';

const page = (ids: string[], info: Partial<{ hasPreviousPage: boolean; hasNextPage: boolean }> = {}) => ({
  items: ids.map((id) => ({ id })),
  pageInfo: { hasPreviousPage: false, hasNextPage: true, startCursor: ids[0] ?? null, endCursor: ids[ids.length - 1] ?? null, ...info },
});

describe('reviewsReducer', () => {
  it('starts empty with hasNextPage true', () => {
    expect(initialReviews()).toEqual({ items: [], pageInfo: { hasPreviousPage: false, hasNextPage: true, startCursor: null, endCursor: null } });
  });

  it('replaces without a cursor, appends with after, prepends with before', () => {
    let state = reviewsReducer(initialReviews(), { type: 'loaded', ...page(['c', 'd'], { hasPreviousPage: true }) });
    expect(state.items.map((i) => i.id)).toEqual(['c', 'd']);
    state = reviewsReducer(state, { type: 'loaded', after: 'd', ...page(['e', 'f'], { hasNextPage: false }) });
    expect(state.items.map((i) => i.id)).toEqual(['c', 'd', 'e', 'f']);
    expect(state.pageInfo).toMatchObject({ hasNextPage: false, endCursor: 'f', startCursor: 'c', hasPreviousPage: true });
    state = reviewsReducer(state, { type: 'loaded', before: 'c', ...page(['a', 'b'], { hasPreviousPage: false }) });
    expect(state.items.map((i) => i.id)).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
    expect(state.pageInfo).toMatchObject({ hasPreviousPage: false, startCursor: 'a', endCursor: 'f', hasNextPage: false });
    state = reviewsReducer(state, { type: 'loaded', ...page(['z']) });
    expect(state.items.map((i) => i.id)).toEqual(['z']);
  });

  it('never shows a review twice when pages overlap', () => {
    const state = reviewsReducer(reviewsReducer(initialReviews(), { type: 'loaded', ...page(['a', 'b']) }), {
      type: 'loaded',
      after: 'b',
      ...page(['b', 'c']),
    });
    expect(state.items.map((i) => i.id)).toEqual(['a', 'b', 'c']);
  });
});
