import { EVENT_PREFIX, type EventName } from './events';

/**
 * The browser's analytics tracker: events are queued and sent in one batch
 * after 2 s without new events, or when the page is hidden (sendBeacon). It
 * never throws and never waits: tracking can fail without the visitor noticing.
 */

export const IDLE_FLUSH_MS = 2000;
const MAX_BATCH = 50;
const ENDPOINT = '/api/events';

interface QueuedEvent {
  name: EventName;
  at: string;
  properties: Record<string, unknown>;
}

type Send = (body: string, onHide: boolean) => void;

function defaultSend(body: string, onHide: boolean) {
  try {
    if (onHide && typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function') {
      if (navigator.sendBeacon(ENDPOINT, new Blob([body], { type: 'application/json' }))) return;
    }
    void fetch(ENDPOINT, { method: 'POST', headers: { 'content-type': 'application/json' }, body, keepalive: true }).catch(() => undefined);
  } catch {
    // Tracking must never break the page.
  }
}

export function createTracker(options: {
  send?: Send;
  context: () => Record<string, unknown>;
  setTimer?: typeof setTimeout;
  clearTimer?: typeof clearTimeout;
}) {
  const send = options.send ?? defaultSend;
  const setTimer = options.setTimer ?? setTimeout;
  const clearTimer = options.clearTimer ?? clearTimeout;
  let queue: QueuedEvent[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;

  function flush(onHide = false) {
    if (timer !== undefined) clearTimer(timer);
    timer = undefined;
    while (queue.length) {
      const batch = queue.slice(0, MAX_BATCH);
      queue = queue.slice(MAX_BATCH);
      try {
        send(JSON.stringify({ context: options.context(), events: batch }), onHide);
      } catch {
        // Dropped: analytics is best effort.
      }
    }
  }

  return {
    track(name: EventName, properties: Record<string, unknown> = {}) {
      if (!name.startsWith(EVENT_PREFIX)) return;
      queue.push({ name, at: new Date().toISOString(), properties });
      if (timer !== undefined) clearTimer(timer);
      timer = setTimer(() => flush(false), IDLE_FLUSH_MS);
    },
    flush,
    pending: () => queue.length,
  };
}
