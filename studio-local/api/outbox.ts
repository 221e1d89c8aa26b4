import type { NextApiRequest, NextApiResponse } from 'next';
import { studioApi } from '@/studio-local/access/guard';
import { studioOutbox } from '@/server/domain/outbox';

/** GET: the newest customer emails kept in the outbox (sent nowhere else while SMTP_URL is unset). */
export default studioApi('outbox', async (req: NextApiRequest, res: NextApiResponse) => {
  if (req.method === 'GET') return res.status(200).json({ emails: await studioOutbox() });
  res.setHeader('Allow', 'GET');
  return res.status(405).json({ error: 'Method not allowed.' });
});
