import { defineField, defineType } from '../define';

export const navLink = defineType({
  name: 'navLink',
  title: 'Link',
  type: 'object',
  fields: [
    defineField({ name: 'label', title: 'Label', type: 'string', validation: (rule) => rule.required() }),
    defineField({
      name: 'href',
      title: 'Path',
      type: 'string',
      description: 'A path on the brand site, e.g. /help/ticket/',
      validation: (rule) => rule.required().regex(/^\/[^\s]*$/, { name: 'site path' }),
    }),
  ],
  preview: { select: { title: 'label', subtitle: 'href' } },
});
