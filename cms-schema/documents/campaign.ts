import { defineField, defineType } from '../define';
import { MAX_LANDING_DISCOUNT_CENTS } from '../../lib/rules/discount';
import { toDollars } from '../../lib/rules/money';
import { uniqueValue } from '../validation/uniqueValue';

/**
 * A marketing campaign (spec §1, §4): the discount an ad link may grant. The
 * link names it with `utm_campaign`; the server honours it only on its brands,
 * between its start and end, and until its redemption cap is reached.
 */
export const campaign = defineType({
  name: 'campaign',
  title: 'Campaign',
  type: 'document',
  fields: [
    defineField({ name: 'title', title: 'Name', type: 'string', validation: (rule) => rule.required().max(80) }),
    defineField({
      name: 'campaignId',
      title: 'Campaign id',
      type: 'string',
      description: 'The utm_campaign value of the ad links, e.g. spring-2026.',
      validation: (rule) => [
        rule.required().regex(/^[A-Za-z0-9._-]{1,64}$/, { name: 'letters, digits, dot, dash or underscore' }),
        uniqueValue('campaignId')(rule),
      ],
    }),
    defineField({
      name: 'discountAmount',
      title: 'Discount (dollars off each first-cleaning option)',
      type: 'number',
      description: 'Prices never go below $1; a free option stays free.',
      validation: (rule) => rule.required().min(0.01).max(toDollars(MAX_LANDING_DISCOUNT_CENTS)),
    }),
    defineField({
      name: 'brands',
      title: 'Brands',
      type: 'array',
      description: 'Leave empty to run on every brand.',
      of: [{ type: 'reference', to: [{ type: 'brand' }] }],
    }),
    defineField({ name: 'startsAt', title: 'Starts', type: 'datetime', description: 'Empty: from now.' }),
    defineField({
      name: 'endsAt',
      title: 'Ends',
      type: 'datetime',
      description: 'Empty: until switched off.',
      validation: (rule) =>
        rule.custom((value, context) => {
          const starts = context.document?.startsAt;
          return typeof value === 'string' && typeof starts === 'string' && Date.parse(value) <= Date.parse(starts) ? 'Ends must be after Starts' : true;
        }),
    }),
    defineField({
      name: 'redemptionCap',
      title: 'Redemption cap',
      type: 'number',
      description: 'How many purchases it may discount in all. Empty: no cap.',
      validation: (rule) => rule.integer().min(1),
    }),
  ],
  preview: { select: { title: 'title', subtitle: 'campaignId' } },
});
