import { defineField } from '../define';

/**
 * The landing hero's picture (a photograph or illustration) with its text
 * alternative. Shown at a fixed 4:3 frame, cropped around the hotspot.
 */
export function heroImageField(description: string) {
  return defineField({
    name: 'heroImage',
    title: 'Hero image',
    type: 'image',
    description,
    options: { hotspot: true },
    fields: [
      defineField({
        name: 'alt',
        title: 'Alternative text',
        type: 'string',
        description: 'What the picture shows, for people who cannot see it',
        validation: (rule) => rule.max(160),
      }),
    ],
    validation: (rule) =>
      rule.custom((value) => {
        const image = value as { asset?: unknown; alt?: string } | undefined;
        return !image?.asset || (image.alt ?? '').trim() !== '' || 'Describe the picture in the alternative text';
      }),
  });
}
