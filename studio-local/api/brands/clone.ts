import type { NextApiRequest, NextApiResponse } from 'next';
import { ConflictError } from '@/server/content/store';
import { serverEnv } from '@/server/platform/env';
import { READ_ONLY, studioApi, StudioProblem } from '@/studio-local/access/guard';
import { mayCreate } from '@/lib/rules/studioRoles';
import { cloneBrand, cloneInput, undoClone, undoInput } from '@/studio-local/store/brandClone';
import { contentStore } from '@/studio-local/store/documents';
import { studioPreviewLink } from '@/lib/rules/previewHost';

/**
 * POST /api/studio/brands/{sourceKey}/clone { key, appName, domain }: drafts of
 * a new brand and of what opts it in (studio-local/store/brandClone.ts), in one
 * change. 201 { brandId, created, drafted, documentIds, undo, previewUrl,
 * inherited }, where `inherited` lists the copy and pictures the new brand
 * still shares with the source ([{ field, label }], label as the brand form
 * names it: hero copy, tagline, SEO templates and pictures such as the hero
 * image and logo), so the studio can ask for them to be changed before
 * launch; refused with 400, 404 or 409 and a message, and then nothing is
 * written.
 * DELETE /api/studio/brands/{newKey}/clone with the answer's `undo` as the body
 * undoes it: 200 { removed, reverted }, or 409 (and nothing changed) when a
 * draft it made has changed since. Brand settings are admins' only.
 */
export default studioApi('content', async (req: NextApiRequest, res: NextApiResponse, user) => {
  if (req.method !== 'POST' && req.method !== 'DELETE') {
    res.setHeader('Allow', 'POST, DELETE');
    return res.status(405).json({ error: 'Method not allowed.' });
  }
  if (!mayCreate(user.role, 'brand')) throw new StudioProblem(403, READ_ONLY);
  const key = typeof req.query.key === 'string' ? req.query.key : '';
  const store = contentStore().as(user.email);
  try {
    if (req.method === 'DELETE') {
      const parsed = undoInput.safeParse(req.body ?? {});
      if (!parsed.success) throw new StudioProblem(400, parsed.error.issues.map((issue) => issue.message).join(' '));
      return res.status(200).json(await undoClone(store, key, parsed.data.drafts));
    }
    const env = serverEnv();
    const parsed = cloneInput({ fallbackKey: env.FALLBACK_BRAND_KEY, previewDomain: env.PREVIEW_DOMAIN }).safeParse(req.body ?? {});
    if (!parsed.success) throw new StudioProblem(400, parsed.error.issues.map((issue) => issue.message).join(' '));
    const result = await cloneBrand(store, key, parsed.data);
    return res.status(201).json({ ...result, previewUrl: studioPreviewLink(parsed.data.key) });
  } catch (error) {
    // Someone created the key, or changed a document that lists the source brand, between the check and the write.
    if (error instanceof ConflictError) throw new StudioProblem(409, 'Brands or campaigns changed while cloning. Reload and try again.');
    throw error;
  }
});
