import type { NextApiRequest, NextApiResponse } from 'next';
import { studioApi } from '@/studio-local/access/guard';
import { studioInbox, studioSetTicketStatus } from '@/server/domain/supportTickets';

const STATUSES = ['open', 'closed'] as const;
const asStatus = (value: unknown) => STATUSES.find((s) => s === value) ?? null;

/** GET ?status=open|closed lists contact-form messages; PATCH {id, status} opens or closes one. */
export default studioApi('inbox', async (req: NextApiRequest, res: NextApiResponse) => {
  if (req.method === 'GET') {
    const status = req.query.status === undefined ? 'open' : asStatus(req.query.status);
    if (!status) return res.status(400).json({ error: 'status must be open or closed.' });
    return res.status(200).json({ tickets: await studioInbox(status) });
  }
  if (req.method === 'PATCH') {
    const body = (req.body ?? {}) as { id?: unknown; status?: unknown };
    const status = asStatus(body.status);
    if (!Number.isSafeInteger(body.id) || (body.id as number) < 1 || !status)
      return res.status(400).json({ error: 'Send a ticket id and a status (open or closed).' });
    const updated = await studioSetTicketStatus(body.id as number, status);
    if (updated === 'conflict') return res.status(409).json({ error: 'The same message was sent again and that ticket is open: answer it there.' });
    if (!updated) return res.status(404).json({ error: 'No such ticket.' });
    return res.status(200).json({ ticket: updated });
  }
  res.setHeader('Allow', 'GET, PATCH');
  return res.status(405).json({ error: 'Method not allowed.' });
});
