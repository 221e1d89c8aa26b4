import { errorText, log } from '@/server/platform/log';

/**
 * The hosted product-analytics service (spec §7: batched events), chosen by
 * ANALYTICS_PROVIDER_URL. The first-party sink stores every batch; a copy
 * goes to the provider only for visitors who accepted analytics and
 * advertising cookies, never for agent or bot sessions, with the brand's
 * analytics token as the provider's key. It is sent after the browser has its
 * answer and never delays or fails the request.
 */

export interface ForwardedBatch {
  sid: string;
  brandKey: string;
  events: { name: string; at?: string; properties?: Record<string, unknown> }[];
}

/** The provider's batch shape (an HTTP v2 style "events" upload). */
export function providerPayload(token: string, batch: ForwardedBatch) {
  return {
    api_key: token,
    events: batch.events.map((event) => ({
      event_type: event.name,
      device_id: batch.sid,
      time: event.at ? Date.parse(event.at) || Date.now() : Date.now(),
      event_properties: { ...event.properties, brand: batch.brandKey },
    })),
  };
}

export async function forwardToProvider(
  options: { url: string; token: string; timeoutMs?: number },
  batch: ForwardedBatch,
  fetchImpl: typeof fetch = fetch,
): Promise<boolean> {
  try {
    const response = await fetchImpl(options.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(providerPayload(options.token, batch)),
      signal: AbortSignal.timeout(options.timeoutMs ?? 2000),
    });
    if (!response.ok) throw new Error(`provider answered ${response.status}`);
    return true;
  } catch (error) {
    log.warn({ err: errorText(error) }, 'could not forward events to the analytics service');
    return false;
  }
}
