import { askStepCents, parseDiscountCents } from '../discount';
import { parseAdGroupId } from './params';

/**
 * What a landing asks for (spec §1, §4): its ad group's wording and discount,
 * the campaign of its ad link (`utm_campaign`) and the smaller discount its
 * URL may name. Content decides what that grants (lib/rules/discount.ts); the
 * routing decision resolves it once per landing and the visit keeps it, so the
 * page, checkout, the quote and the charge all read the same ask.
 */
export interface LandingAsk {
  /** A known ad group (its wording set exists), else null. */
  adGroupId: string | null;
  /** A campaign content knows, else null. */
  campaignId: string | null;
  /** The URL's `discount` as the step it counts as (cents, lib/rules/discount.ts `askStepCents`): an upper bound on what is granted. */
  askCents: number | null;
}

export const NO_ASK: LandingAsk = { adGroupId: null, campaignId: null, askCents: null };

export const CAMPAIGN_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** The landing parameters: a URL carrying any of them is a new landing, whose ask replaces the visit's. */
const LANDING_PARAMS = ['adgroupid', 'utm_campaign', 'discount'] as const;

/**
 * The ask of a landing URL, or null when the URL names no landing. Unknown ad
 * groups and campaigns ask for nothing (ids are bounded content sets). The
 * discount counts in fixed steps: it can only lower a grant, and the steps
 * keep the number of page variants it makes to a handful.
 */
export function landingAskFromUrl(
  params: URLSearchParams,
  known: { adGroupIds: { has(id: string): boolean }; campaignIds: ReadonlySet<string> },
): LandingAsk | null {
  if (!LANDING_PARAMS.some((name) => params.has(name))) return null;
  const campaign = params.get('utm_campaign')?.trim() ?? null;
  const cents = parseDiscountCents(params.getAll('discount'));
  return {
    adGroupId: parseAdGroupId(params.getAll('adgroupid'), known.adGroupIds),
    campaignId: campaign && CAMPAIGN_ID.test(campaign) && known.campaignIds.has(campaign) ? campaign : null,
    // As its step (lib/rules/discount.ts): the visit keeps the amount every surface grants.
    askCents: cents === null ? null : askStepCents(cents),
  };
}

export const sameAsk = (a: LandingAsk, b: LandingAsk) => a.adGroupId === b.adGroupId && a.campaignId === b.campaignId && a.askCents === b.askCents;

/** What a CDN-cached page's checkout links say: every visitor of a shared page is shown the default plan. */
export const SHOWN_DEFAULT_PLAN = { name: 'plan_shown', value: 'default' } as const;
