/**
 * @jest-environment node
 */
import { PassThrough, Readable } from 'node:stream';
import { readLimited } from './readLimited';

describe('readLimited', () => {
  it('answers the whole body when it is within the limit', async () => {
    expect(await readLimited(Readable.from([Buffer.from('ab'), Buffer.from('cd')]), 4)).toEqual({ ok: true, bytes: Buffer.from('abcd') });
  });

  it('stops at the first chunk past the limit and drains the rest unkept', async () => {
    const body = new PassThrough();
    const read = readLimited(body, 10);
    body.write(Buffer.alloc(8));
    body.write(Buffer.alloc(8));
    expect(await read).toEqual({ ok: false });
    // The stream keeps flowing (so the refusal can still be answered on this connection), and nothing listens for its data.
    expect(body.listenerCount('data')).toBe(0);
    expect(body.readableFlowing).toBe(true);
    body.end(Buffer.alloc(1024 * 1024));
  });

  it('passes on a stream error', async () => {
    const body = new PassThrough();
    const read = readLimited(body, 10);
    body.destroy(new Error('aborted'));
    await expect(read).rejects.toThrow('aborted');
  });
});
