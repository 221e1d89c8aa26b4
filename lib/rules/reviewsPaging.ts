/**
 * Review list paging (spec §4): a fetch with `after` appends, with `before`
 * prepends, with neither replaces. The list starts with hasNextPage true so
 * the first fetch is always allowed.
 */

/** Reviews shown per page, in the landing page's HTML and on every later page. */
export const REVIEWS_PAGE_SIZE = 6;

export interface ReviewItem {
  id: string;
}

export interface PageInfo {
  hasPreviousPage: boolean;
  hasNextPage: boolean;
  startCursor: string | null;
  endCursor: string | null;
}

export interface ReviewsState<T extends ReviewItem> {
  items: T[];
  pageInfo: PageInfo;
}

export type ReviewsAction<T extends ReviewItem> = {
  type: 'loaded';
  after?: string | null;
  before?: string | null;
  items: T[];
  pageInfo: PageInfo;
};

export const initialReviews = <T extends ReviewItem>(): ReviewsState<T> => ({
  items: [],
  pageInfo: { hasPreviousPage: false, hasNextPage: true, startCursor: null, endCursor: null },
});

export function reviewsReducer<T extends ReviewItem>(state: ReviewsState<T>, action: ReviewsAction<T>): ReviewsState<T> {
  if (action.after) {
    const known = new Set(state.items.map((i) => i.id));
    return {
      items: [...state.items, ...action.items.filter((i) => !known.has(i.id))],
      pageInfo: { ...state.pageInfo, hasNextPage: action.pageInfo.hasNextPage, endCursor: action.pageInfo.endCursor ?? state.pageInfo.endCursor },
    };
  }
  if (action.before) {
    const known = new Set(state.items.map((i) => i.id));
    return {
      items: [...action.items.filter((i) => !known.has(i.id)), ...state.items],
      pageInfo: { ...state.pageInfo, hasPreviousPage: action.pageInfo.hasPreviousPage, startCursor: action.pageInfo.startCursor ?? state.pageInfo.startCursor },
    };
  }
  return { items: action.items, pageInfo: action.pageInfo };
}
