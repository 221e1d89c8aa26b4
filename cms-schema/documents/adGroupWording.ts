import { defineArrayMember, defineField, defineType } from '../define';
import { MAX_LANDING_DISCOUNT_CENTS } from '../../lib/rules/discount';
import { toDollars } from '../../lib/rules/money';
import { heroImageField } from '../fields/heroImage';
import { uniqueValue } from '../validation/uniqueValue';
import { planFiguresRule } from '../validation/planFigures';

export const AD_GROUP_FAMILIES = [
  { title: 'Apartment cleaning', value: 'apartment-cleaning' },
  { title: 'Same day cleaners', value: 'same-day-cleaners' },
  { title: 'Maid services', value: 'maid-services' },
] as const;

/** Landing-page wording chosen by the `adgroupid` query parameter (spec §1). */
export const adGroupWording = defineType({
  name: 'adGroupWording',
  title: 'Ad-group wording',
  type: 'document',
  // Copy read beside prices states plan figures as placeholders, filled per visitor.
  validation: planFiguresRule,
  fields: [
    defineField({
      name: 'adGroupId',
      title: 'Ad-group id',
      type: 'string',
      validation: (rule) => [rule.required().regex(/^[0-9]{4,20}$/, { name: 'numeric id' }), uniqueValue('adGroupId')(rule)],
    }),
    defineField({
      name: 'family',
      title: 'Family',
      type: 'string',
      options: { list: AD_GROUP_FAMILIES.map((f) => ({ ...f })) },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'brands',
      title: 'Brands',
      type: 'array',
      description: 'The brands whose ads use this ad group. Leave empty for every brand. On any other brand the id is ignored.',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'brand' }] })],
    }),
    defineField({ name: 'title', title: 'Title', type: 'string', validation: (rule) => rule.required().max(80) }),
    defineField({ name: 'shortName', title: 'Short name', type: 'string', validation: (rule) => rule.required().max(40) }),
    defineField({ name: 'discount', title: 'Discount wording', type: 'string', validation: (rule) => rule.required().max(40) }),
    defineField({
      name: 'discountAmount',
      title: 'Discount (dollars off each first-cleaning option)',
      type: 'number',
      description: 'What visitors from this ad group get off, unless a running campaign grants them more. Empty: none.',
      validation: (rule) => rule.min(0.01).max(toDollars(MAX_LANDING_DISCOUNT_CENTS)),
    }),
    defineField({ name: 'qualityKeyword', title: 'Quality keyword', type: 'string', validation: (rule) => rule.required() }),
    defineField({ name: 'premiumKeyword', title: 'Premium keyword', type: 'string', validation: (rule) => rule.required() }),
    heroImageField('Replaces the brand’s hero image for visitors from this ad group (optional)'),
  ],
  preview: { select: { title: 'title', subtitle: 'adGroupId' } },
});
