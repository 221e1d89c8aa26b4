import type { NextApiRequest, NextApiResponse } from 'next';
import { recentJobs } from '@/server/jobs/jobList';
import { studioApi } from '@/studio-local/access/guard';
import { SITE_JOBS } from '@/studio-local/jobs';

/** Admins only. GET: background jobs (billing, scheduled publishing, sweeps) waiting or running, then the newest finished. */
export default studioApi('jobs', async (req: NextApiRequest, res: NextApiResponse) => {
  if (req.method !== 'GET') {
    res.setHeader('Allow', 'GET');
    return res.status(405).json({ error: 'Method not allowed.' });
  }
  return res.status(200).json({ jobs: await recentJobs(SITE_JOBS) });
});
