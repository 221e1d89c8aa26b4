import { defineField, defineType } from '../define';

/** Per-document overrides; empty fields fall back to the brand's template. */
export const seo = defineType({
  name: 'seo',
  title: 'SEO',
  type: 'object',
  fields: [
    defineField({ name: 'title', title: 'Title', type: 'string', validation: (rule) => rule.max(90) }),
    defineField({ name: 'description', title: 'Description', type: 'text', validation: (rule) => rule.max(200) }),
  ],
});
