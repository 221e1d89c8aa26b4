import { defineArrayMember, defineField, defineType } from '../define';
import { brandVersionField } from '../fields/brandVersion';
import { planFiguresRule } from '../validation/planFigures';

/** The offer terms printed in every footer (spec §1). */
export const footerTerms = defineType({
  name: 'footerTerms',
  title: 'Footer terms',
  type: 'document',
  // Copy read beside prices states plan figures as placeholders, filled per visitor.
  validation: planFiguresRule,
  fields: [
    brandVersionField,
    defineField({ name: 'heading', title: 'Heading', type: 'string', validation: (rule) => rule.required() }),
    defineField({
      name: 'terms',
      title: 'Terms',
      type: 'array',
      of: [defineArrayMember({ type: 'string' })],
      validation: (rule) => rule.required().min(1),
    }),
  ],
  preview: { select: { title: 'heading' } },
});
