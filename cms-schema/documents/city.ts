import { defineField, defineType } from '../define';
import { planFiguresRule } from '../validation/planFigures';

export const city = defineType({
  name: 'city',
  title: 'City',
  type: 'document',
  // Copy read beside prices states plan figures as placeholders, filled per visitor.
  validation: planFiguresRule,
  fields: [
    defineField({ name: 'name', title: 'Name', type: 'string', validation: (rule) => rule.required() }),
    defineField({ name: 'slug', title: 'Slug', type: 'slug', validation: (rule) => rule.required() }),
    defineField({ name: 'state', title: 'State', type: 'reference', to: [{ type: 'usState' }], validation: (rule) => rule.required() }),
    defineField({ name: 'intro', title: 'Intro', type: 'text', validation: (rule) => rule.required() }),
    defineField({ name: 'neighborhoods', title: 'Neighborhoods served', type: 'array', of: [{ type: 'string' }] }),
  ],
  preview: { select: { title: 'name', subtitle: 'state.name' } },
});
