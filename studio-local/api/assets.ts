import type { NextApiRequest, NextApiResponse } from 'next';
import { MAX_IMAGE_BYTES, IMAGE_MESSAGES } from '@/lib/rules/images/uploadRules';
import type { SanityDocument } from '@/server/content/localDataset';
import { contentStore } from '@/studio-local/store/documents';
import { mayEdit } from '@/lib/rules/studioRoles';
import { configuredImageStorage, configuredUploadedFiles } from '@/server/assets/configuredStorage';
import { readLimited } from '@/server/assets/readLimited';
import { uploadImage, type UploadUse } from '@/server/assets/uploadImage';
import { studioApi } from '@/studio-local/access/guard';
import type { StudioUser } from '@/studio-local/access/sessions';

const summary = (d: SanityDocument) => ({ id: d._id, url: d.url as string, name: (d.originalFilename as string | undefined) ?? d._id });

/**
 * GET: the image assets the image fields can point at.
 * POST: uploads one picture (body: its bytes; `x-filename`: its name, URL-encoded; `x-image-use: logo` for a brand's
 * logo, which may be SVG and makes the site's icons) and answers its asset, and what was taken out of an SVG.
 */
async function handler(req: NextApiRequest, res: NextApiResponse, user: StudioUser) {
  if (req.method === 'GET') {
    const assets = (await contentStore().list()).filter((d) => d._type === 'sanity.imageAsset' && typeof d.url === 'string').map(summary);
    return res.status(200).json({ assets });
  }
  if (req.method !== 'POST') return res.status(405).json({ error: 'Method not allowed.' });
  // Pictures belong to ad-group wording and brands: a role that may edit neither has nothing to put them in.
  if (!mayEdit(user.role, 'adGroupWording')) return res.status(403).json({ error: 'Your role cannot upload images. Ask an admin or an editor.' });
  if (Number(req.headers['content-length']) > MAX_IMAGE_BYTES) return res.status(413).json({ error: IMAGE_MESSAGES.tooLarge });
  const body = await readLimited(req, MAX_IMAGE_BYTES);
  if (!body.ok) return res.status(413).json({ error: IMAGE_MESSAGES.tooLarge });
  const purpose: UploadUse = req.headers['x-image-use'] === 'logo' ? { use: 'logo', iconFiles: configuredUploadedFiles() } : { use: 'picture' };
  const result = await uploadImage(body.bytes, filenameOf(req.headers['x-filename']), configuredImageStorage(), contentStore().as(user.email), purpose);
  if (!result.ok) return res.status(result.status).json({ error: result.error });
  return res.status(201).json({ asset: summary(result.asset), removed: result.removed });
}

function filenameOf(header: string | string[] | undefined): string {
  const raw = Array.isArray(header) ? header[0] : header;
  try {
    return decodeURIComponent(raw ?? '');
  } catch {
    return raw ?? '';
  }
}

export default studioApi('content', handler, { bodyTypes: /^image\/(jpeg|png|webp|avif|svg\+xml)$/i });
