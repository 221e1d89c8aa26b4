import { defineField, defineType } from '../define';
import { brandVersionField } from '../fields/brandVersion';
import { planFiguresRule } from '../validation/planFigures';

/** The three banner wordings of spec §1; {price} and {title} are filled in by the site. */
export const promoBanner = defineType({
  name: 'promoBanner',
  title: 'Promo banner',
  type: 'document',
  // Copy read beside prices states plan figures as placeholders, filled per visitor.
  validation: planFiguresRule,
  fields: [
    brandVersionField,
    defineField({
      name: 'defaultWording',
      title: 'Default wording',
      type: 'string',
      description: 'Must contain {price}',
      validation: (rule) => rule.required().regex(/\{price\}/, { name: 'contains {price}' }),
    }),
    defineField({
      name: 'titledWording',
      title: 'Wording when the page has a title',
      type: 'string',
      description: 'Must contain {title} and {price}',
      validation: (rule) => rule.required().regex(/\{title\}.*\{price\}|\{price\}.*\{title\}/, { name: 'contains {title} and {price}' }),
    }),
    defineField({
      name: 'membershipWording',
      title: 'Membership-model experiment wording',
      type: 'string',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'scarcityThreshold',
      title: 'Show “Only N vouchers left” from',
      type: 'number',
      description: 'The line under the prices appears only when this many vouchers or fewer are left (0 never shows it)',
      validation: (rule) => rule.min(0).integer(),
    }),
  ],
  preview: { select: { title: 'defaultWording' } },
});
