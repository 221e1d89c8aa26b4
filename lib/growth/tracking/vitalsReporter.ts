import { onCLS, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import { adGroupIdFrom } from '@/lib/rules/landing/params';
import { isVitalMetric, landingPageType, MAX_VALUE, toUnits, type VitalMetric, type VitalsBeacon } from '../vitals';

/**
 * The field-speed reporter, a chunk of its own loaded after consent
 * (./fieldSpeed.ts): web-vitals' readings are kept until the page is hidden or
 * left, then sent in one beacon. Each metric goes once per page view, with
 * the value it has when the page is first hidden, so a page view counts once
 * in each percentile. The beacon names the page and its ad group, never the
 * visitor.
 */

const ENDPOINT = '/api/vitals';

type Send = (body: string) => void;

function beacon(body: string) {
  try {
    if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(ENDPOINT, new Blob([body], { type: 'application/json' }))) return;
    void fetch(ENDPOINT, { method: 'POST', headers: { 'content-type': 'application/json' }, body, keepalive: true }).catch(() => undefined);
  } catch {
    // Measuring must never break the page.
  }
}

/** The queue of one page view: `add` each reading, `flush` when the page hides. */
export function createVitalsQueue(page: Omit<VitalsBeacon, 'metrics'>, send: Send = beacon) {
  const latest = new Map<VitalMetric, number>();
  const sent = new Set<VitalMetric>();
  return {
    add(metric: Pick<Metric, 'name' | 'value'>) {
      if (!isVitalMetric(metric.name) || sent.has(metric.name) || !Number.isFinite(metric.value)) return;
      const value = toUnits(metric.name, metric.value);
      // The sink refuses a beacon with a value past its bound: such a reading is left out so the others still count.
      if (value >= 0 && value <= MAX_VALUE[metric.name]) latest.set(metric.name, value);
    },
    flush() {
      const metrics = [...latest].map(([name, value]) => ({ name, value }));
      if (!metrics.length) return;
      for (const { name } of metrics) sent.add(name);
      latest.clear();
      const body: VitalsBeacon = { ...page, metrics };
      send(JSON.stringify(body));
    },
  };
}

let started = false;

/** Starts measuring this page view (once); nothing on pages that are not a landing page. */
export function reportVitals(): void {
  const pageType = landingPageType(window.location.pathname);
  if (started || !pageType) return;
  started = true;
  const queue = createVitalsQueue({ pageType, adGroupId: adGroupIdFrom(new URLSearchParams(window.location.search).getAll('adgroupid')) });
  const add = (metric: Metric) => queue.add(metric);
  onLCP(add);
  onINP(add);
  onCLS(add);
  onTTFB(add);
  // Registered after web-vitals' own listeners on the document, so its final readings are queued before this runs.
  window.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && queue.flush());
  window.addEventListener('pagehide', () => queue.flush());
}
