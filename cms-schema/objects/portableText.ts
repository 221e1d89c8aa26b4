import { defineArrayMember, defineField } from '../define';

/** The block configuration shared by every rich-text field. */
export const portableTextField = (name: string, title: string) =>
  defineField({
    name,
    title,
    type: 'array',
    of: [
      defineArrayMember({
        type: 'block',
        styles: [
          { title: 'Normal', value: 'normal' },
          { title: 'Heading 2', value: 'h2' },
          { title: 'Heading 3', value: 'h3' },
          { title: 'Quote', value: 'blockquote' },
        ],
        lists: [
          { title: 'Bullets', value: 'bullet' },
          { title: 'Numbers', value: 'number' },
        ],
        // Sanity's default annotations are the one link annotation (href).
        marks: {
          decorators: [
            { title: 'Strong', value: 'strong' },
            { title: 'Emphasis', value: 'em' },
          ],
        },
      }),
    ],
  });
