import type { NextApiRequest, NextApiResponse } from 'next';
import { configuredUploadedFiles } from '@/server/assets/configuredStorage';
import { serveUpload } from '@/server/assets/serveUpload';

/** Pictures are up to 10 MB: more than Next's warning threshold for API responses, and streamed, not buffered. */
export const config = { api: { responseLimit: false } };

/** GET /api/assets/<hash>-<w>x<h>.<ext>: a picture uploaded in the built-in studio (the image optimizer reads it from here too). */
export default async function handler(req: NextApiRequest, res: NextApiResponse) {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.setHeader('Allow', 'GET, HEAD');
    return res.status(405).json({ error: 'Method not allowed.' });
  }
  const name = typeof req.query.file === 'string' ? req.query.file : '';
  await serveUpload(configuredUploadedFiles(), name, req, res);
}
