import { isValidSignature, SIGNATURE_HEADER_NAME } from '@sanity/webhook';
import type { NextApiRequest, NextApiResponse } from 'next';
import { serverEnv } from '@/server/platform/env';
import { throttledWarn } from '@/server/platform/log';
import type { ChangedDocument } from '@/server/site/isr/affectedPages';
import { revalidateFor } from '@/server/site/isr/revalidate';
import { parseJsonBody } from '@/server/api/httpGuard';

/**
 * Sanity webhook (production content): a signed POST whose body is the changed
 * document (projection: _id, _type, key, slug, adGroupId, path; or
 * { before, after } for both versions). Unsigned or badly signed → 401 and
 * nothing is revalidated.
 */
export const config = { api: { bodyParser: false } };

const MAX_BODY = 256 * 1024;

async function rawBody(req: NextApiRequest): Promise<string | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY) return null;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function changedDocuments(payload: unknown): ChangedDocument[] {
  const candidates =
    payload && typeof payload === 'object' && ('before' in payload || 'after' in payload)
      ? [(payload as { before?: unknown }).before, (payload as { after?: unknown }).after]
      : [payload];
  return candidates.filter(
    (d): d is ChangedDocument =>
      !!d && typeof d === 'object' && typeof (d as ChangedDocument)._id === 'string' && typeof (d as ChangedDocument)._type === 'string',
  );
}

export default async function revalidate(req: NextApiRequest, res: NextApiResponse) {
  res.setHeader('Cache-Control', 'no-store');
  if (req.method !== 'POST') {
    res.setHeader('Allow', 'POST');
    return res.status(405).json({ error: 'Method not allowed.' });
  }
  const secret = serverEnv().SANITY_WEBHOOK_SECRET;
  if (!secret) {
    // Nothing can be signed with a secret this site does not have: refused as unsigned, and said in the log.
    throttledWarn('revalidate-without-secret', {}, 'a content webhook was refused: SANITY_WEBHOOK_SECRET is not set');
    return res.status(401).json({ error: 'Invalid signature.' });
  }
  const body = await rawBody(req);
  if (body === null) return res.status(413).json({ error: 'Payload too large.' });
  const signature = req.headers[SIGNATURE_HEADER_NAME];
  if (typeof signature !== 'string' || !(await isValidSignature(body, signature, secret).catch(() => false))) {
    return res.status(401).json({ error: 'Invalid signature.' });
  }
  const payload = parseJsonBody(body);
  if (!payload.ok) return res.status(400).json({ error: payload.message });
  const changed = changedDocuments(payload.value);
  if (!changed.length) return res.status(400).json({ error: 'The body names no document (_id and _type).' });
  const report = await revalidateFor(changed);
  return res.status(200).json({ revalidated: report });
}
