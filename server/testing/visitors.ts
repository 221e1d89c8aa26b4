import { assign } from '@/lib/growth/experiments/assign';
import type { Experiment } from '@/lib/growth/experiments/experiments';
import { inHoldout } from '@/server/growth/experiments/visitor';
import type { OfferedPlans } from '@/lib/rules/offeredPlans';
import { bucketAt, VISIT_BUCKETS } from '@/lib/rules/visitBucket';
import { assignmentUnit, newVisitorId } from '@/server/domain/experiments/visitorId';
import { encodeVisitOffer, VISIT_OFFER_COOKIE } from '@/server/offer/visitCookie';

/**
 * A signed visitor id that `experiment`, running, puts in `group`, and the default 5 % holdout does not hold out.
 * Experiments assign on the id's visit bucket, so this looks for a bucket in the group.
 */
export function visitorInGroup(experiment: Experiment, group: string): string {
  for (let n = 0; n < VISIT_BUCKETS; n += 1) {
    const sid = newVisitorId(bucketAt(n));
    const unit = assignmentUnit(sid);
    if (assign(unit, experiment).variant_key === group && !inHoldout(unit, 5)) return sid;
  }
  throw new Error(`no visit bucket puts a visitor in ${experiment.id}=${group}`);
}

/** The `offer` cookie, as a Cookie header pair, of a Sparkle Clean visit shown `plans` with no landing grant. */
export const offerCookieFor = (plans: OfferedPlans) =>
  `${VISIT_OFFER_COOKIE}=${encodeVisitOffer({ brandKey: 'sparkle-clean', plans, adGroupId: null, campaignId: null, askCents: null }, new Date())}`;
