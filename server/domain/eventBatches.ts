import { database } from '@/db';
import { parseGroups } from '@/lib/growth/experiments/experiments';
import { effectiveConsent } from '@/lib/growth/tracking/consent';
import { serverEnv } from '@/server/platform/env';
import { brandKeyForHost } from '@/server/site/brandKey';
import { forwardToProvider, type ForwardedBatch } from './analyticsForward';
import { recordEvents } from './events';
import { errorText, log } from '@/server/platform/log';

/**
 * One batch from the browser tracker (POST /api/events): stored in the
 * first-party sink for the host's brand, with the visitor's experiment groups,
 * and copied to the hosted product-analytics service when one is configured
 * and the visitor accepted analytics and advertising cookies (never for agent
 * or bot sessions).
 */
export interface IncomingBatch {
  host: string | undefined;
  cookies: Partial<Record<string, string>>;
  /** The browser sent Sec-GPC: 1 (Global Privacy Control). */
  gpc: boolean;
  body: unknown;
  /** Whether the sending client may add one more new visitor to the counts (a limit per client). */
  newVisitor: () => Promise<boolean>;
}

export type BatchOutcome = { status: 'stored' } | { status: 'invalid'; error: string };

export async function acceptEventBatch(batch: IncomingBatch, analyticsTokenFor: (brandKey: string) => Promise<string | null>): Promise<BatchOutcome> {
  const brandKey = await brandKeyForHost(batch.host);
  // Known experiments only (parseGroups drops the rest): the cookie is the visitor's to write.
  const cohorts = Object.fromEntries(parseGroups(batch.cookies.fecohorts));
  const result = await recordEvents((await database()).db, batch.body, {
    brandKey,
    cohorts,
    cookies: batch.cookies,
    now: new Date(),
    newVisitor: batch.newVisitor,
  });
  if ('error' in result) return { status: 'invalid', error: result.error };
  const providerUrl = serverEnv().ANALYTICS_PROVIDER_URL;
  if (providerUrl && !result.excluded && effectiveConsent(batch.cookies, batch.gpc) === 'all') {
    // Sent before answering, within its 2 s limit: a serverless function may be frozen once it has answered.
    const body = batch.body as { context: { sid: string }; events: ForwardedBatch['events'] };
    await copyToProvider(providerUrl, { sid: body.context.sid, brandKey, events: body.events }, analyticsTokenFor);
  }
  return { status: 'stored' };
}

async function copyToProvider(url: string, batch: ForwardedBatch, analyticsTokenFor: (brandKey: string) => Promise<string | null>) {
  try {
    const token = await analyticsTokenFor(batch.brandKey);
    if (token) await forwardToProvider({ url, token }, batch);
  } catch (error) {
    log.warn({ err: errorText(error) }, 'could not forward events to the analytics service');
  }
}
