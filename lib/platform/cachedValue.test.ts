import { cachedValue } from './cachedValue';

describe('cachedValue', () => {
  it('loads once within the ttl and again after it', async () => {
    let clock = 0;
    let loads = 0;
    const load = jest.fn(async () => `v${++loads}`);
    const get = cachedValue(load, 1000, () => clock);
    expect(await get()).toBe('v1');
    clock = 999;
    expect(await get()).toBe('v1');
    clock = 1000;
    // The stale value answers at once; the reload it started is what the next caller gets.
    expect(await get()).toBe('v1');
    await Promise.resolve();
    expect(await get()).toBe('v2');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('never makes a caller wait for a reload once there is a value', async () => {
    let clock = 0;
    let release: (value: string) => void = () => undefined;
    let loads = 0;
    const load = jest.fn(async (): Promise<string> => ((loads += 1) === 1 ? 'old' : new Promise<string>((resolve) => (release = resolve))));
    const get = cachedValue(load, 10, () => clock);
    expect(await get()).toBe('old');
    clock = 100;
    // The reload has not finished: every caller meanwhile gets the old value, and only one reload runs.
    expect(await Promise.all([get(), get(), get()])).toEqual(['old', 'old', 'old']);
    expect(load).toHaveBeenCalledTimes(2);
    release('new');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await get()).toBe('new');
  });

  it('with waitForReload, a stale value waits for the reload', async () => {
    let clock = 0;
    let loads = 0;
    const get = cachedValue(
      async () => `v${(loads += 1)}`,
      10,
      () => clock,
      { waitForReload: true },
    );
    expect(await get()).toBe('v1');
    clock = 100;
    expect(await get()).toBe('v2');
  });

  it('shares one load between concurrent callers', async () => {
    const load = jest.fn(async () => 'value');
    const get = cachedValue(load, 1000);
    await Promise.all([get(), get(), get()]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps serving the last good value when a reload fails', async () => {
    let clock = 0;
    let fail = false;
    const get = cachedValue(
      async () => {
        if (fail) throw new Error('content source down');
        return 'good';
      },
      10,
      () => clock,
    );
    expect(await get()).toBe('good');
    fail = true;
    clock = 100;
    expect(await get()).toBe('good');
  });

  it('reports a failure when there is no value yet', async () => {
    const get = cachedValue(async () => Promise.reject(new Error('down')), 10);
    await expect(get()).rejects.toThrow('down');
  });
});
