import { IMAGE_USES } from '../../lib/rules/images/uploadRules';
import { defineField } from '../define';

/**
 * A brand's logo. It may be SVG and any reasonable aspect ratio (a wordmark is
 * wide); the site's favicon, touch and manifest icons are made from it on
 * upload (lib/rules/images/uploadRules.ts, the `logo` use).
 */
export const logoField = () =>
  defineField({
    name: 'logo',
    title: 'Logo',
    type: 'image',
    description: 'Shown in the header; the site’s icons (favicon, home-screen icon) are made from it',
    options: { accept: IMAGE_USES.logo.types.join(',') },
    validation: (rule) => rule.required(),
  });
