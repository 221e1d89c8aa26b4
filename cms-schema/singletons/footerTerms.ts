import { defineArrayMember, defineField, defineType } from '../define';

/** The offer terms printed in every footer (spec §1). */
export const footerTerms = defineType({
  name: 'footerTerms',
  title: 'Footer terms',
  type: 'document',
  singleton: true,
  fields: [
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
