import { mostSimilar, NEAR_DUPLICATE_JACCARD, SEED_REVIEW_COUNT, seedReviewRows } from './reviews';

describe('seeded reviews', () => {
  const rows = seedReviewRows(new Date('2026-11-27T12:00:00Z'));

  it('are 360 reviews with 360 different texts, the same on every seeding', () => {
    expect(rows).toHaveLength(SEED_REVIEW_COUNT);
    expect(new Set(rows.map((r) => r.body)).size).toBe(SEED_REVIEW_COUNT);
    expect(seedReviewRows(new Date('2026-11-27T12:00:00Z')).map((r) => r.body)).toEqual(rows.map((r) => r.body));
    // Pages carry reviews in their data, which is sent as it is: plain ASCII keeps pages cheap to write (server/site/asciiHtml.ts).
    for (const row of rows) expect(row.body).toMatch(/^[\x00-\x7f]*$/);
  });

  it('has no near-duplicates: no two texts share half of their word 3-grams', () => {
    const { similarity, pair } = mostSimilar(rows.map((r) => r.body));
    expect({ similarity: similarity < NEAR_DUPLICATE_JACCARD, pair: similarity < NEAR_DUPLICATE_JACCARD ? null : pair?.map((i) => rows[i]!.body) }).toEqual({
      similarity: true,
      pair: null,
    });
  });

  it('reads like people: varied lengths and a realistic spread of stars, some critical', () => {
    const lengths = rows.map((r) => r.body.length);
    expect(Math.min(...lengths)).toBeLessThan(90);
    expect(Math.max(...lengths)).toBeGreaterThan(200);
    const stars = (n: number) => rows.filter((r) => r.stars === n).length;
    expect(stars(5)).toBeGreaterThan(stars(4));
    expect(stars(1) + stars(2)).toBeGreaterThan(5);
  });
});
