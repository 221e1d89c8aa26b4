import { differenceInterval, wilsonInterval } from './proportions';

// Reference values: Newcombe (1998), Statistics in Medicine 17, Table I (single
// proportion, Wilson score without continuity correction) and Table II (difference, method 10).
const round = (value: number) => Math.round(value * 10_000) / 10_000;

describe('Wilson score interval', () => {
  it.each([
    [81, 263, 0.2553, 0.3662],
    [15, 148, 0.0624, 0.1605],
    [0, 20, 0, 0.1611],
    [1, 29, 0.0061, 0.1718],
  ])('%i of %i → %f to %f', (x, n, low, high) => {
    const interval = wilsonInterval(x, n)!;
    expect([round(interval.low), round(interval.high)]).toEqual([low, high]);
  });

  it('is exactly 1 at the top and has no interval without trials', () => {
    expect(wilsonInterval(10, 10)?.high).toBe(1);
    expect(wilsonInterval(0, 0)).toBeNull();
    expect(wilsonInterval(3, 2)).toBeNull();
  });
});

describe('difference between two proportions (Newcombe hybrid score)', () => {
  it.each([
    [56, 70, 48, 80, 0.0524, 0.3339],
    [9, 10, 3, 10, 0.1705, 0.809],
    [6, 7, 2, 7, 0.0582, 0.8062],
    [5, 56, 0, 29, -0.0381, 0.1926],
  ])('%i/%i − %i/%i → %f to %f', (x1, n1, x2, n2, low, high) => {
    const interval = differenceInterval(x1, n1, x2, n2)!;
    expect(round(interval.difference)).toBe(round(x1 / n1 - x2 / n2));
    expect([round(interval.low), round(interval.high)]).toEqual([low, high]);
  });

  it('needs trials in both groups', () => {
    expect(differenceInterval(1, 10, 0, 0)).toBeNull();
  });
});
