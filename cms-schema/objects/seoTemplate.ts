import { defineField, defineType } from '../define';

export const PAGE_TYPES = ['home', 'deal', 'service', 'locations', 'state', 'city', 'page'] as const;

/**
 * Title and description for one page type of a brand. Placeholders:
 * {appName}, {title}, {service}, {state}, {city}.
 */
export const seoTemplate = defineType({
  name: 'seoTemplate',
  title: 'SEO template',
  type: 'object',
  fields: [
    defineField({
      name: 'pageType',
      title: 'Page type',
      type: 'string',
      options: { list: [...PAGE_TYPES] },
      validation: (rule) => rule.required(),
    }),
    defineField({ name: 'title', title: 'Title template', type: 'string', validation: (rule) => rule.required().max(90) }),
    defineField({ name: 'description', title: 'Description template', type: 'text', validation: (rule) => rule.required().max(200) }),
  ],
  preview: { select: { title: 'pageType', subtitle: 'title' } },
});
