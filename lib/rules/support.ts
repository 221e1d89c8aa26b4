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

export const topicLabel = (value: string): string => SUPPORT_TOPICS.find((t) => t.value === value)?.label ?? value;
