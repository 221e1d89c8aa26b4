import type { NextApiRequest, NextApiResponse } from 'next';
import { mayCreate } from '@/lib/rules/studioRoles';
import { READ_ONLY, studioApi } from '@/studio-local/access/guard';
import { brandVersionDraft, cleanDocument, contentStore, listPage, newDocumentId, typeDef } from '@/studio-local/store/documents';

const BRAND_KEY = /^[a-z0-9-]{1,64}$/;
const MAX_PAGE = 200;

/** GET ?type=brand&q=…[&limit=50&offset=0] lists documents of a type (title, id or brand contains q), with the total; POST { type, document } creates a draft, { type, brand } a brand's own version of site-wide copy. */
export default studioApi('content', async (req: NextApiRequest, res: NextApiResponse, user) => {
  if (req.method === 'GET') {
    const type = typeof req.query.type === 'string' ? req.query.type : '';
    if (!typeDef(type)) return res.status(400).json({ error: `Unknown document type "${type}".` });
    const q = typeof req.query.q === 'string' ? req.query.q.slice(0, 100) : '';
    // `limit` pages a list (a brand's 1,000 ad groups, 100,000 in all); without it the whole list, for pickers of small types.
    const limit = req.query.limit === undefined ? Infinity : Number(req.query.limit);
    const offset = req.query.offset === undefined ? 0 : Number(req.query.offset);
    if ((req.query.limit !== undefined && (!Number.isInteger(limit) || limit < 0 || limit > MAX_PAGE)) || !Number.isInteger(offset) || offset < 0)
      return res.status(400).json({ error: `limit is a whole number up to ${MAX_PAGE}, offset a whole number from 0.` });
    return res.status(200).json(listPage(await contentStore().list(), type, q, offset, limit));
  }
  if (req.method === 'POST') {
    const body = (req.body ?? {}) as { type?: unknown; document?: unknown; brand?: unknown };
    const def = typeof body.type === 'string' ? typeDef(body.type) : null;
    if (!def) return res.status(400).json({ error: 'Unknown document type.' });
    if (!mayCreate(user.role, def.name)) return res.status(403).json({ error: READ_ONLY });
    // { type, brand }: that brand's own version of site-wide copy, starting as a copy of the shared one.
    if (body.brand !== undefined) {
      if (typeof body.brand !== 'string' || !BRAND_KEY.test(body.brand)) return res.status(400).json({ error: 'Name the brand by its key.' });
      const store = contentStore().as(user.email);
      const version = brandVersionDraft(await store.list(), def, body.brand);
      return res.status(201).json({ id: version._id, draft: await store.saveDraft(version, null) });
    }
    const id = newDocumentId(def);
    const document = cleanDocument(body.document ?? {}, id, def.name);
    if (!document) return res.status(400).json({ error: 'The document must be an object.' });
    const draft = await contentStore().as(user.email).saveDraft(document, null);
    return res.status(201).json({ id, draft });
  }
  res.setHeader('Allow', 'GET, POST');
  return res.status(405).json({ error: 'Method not allowed.' });
});
