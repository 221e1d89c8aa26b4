import { errorText, log } from '@/lib/platform/log';
import { SCHEDULE_KEY_HEADER, scheduleRunKey } from '@/lib/studio/auth';

/**
 * Every instance asks its own server to run due schedules every 15 s, so a
 * schedule runs within a minute of its time even with one instance down.
 * It goes through the API route because publishing regenerates pages, which
 * needs Next's request handling; the route lets exactly one instance run each.
 */
export function startScheduleTimer(port: number, everyMs = 15_000): () => void {
  let warned = false;
  const tick = async () => {
    const key = scheduleRunKey();
    if (!key) {
      if (!warned) log.warn('no studio token (STUDIO_TOKEN): scheduled publishing cannot run on this instance');
      warned = true;
      return;
    }
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/studio/schedules/run`, { method: 'POST', headers: { [SCHEDULE_KEY_HEADER]: key }, signal: AbortSignal.timeout(60_000) });
      if (!response.ok) log.warn({ status: response.status }, 'scheduled content run refused');
    } catch (error) {
      log.warn({ err: errorText(error) }, 'scheduled content run did not answer; next try on the timer');
    }
  };
  const timer = setInterval(() => void tick(), everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
