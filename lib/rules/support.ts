/** What a contact-form message can be about; the inbox groups by it. */
export const SUPPORT_TOPICS = [
  { value: 'booking', label: 'Booking or rescheduling' },
  { value: 'voucher', label: 'Redeeming a voucher' },
  { value: 'billing', label: 'Billing and payments' },
  { value: 'membership', label: 'My membership' },
  { value: 'other', label: 'Something else' },
] as const;

export type SupportTopic = (typeof SUPPORT_TOPICS)[number]['value'];
export const SUPPORT_TOPIC_VALUES = SUPPORT_TOPICS.map((t) => t.value) as [SupportTopic, ...SupportTopic[]];

/** Cleaner applications (/apply) reach the same inbox under their own topic; the contact form does not offer it. */
export const CLEANER_APPLICATION_TOPIC = 'cleaner-application';

/**
 * A rating of 1–3 stars opens a follow-up in the same inbox (issue 51): /about promises one on every low rating, so
 * the team writes to the customer from there.
 */
export const LOW_RATING_TOPIC = 'low-rating';
export const isLowRating = (stars: number) => stars <= 3;

const OWN_TOPICS: Record<string, string> = { [CLEANER_APPLICATION_TOPIC]: 'Cleaner application', [LOW_RATING_TOPIC]: 'Low rating to follow up' };

export const topicLabel = (value: string): string => OWN_TOPICS[value] ?? SUPPORT_TOPICS.find((t) => t.value === value)?.label ?? value;

/** How long an applicant has cleaned professionally (the /apply form). */
export const CLEANING_EXPERIENCE = [
  { value: 'none', label: 'New to professional cleaning' },
  { value: 'under-1', label: 'Less than a year' },
  { value: '1-3', label: '1–3 years' },
  { value: 'over-3', label: 'More than 3 years' },
] as const;

/** When an applicant can work. */
export const AVAILABILITY = [
  { value: 'weekdays', label: 'Weekdays' },
  { value: 'weekends', label: 'Weekends' },
  { value: 'both', label: 'Weekdays and weekends' },
] as const;
