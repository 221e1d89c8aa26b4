import { defineField, defineType } from '../define';
import { uniqueValue } from '../validation/uniqueValue';
import { planFiguresRule } from '../validation/planFigures';

export const usState = defineType({
  name: 'usState',
  title: 'State',
  type: 'document',
  // Copy read beside prices states plan figures as placeholders, filled per visitor.
  validation: planFiguresRule,
  fields: [
    defineField({
      name: 'code',
      title: 'Code',
      type: 'string',
      description: 'Two-letter code, upper case',
      validation: (rule) => [rule.required().regex(/^[A-Z]{2}$/, { name: 'state code' }), uniqueValue('code')(rule)],
    }),
    defineField({ name: 'slug', title: 'Slug', type: 'slug', validation: (rule) => rule.required() }),
    defineField({ name: 'name', title: 'Name', type: 'string', validation: (rule) => rule.required() }),
    defineField({ name: 'intro', title: 'Intro', type: 'text', validation: (rule) => rule.required() }),
  ],
  orderings: [{ title: 'Name', name: 'name', by: [{ field: 'name', direction: 'asc' }] }],
  preview: { select: { title: 'name', subtitle: 'code' } },
});
