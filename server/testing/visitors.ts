import { assign } from '@/lib/growth/experiments/assign';
import type { Experiment } from '@/lib/growth/experiments/experiments';
import { inHoldout } from '@/lib/growth/experiments/visitor';
import type { OfferedPlans } from '@/lib/rules/offeredPlans';
import { signVisitorId } from '@/server/domain/experiments/visitorId';
import { encodeVisitOffer, VISIT_OFFER_COOKIE } from '@/server/site/routing/visitOffer';

/** A signed visitor id that `experiment`, running, puts in `group`, and the default 5 % holdout does not hold out. */
export function visitorInGroup(experiment: Experiment, group: string): string {
  for (let i = 0; ; i += 1) {
    const sid = signVisitorId(i.toString(16).padStart(24, '0'));
    if (assign(sid, experiment).variant_key === group && !inHoldout(sid, 5)) return sid;
  }
}

/** The `offer` cookie, as a Cookie header pair, of a Sparkle Clean visit shown `plans` with no landing grant. */
export const offerCookieFor = (plans: OfferedPlans) =>
  `${VISIT_OFFER_COOKIE}=${encodeVisitOffer({ brandKey: 'sparkle-clean', plans, adGroupId: null, campaignId: null, askCents: null }, new Date())}`;
