import type { IncomingMessage, ServerResponse } from 'node:http';

export interface GzipCache {
  gzip(body: Buffer): Buffer;
  readonly size: number;
}

export function gzipCache(maxBytes?: number): GzipCache;
export function compressResponse(req: IncomingMessage, res: ServerResponse, cache: GzipCache): void;
