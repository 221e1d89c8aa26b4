import type { NextApiRequest, NextApiResponse } from 'next';
import { ConflictError } from '@/server/content/store';
import { READ_ONLY, studioApi, StudioProblem } from '@/studio-local/access/guard';
import { mayCreate } from '@/studio-local/access/roles';
import { cloneBrand, cloneInput } from '@/studio-local/store/brandClone';
import { contentStore } from '@/studio-local/store/documents';
import { studioPreviewLink } from '@/lib/rules/previewHost';

/**
 * POST /api/studio/brands/{sourceKey}/clone { key, appName, domain }: drafts of
 * a new brand and of what opts it in (studio-local/store/brandClone.ts), in one
 * change. 201 { brandId, documentIds, previewUrl }; refused with 400, 404 or
 * 409 and a message, and then nothing is written. Brand settings are admins' only.
 */
export default studioApi('content', async (req: NextApiRequest, res: NextApiResponse, user) => {
  if (req.method !== 'POST') {
    res.setHeader('Allow', 'POST');
    return res.status(405).json({ error: 'Method not allowed.' });
  }
  if (!mayCreate(user.role, 'brand')) throw new StudioProblem(403, READ_ONLY);
  const sourceKey = typeof req.query.key === 'string' ? req.query.key : '';
  const parsed = cloneInput.safeParse(req.body ?? {});
  if (!parsed.success) throw new StudioProblem(400, parsed.error.issues.map((issue) => issue.message).join(' '));
  try {
    const result = await cloneBrand(contentStore().as(user.email), sourceKey, parsed.data);
    return res.status(201).json({ ...result, previewUrl: studioPreviewLink(parsed.data.key) });
  } catch (error) {
    // Someone created the key, or changed a document that lists the source brand, between the check and the write.
    if (error instanceof ConflictError) throw new StudioProblem(409, 'Brands or campaigns changed while cloning. Reload and try again.');
    throw error;
  }
});
