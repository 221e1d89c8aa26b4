import { sharedByRenders } from './sharedByRenders';

describe('a read shared by the renders of one moment', () => {
  it('serves every caller within its time from one read, per key, and reads again after it', async () => {
    let clock = 0;
    const read = jest.fn(async (key: string) => `${key}@${clock}`);
    const shared = sharedByRenders(read, 1000, () => clock);
    expect(await Promise.all([shared('a'), shared('a'), shared('b')])).toEqual(['a@0', 'a@0', 'b@0']);
    clock = 999;
    expect(await shared('a')).toBe('a@0');
    clock = 1000;
    expect(await shared('a')).toBe('a@1000');
    expect(read).toHaveBeenCalledTimes(3);
  });

  it('keeps no failed read: the next caller reads afresh', async () => {
    const read = jest.fn().mockRejectedValueOnce(new Error('database down')).mockResolvedValue('fine');
    const shared = sharedByRenders(read, 1000, () => 0);
    await expect(shared('a')).rejects.toThrow('database down');
    expect(await shared('a')).toBe('fine');
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('keeps a bounded number of keys', async () => {
    const read = jest.fn(async (key: string) => key);
    const shared = sharedByRenders(read, 1000, () => 0);
    for (let i = 0; i <= 128; i += 1) await shared(`k${i}`);
    await shared('k0');
    expect(read).toHaveBeenCalledTimes(130);
  });
});
