import { errorText, log } from '@/server/platform/log';
import { revalidateFor } from '@/server/site/isr/revalidate';
import { contentStore } from '@/studio-local/store/documents';
import { publishDocument, unpublishDocument } from '@/studio-local/store/publishing';
import { mayEdit } from '@/lib/rules/studioRoles';
import { personByEmail } from '../access/people';
import { claimSchedule, createSchedule, deleteSchedule, finishSchedule, pendingSchedules, type ScheduleRequest, type ScheduleView } from './schedules';
import type { StudioUser } from '../access/sessions';
import type { JobDefinition } from '@/server/jobs/job';
import { jobRunner } from '@/server/jobs/runner';

export interface ScheduleJobData {
  schedule: number;
  /** For the job list: what the schedule changes. */
  documentId: string;
  action: 'publish' | 'unpublish';
}

const NOTHING_TO_DO: Record<string, string> = {
  cancelled: 'Nothing to do: the schedule was cancelled.',
  done: 'Nothing to do: the schedule has run.',
  failed: 'Not run: the schedule has failed (see its outcome).',
};

/** A try meeting its schedule claimed by another try that may still be running: this one fails, and its retry finds that try finished or, once the claim is older than a run may take, interrupted. */
export class ScheduleBusyError extends Error {
  constructor() {
    super('Another try is running this schedule; this one is tried again later.');
  }
}

/**
 * One schedule's publish or unpublish, at its time. The claim makes it run
 * once; a try that fails before the claim (the database unreachable) is
 * retried, one that fails after it is recorded on the schedule and not
 * retried, since the draft may have changed since. A try that died after
 * its claim leaves the schedule running: a later try marks it interrupted. It runs with its
 * creator's rights as they are now: someone removed, or moved to a role that
 * may not change the document, has no say any more. Publishing goes through
 * the same steps as a person's click, recorded as by "email (scheduled)".
 */
export const contentScheduleJob: JobDefinition<ScheduleJobData> = {
  name: 'content-schedule',
  title: 'Scheduled publishing',
  retries: 5,
  retryDelaySeconds: 30,
  expireSeconds: 300,
  async run({ schedule: id }) {
    const claim = await claimSchedule(id, this.expireSeconds * 1000);
    if (!claim.claimed) {
      if (claim.status === 'running') throw new ScheduleBusyError();
      return (claim.status && NOTHING_TO_DO[claim.status]) ?? 'Nothing to do: the schedule no longer exists.';
    }
    const schedule = claim.claimed;
    let outcome: { status: 'done' | 'failed'; text: string };
    try {
      outcome = await change(schedule);
    } catch (error) {
      log.error({ schedule: id, err: errorText(error) }, 'scheduled change failed');
      outcome = { status: 'failed', text: 'Something went wrong; try publishing by hand.' };
    }
    await finishSchedule(id, outcome.status, outcome.text);
    return outcome.text;
  },
};

async function change(schedule: ScheduleView): Promise<{ status: 'done' | 'failed'; text: string }> {
  const creator = await personByEmail(schedule.createdBy);
  if (!creator || !mayEdit(creator.role, schedule.documentType))
    return { status: 'failed', text: `Not run: ${schedule.createdBy} no longer may change this document.` };
  const store = contentStore().as(`${schedule.createdBy} (scheduled)`);
  // The pages it shows on also expire at this time by themselves (nextScheduledChange); the change log makes it exact.
  const outcome = await (schedule.action === 'publish' ? publishDocument : unpublishDocument)(store, schedule.documentId, revalidateFor);
  if (!outcome.ok) return { status: 'failed', text: outcome.error };
  return { status: 'done', text: `${schedule.action === 'publish' ? 'Published' : 'Unpublished'}; pages show it from their next visit.` };
}

const queueSchedule = async (schedule: ScheduleView) =>
  (await jobRunner()).enqueue(
    contentScheduleJob,
    { schedule: schedule.id, documentId: schedule.documentId, action: schedule.action },
    { at: new Date(schedule.runAt), key: String(schedule.id) },
  );

/** Records a schedule and queues its job; one whose job cannot be queued is taken back, so none waits for a run that never comes. */
export async function scheduleChange(input: ScheduleRequest, by: StudioUser): Promise<ScheduleView> {
  const schedule = await createSchedule(input, by);
  try {
    await queueSchedule(schedule);
  } catch (error) {
    await deleteSchedule(schedule.id);
    throw error;
  }
  return schedule;
}

/** Queues the schedules still pending from before this start (made before jobs ran them, or left by a crash): a schedule's job is queued once whatever asks again. */
export async function queuePendingSchedules(): Promise<void> {
  for (const schedule of await pendingSchedules()) await queueSchedule(schedule);
}
