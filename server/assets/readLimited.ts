import type { Readable } from 'node:stream';

/**
 * A request body read into memory up to a limit. Past the limit nothing more
 * is kept: the answer comes at once and the rest of the body is drained
 * unread, so an oversized upload costs at most the limit in memory, and the
 * connection stays whole for the refusal to reach the browser (destroying the
 * stream would cut it off before the response).
 */

export type LimitedBody = { ok: true; bytes: Buffer } | { ok: false };

export function readLimited(stream: Readable, limit: number): Promise<LimitedBody> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let total = 0;
    const stop = () => {
      stream.off('data', onData);
      stream.off('end', onEnd);
      stream.off('error', onError);
    };
    function onData(chunk: Buffer | string) {
      const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
      total += bytes.length;
      if (total > limit) {
        stop();
        chunks.length = 0;
        stream.resume();
        resolve({ ok: false });
        return;
      }
      chunks.push(bytes);
    }
    function onEnd() {
      stop();
      resolve({ ok: true, bytes: Buffer.concat(chunks, total) });
    }
    function onError(error: Error) {
      stop();
      reject(error);
    }
    stream.on('data', onData);
    stream.on('end', onEnd);
    stream.on('error', onError);
  });
}
