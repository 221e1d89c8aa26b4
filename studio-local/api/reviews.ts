import type { NextApiRequest, NextApiResponse } from 'next';
import { studioApi } from '@/studio-local/access/guard';
import { studioModerateRating, studioModerationQueue } from '@/server/domain/cleaningRatings';

const STATUSES = ['pending', 'approved', 'rejected'] as const;
const asStatus = (value: unknown) => STATUSES.find((s) => s === value) ?? null;

/**
 * Customer ratings whose comment the customer let us publish. GET ?status=pending|approved|rejected lists them;
 * PATCH {bookingId, decision: approve|reject} decides a pending one (approve publishes it as a verified review).
 */
export default studioApi('inbox', async (req: NextApiRequest, res: NextApiResponse, user) => {
  if (req.method === 'GET') {
    const status = req.query.status === undefined ? 'pending' : asStatus(req.query.status);
    if (!status) return res.status(400).json({ error: 'status must be pending, approved or rejected.' });
    return res.status(200).json({ ratings: await studioModerationQueue(status) });
  }
  if (req.method === 'PATCH') {
    const body = (req.body ?? {}) as { bookingId?: unknown; decision?: unknown };
    const decision = body.decision === 'approve' || body.decision === 'reject' ? body.decision : null;
    if (!Number.isSafeInteger(body.bookingId) || (body.bookingId as number) < 1 || !decision)
      return res.status(400).json({ error: 'Send a bookingId and a decision (approve or reject).' });
    const done = await studioModerateRating(body.bookingId as number, decision, user.email);
    if (done === 'not-pending') return res.status(409).json({ error: 'That rating is not waiting for a decision (someone may have decided it already).' });
    return res.status(200).json({ ok: true });
  }
  res.setHeader('Allow', 'GET, PATCH');
  return res.status(405).json({ error: 'Method not allowed.' });
});
