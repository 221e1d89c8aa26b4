import { defineField, defineType } from '../define';
import { portableTextField } from '../objects/portableText';
import { PAGE_WIDGETS } from '../../lib/content/pageWidgets';
import { planFiguresRule } from '../validation/planFigures';

/** Informational pages (help, legal, apply…) addressed by their site path. */
export const page = defineType({
  name: 'page',
  title: 'Page',
  type: 'document',
  // Copy read beside prices states plan figures as placeholders, filled per visitor.
  validation: planFiguresRule,
  fields: [
    defineField({ name: 'title', title: 'Title', type: 'string', validation: (rule) => rule.required() }),
    defineField({
      name: 'path',
      title: 'Path',
      type: 'string',
      description: 'Site path without slashes at either end, e.g. help/ticket',
      validation: (rule) => rule.required().regex(/^[a-z0-9-]+(\/[a-z0-9-]+)*$/, { name: 'path' }),
    }),
    defineField({ name: 'lead', title: 'Lead paragraph', type: 'text', validation: (rule) => rule.required() }),
    portableTextField('body', 'Body'),
    defineField({
      name: 'widget',
      title: 'Live block',
      type: 'string',
      description: 'A working block shown under the body: a form, or figures that come from the booking system',
      options: { list: PAGE_WIDGETS.map((w) => ({ title: w.title, value: w.value })) },
    }),
    defineField({ name: 'cta', title: 'Call to action', type: 'navLink' }),
    defineField({ name: 'seo', title: 'SEO', type: 'seo' }),
  ],
  preview: { select: { title: 'title', subtitle: 'path' } },
});
