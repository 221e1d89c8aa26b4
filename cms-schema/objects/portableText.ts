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
        options: {
          styles: ['normal', 'h2', 'h3', 'blockquote'],
          lists: ['bullet', 'number'],
          marks: { decorators: ['strong', 'em'], annotations: ['link'] },
        },
      }),
    ],
  });
