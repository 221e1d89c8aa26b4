import { database } from '@/db';
import { log } from '@/lib/platform/log';
import { deleteExpiredIntents } from './pricing';

const EVERY_MS = 10 * 60_000;

/**
 * Periodic clean-up while the server runs: quotes nobody bought are deleted a
 * day after they expired. Safe on several instances at once (a delete of
 * what is already gone deletes nothing).
 */
export function startMaintenance(): () => void {
  const sweep = async () => {
    try {
      const deleted = await deleteExpiredIntents((await database()).db, new Date());
      if (deleted) log.info({ deleted }, 'expired price quotes deleted');
    } catch (error) {
      log.warn({ err: error instanceof Error ? error.message : String(error) }, 'price quote sweep failed; next try in 10 minutes');
    }
  };
  const timer = setInterval(() => void sweep(), EVERY_MS);
  timer.unref();
  void sweep();
  return () => clearInterval(timer);
}
