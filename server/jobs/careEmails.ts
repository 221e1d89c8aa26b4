import { database } from '@/db';
import { emailSender } from '../email';
import { runCareEmails } from '../domain/careEmails';
import type { JobDefinition } from './job';

/**
 * Every 15 minutes: the day-before reminders, the "how was it" emails after
 * cleanings, and the renewal notices before membership charges
 * (server/domain/careEmails.ts). Each email is claimed before it is sent, so a
 * run repeated, or run on two instances at once, sends it once.
 */
export const careEmailsJob: JobDefinition = {
  name: 'care-emails',
  title: 'Reminders, follow-ups and renewal notices',
  retries: 2,
  retryDelaySeconds: 60,
  expireSeconds: 600,
  everyMinutes: () => 15,
  async run() {
    const { db } = await database();
    const summary = await runCareEmails(db, emailSender(), new Date());
    return `${summary.reminders} reminders, ${summary.followUps} follow-ups, ${summary.renewals} renewal notices`;
  },
};
