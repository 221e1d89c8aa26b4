import { defineField, defineType } from '../define';
import { portableTextField } from '../objects/portableText';
import { planFiguresRule } from '../validation/planFigures';

export const servicePage = defineType({
  name: 'servicePage',
  title: 'Service page',
  type: 'document',
  // Copy read beside prices states plan figures as placeholders, filled per visitor.
  validation: planFiguresRule,
  fields: [
    defineField({ name: 'title', title: 'Title', type: 'string', validation: (rule) => rule.required() }),
    defineField({ name: 'slug', title: 'Slug', type: 'slug', validation: (rule) => rule.required() }),
    defineField({ name: 'navLabel', title: 'Menu label', type: 'string', validation: (rule) => rule.required() }),
    defineField({ name: 'headline', title: 'Headline', type: 'string', validation: (rule) => rule.required() }),
    defineField({ name: 'summary', title: 'Summary', type: 'text', validation: (rule) => rule.required() }),
    portableTextField('body', 'Body'),
    defineField({ name: 'seo', title: 'SEO', type: 'seo' }),
  ],
  preview: { select: { title: 'title', subtitle: 'slug.current' } },
});
