import type { NextApiRequest, NextApiResponse } from 'next';
import { studioApi } from '@/studio-local/access/guard';
import { invitePerson, listPeople } from '@/studio-local/access/people';

/** Admins only. GET: everyone with access. POST { email, role }: gives a person access (they sign in with their email). */
export default studioApi('people', async (req: NextApiRequest, res: NextApiResponse, user) => {
  if (req.method === 'GET') return res.status(200).json({ people: await listPeople() });
  if (req.method === 'POST') return res.status(201).json({ person: await invitePerson(req.body, user) });
  res.setHeader('Allow', 'GET, POST');
  return res.status(405).json({ error: 'Method not allowed.' });
});
