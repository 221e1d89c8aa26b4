import { defineField, defineType } from '../define';
import { OFFERABLE_PLAN_KEYS } from '../../lib/rules/offeredPlans';
import { heroImageField } from '../fields/heroImage';

/**
 * One group of an experiment (issue 40): its share of the experiment's
 * visitors, and what it changes. A copy variant replaces the landing page's
 * headline, subheadline, hero image or banner text; a pricing variant offers
 * one of the seeded plans, and what the page shows is what checkout charges.
 */
export const experimentVariant = defineType({
  name: 'experimentVariant',
  title: 'Variant',
  type: 'object',
  fields: [
    defineField({
      name: 'key',
      title: 'Key',
      type: 'string',
      description: 'Stable, e.g. control or short_headline. One variant must be control: the page as published.',
      validation: (rule) => rule.required().regex(/^[a-z0-9_]{1,32}$/, { name: 'lower case letters, digits and underscores' }),
    }),
    defineField({
      name: 'weight',
      title: 'Weight',
      type: 'number',
      description: 'Share of the experiment’s visitors relative to the other variants (1 and 1: half each).',
      initialValue: 1,
      validation: (rule) => rule.required().min(0.01).max(100),
    }),
    defineField({ name: 'headline', title: 'Headline', type: 'string', description: 'Empty: the page’s own.', validation: (rule) => rule.max(80) }),
    defineField({ name: 'subheadline', title: 'Subheadline', type: 'string', description: 'Empty: the page’s own.', validation: (rule) => rule.max(200) }),
    heroImageField('Empty: the page’s own picture.'),
    defineField({
      name: 'bannerText',
      title: 'Banner text',
      type: 'string',
      description: 'The promotional banner on the landing page. State prices as {price}. Empty: the published banner.',
      validation: (rule) => rule.max(120),
    }),
    defineField({
      name: 'plan',
      title: 'Plan offered',
      type: 'string',
      description: 'A pricing variant: the plan its visitors are offered and charged. Needs an admin’s approval before it runs.',
      options: { list: OFFERABLE_PLAN_KEYS.map((key) => ({ title: key, value: key })) },
    }),
  ],
  preview: { select: { title: 'key', subtitle: 'headline' } },
});
