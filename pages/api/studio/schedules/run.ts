import type { NextApiRequest, NextApiResponse } from 'next';
import { errorText, log } from '@/lib/platform/log';
import { SCHEDULE_KEY_HEADER, scheduleKeyMatches } from '@/lib/studio/auth';
import { contentStore } from '@/lib/studio/documents';
import { publishDocument, unpublishDocument } from '@/lib/studio/publishing';
import { mayEdit } from '@/lib/studio/roles';
import { personByEmail } from '@/server/studio/people';
import { claimDueSchedules, finishSchedule } from '@/server/studio/schedules';

/**
 * POST from the server's own timer (instrumentation.ts, every 15 s on every
 * instance): runs the schedules that are due. Each is claimed by exactly one
 * instance, with its creator's rights as they are at that time; publishing
 * goes through the same steps as a person's click
 * (validation, the change recorded as by the person who scheduled it, pages
 * regenerated). Answers 404 to anyone without the key.
 */
export default async function runSchedules(req: NextApiRequest, res: NextApiResponse) {
  res.setHeader('Cache-Control', 'no-store');
  if (req.method !== 'POST' || !scheduleKeyMatches(req.headers[SCHEDULE_KEY_HEADER])) return res.status(404).json({ error: 'Not found.' });
  const ran: { id: number; status: 'done' | 'failed' }[] = [];
  for (const schedule of await claimDueSchedules()) {
    try {
      // It runs with its creator's rights as they are now: someone removed or moved to a role that may not change it has no say any more.
      const creator = await personByEmail(schedule.createdBy);
      if (!creator || !mayEdit(creator.role, schedule.documentType)) {
        await finishSchedule(schedule.id, 'failed', `Not run: ${schedule.createdBy} no longer may change this document.`);
        ran.push({ id: schedule.id, status: 'failed' });
        continue;
      }
      const store = contentStore().as(`${schedule.createdBy} (scheduled)`);
      const outcome = await (schedule.action === 'publish' ? publishDocument : unpublishDocument)(store, schedule.documentId, res);
      const status = outcome.ok ? 'done' : 'failed';
      await finishSchedule(schedule.id, status, outcome.ok ? `${schedule.action === 'publish' ? 'Published' : 'Unpublished'}; ${outcome.revalidated.pages} pages refreshed` : outcome.error);
      ran.push({ id: schedule.id, status });
    } catch (error) {
      log.error({ schedule: schedule.id, err: errorText(error) }, 'scheduled change failed');
      await finishSchedule(schedule.id, 'failed', 'Something went wrong; try publishing by hand.');
      ran.push({ id: schedule.id, status: 'failed' });
    }
  }
  if (ran.length) log.info({ ran }, 'scheduled content changes ran');
  return res.status(200).json({ ran });
}
