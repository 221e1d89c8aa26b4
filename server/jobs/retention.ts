import { database } from '@/db';
import { deleteOldVitals } from '../domain/webVitals';
import type { JobDefinition } from './job';

/**
 * Once a day: records kept only for reports are deleted once no report can ask for them (field-speed readings after
 * the studio's longest range). Safe to repeat: what is gone is not touched again.
 */
export const retentionJob: JobDefinition = {
  name: 'retention',
  title: 'Old records',
  retries: 2,
  retryDelaySeconds: 300,
  expireSeconds: 900,
  everyMinutes: () => 24 * 60,
  async run() {
    const vitals = await deleteOldVitals((await database()).db, new Date());
    return `${vitals} old field-speed readings deleted`;
  },
};
