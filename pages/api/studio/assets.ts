import type { NextApiRequest, NextApiResponse } from 'next';
import { studioApi } from '@/server/studio/guard';
import { contentStore } from '@/lib/studio/documents';

/** Image assets the image fields can point at. */
export default studioApi(async (req: NextApiRequest, res: NextApiResponse) => {
  if (req.method !== 'GET') return res.status(405).json({ error: 'Method not allowed.' });
  const assets = (await contentStore().list())
    .filter((d) => d._type === 'sanity.imageAsset' && typeof d.url === 'string')
    .map((d) => ({ id: d._id, url: d.url as string, name: (d.originalFilename as string | undefined) ?? d._id }));
  return res.status(200).json({ assets });
});
