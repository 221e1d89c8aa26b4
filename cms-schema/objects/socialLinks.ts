import { defineField, defineType } from '../define';

const socialUrl = (name: string, title: string) => defineField({ name, title, type: 'url', validation: (rule) => rule.uri({ scheme: ['https'] }) });

/** Shown in the footer only when configured (spec §1). */
export const socialLinks = defineType({
  name: 'socialLinks',
  title: 'Social links',
  type: 'object',
  fields: [
    socialUrl('facebook', 'Facebook'),
    socialUrl('instagram', 'Instagram'),
    socialUrl('reddit', 'Reddit'),
    socialUrl('tiktok', 'TikTok'),
    socialUrl('youtube', 'YouTube'),
  ],
});
