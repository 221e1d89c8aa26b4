import { DUE_CHANGE_RETRY_SECONDS, pageLifetime } from './pageLifetime';

const now = new Date('2026-03-01T10:00:00.000Z');
const at = (seconds: number) => new Date(now.getTime() + seconds * 1000);

describe('pageLifetime', () => {
  it('keeps the window when nothing is scheduled, or the change comes after it', () => {
    expect(pageLifetime(300, null, now)).toBe(300);
    expect(pageLifetime(300, at(3600), now)).toBe(300);
  });

  it('ends the page when a scheduled change is due, rounding up to a whole second', () => {
    expect(pageLifetime(300, at(90), now)).toBe(90);
    expect(pageLifetime(300, at(0.2), now)).toBe(1);
  });

  it('renders again soon while a change is due but not made yet', () => {
    expect(pageLifetime(300, now, now)).toBe(DUE_CHANGE_RETRY_SECONDS);
    expect(pageLifetime(300, at(-120), now)).toBe(DUE_CHANGE_RETRY_SECONDS);
    expect(pageLifetime(1, at(-120), now)).toBe(1);
  });
});
