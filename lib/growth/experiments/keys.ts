/**
 * The spec experiments' keys (spec §2–§4), on their own: screens that read a
 * group from the `fecohorts` cookie import these without the experiment model
 * (./experiments.ts), which only the server needs.
 */
export const MEMBERSHIP_MODEL = 'membership_model_v1';
export const RESKINNED_LANDING = 'reskinned_landing_v1';
export const PAYMENT_STEP_AUG_2025 = 'payment_step_2025_08';
export const DEALS_PERFORMANCE = 'deals_performance_v2';
export const FIRST_CLEANING_FREE = 'first_cleaning_free_v1';
export const PRICING = 'pricing';
export const NONMEMBER_PRICING = 'nonmember_pricing';
export const CONVERT_ENABLED = 'convert_enabled';
export const LOWER_ETF = 'lower_etf_higher_fc_charge_v2';
