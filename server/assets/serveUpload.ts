import type { IncomingMessage, ServerResponse } from 'node:http';
import { parseUploadedFileName } from '@/lib/rules/images/uploadedFiles';
import type { UploadedFiles } from './uploadedFiles';

const CONTENT_TYPES: Record<string, string | undefined> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
  svg: 'image/svg+xml',
  ico: 'image/x-icon',
};

/**
 * Sends one uploaded file. Only a name of the stored shape is looked up, and
 * the type comes from that name, which the upload derived from the file's own
 * bytes. A file's name is its content's hash, so it never changes: browsers
 * and CDNs keep it for a year. An SVG was cleaned on upload; opened on its
 * own, it is still given no right to run or load anything.
 */
export async function serveUpload(files: UploadedFiles, name: string, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const parsed = parseUploadedFileName(name);
  const type = parsed ? CONTENT_TYPES[parsed.extension] : undefined;
  const file = type ? await files.find(name) : null;
  if (!type || !file) {
    res.statusCode = 404;
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('Content-Type', 'text/plain; charset=utf-8');
    res.end('Not found');
    return;
  }
  res.statusCode = 200;
  res.setHeader('Content-Type', type);
  res.setHeader('Content-Length', String(file.size));
  res.setHeader('X-Content-Type-Options', 'nosniff');
  if (parsed?.extension === 'svg') res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox");
  res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  await new Promise<void>((resolve, reject) => {
    const stream = file.open();
    stream.on('error', reject);
    res.on('close', () => {
      stream.destroy();
      resolve();
    });
    stream.pipe(res);
  });
}
