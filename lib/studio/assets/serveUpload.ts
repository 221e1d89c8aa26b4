import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { parseUploadedFileName } from '@/lib/rules/images/uploadedFiles';

const CONTENT_TYPES: Record<string, string | undefined> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp', avif: 'image/avif' };

/**
 * Sends one uploaded file. Only a name of the stored shape is looked up (no
 * slashes, dots or encodings reach the file system), and the type comes from
 * that name, which the upload derived from the file's own bytes. A file's
 * name is its content's hash, so it never changes: browsers and CDNs keep it
 * for a year.
 */
export async function serveUpload(dir: string, name: string, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const parsed = parseUploadedFileName(name);
  const file = parsed ? path.join(dir, name) : null;
  const info = file ? await stat(file).catch(() => null) : null;
  const type = parsed ? CONTENT_TYPES[parsed.extension] : undefined;
  if (!type || !file || !info?.isFile()) {
    res.statusCode = 404;
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('Content-Type', 'text/plain; charset=utf-8');
    res.end('Not found');
    return;
  }
  res.statusCode = 200;
  res.setHeader('Content-Type', type);
  res.setHeader('Content-Length', String(info.size));
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  await new Promise<void>((resolve, reject) => {
    const stream = createReadStream(file);
    stream.on('error', reject);
    res.on('close', () => {
      stream.destroy();
      resolve();
    });
    stream.pipe(res);
  });
}
