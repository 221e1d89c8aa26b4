import { lazily, loadScript, whenAvailable } from './scripts';

describe('whenAvailable (affiliate identify retry, spec §4 and §9)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('retries every 100 ms until the value exists', async () => {
    const window: { tracker?: () => void } = {};
    const read = jest.fn(() => window.tracker);
    const found = whenAvailable(read);
    await jest.advanceTimersByTimeAsync(250);
    expect(read).toHaveBeenCalledTimes(3); // at 0, 100 and 200 ms
    window.tracker = () => undefined;
    await jest.advanceTimersByTimeAsync(100);
    await expect(found).resolves.toBe(window.tracker);
  });

  it('gives up with null after 10 s, and a throwing reader counts as absent', async () => {
    const read = jest.fn(() => {
      throw new Error('not yet');
    });
    const found = whenAvailable(read);
    await jest.advanceTimersByTimeAsync(9_900);
    expect(read).toHaveBeenCalledTimes(100);
    await jest.advanceTimersByTimeAsync(200);
    await expect(found).resolves.toBeNull();
    const calls = read.mock.calls.length;
    await jest.advanceTimersByTimeAsync(1_000);
    expect(read.mock.calls.length).toBe(calls);
  });

  it('lazily runs a task after the 200 ms default delay', async () => {
    const task = jest.fn();
    lazily(task);
    await jest.advanceTimersByTimeAsync(199);
    expect(task).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(task).toHaveBeenCalledTimes(1);
  });
});

describe('loadScript', () => {
  it('adds one async script per URL and settles false when it fails to load', async () => {
    const first = loadScript('https://tags.example.net/a.js');
    const again = loadScript('https://tags.example.net/a.js');
    expect(again).toBe(first);
    const scripts = document.head.querySelectorAll('script[src="https://tags.example.net/a.js"]');
    expect(scripts).toHaveLength(1);
    expect((scripts[0] as HTMLScriptElement).async).toBe(true);
    scripts[0]!.dispatchEvent(new Event('error'));
    await expect(first).resolves.toBe(false);
  });
});
