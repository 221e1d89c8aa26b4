import { IMAGE_USES } from '../../lib/rules/images/uploadRules';
import { defineArrayMember, defineField, defineType } from '../define';
import { heroImageField } from '../fields/heroImage';
import { logoField } from '../fields/logo';
import { uniqueValue } from '../validation/uniqueValue';
import { planFiguresRule } from '../validation/planFigures';

/** A white-label brand. The site picks it from the second label of the host (spec §1). */
export const brand = defineType({
  name: 'brand',
  title: 'Brand',
  type: 'document',
  // Copy read beside prices states plan figures as placeholders, filled per visitor.
  validation: planFiguresRule,
  fields: [
    defineField({
      name: 'key',
      title: 'Key',
      type: 'slug',
      description: 'Second label of the domain: www.sparkle-clean.com → sparkle-clean',
      validation: (rule) => [
        rule.required().custom((value) => {
          const current = (value as { current?: string } | undefined)?.current ?? '';
          return /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/.test(current) || 'Lower-case letters, digits and hyphens only';
        }),
        uniqueValue('key.current')(rule),
      ],
    }),
    defineField({ name: 'appName', title: 'App name', type: 'string', validation: (rule) => rule.required() }),
    defineField({
      name: 'domain',
      title: 'Domain',
      type: 'string',
      validation: (rule) => rule.required().regex(/^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/, { name: 'domain name' }),
    }),
    defineField({ name: 'baseUrl', title: 'Base URL', type: 'url', validation: (rule) => rule.required().uri({ scheme: ['https', 'http'] }) }),
    defineField({ name: 'tagline', title: 'Tagline', type: 'string', validation: (rule) => rule.required().max(120) }),
    defineField({ name: 'heroHeadline', title: 'Default hero headline', type: 'string', validation: (rule) => rule.required() }),
    defineField({ name: 'heroSubhead', title: 'Default hero subheading', type: 'text', validation: (rule) => rule.required() }),
    heroImageField('Beside the headline on landing, service and location pages; at least 1600 × 1200 px, 4:3'),
    defineField({
      name: 'accentColor',
      title: 'Accent colour',
      type: 'string',
      validation: (rule) => rule.required().regex(/^#[0-9a-fA-F]{6}$/, { name: 'hex colour' }),
    }),
    logoField(),
    defineField({
      name: 'logoMark',
      title: 'Logo mark',
      type: 'image',
      description:
        'The logo’s symbol on its own, about square. A logo much wider than tall (a wordmark) is unreadable shrunk into the favicon and home-screen icon, so they are made from this instead; without it they show the brand’s initials in white on its accent colour',
      options: { accept: IMAGE_USES.logo.types.join(',') },
    }),
    defineField({
      name: 'faviconKey',
      title: 'Favicon key',
      type: 'string',
      description: 'Folder under /favicons holding favicon.ico (and icon.svg unless ICO only), used until a logo is uploaded',
      validation: (rule) => rule.required().regex(/^[a-z0-9-]+$/, { name: 'favicon key' }),
    }),
    defineField({ name: 'icoOnlyFavicon', title: 'ICO-only favicon', type: 'boolean', initialValue: false }),
    defineField({ name: 'social', title: 'Social links', type: 'socialLinks' }),
    defineField({ name: 'analyticsToken', title: 'Analytics token', type: 'string' }),
    defineField({ name: 'cookieyesId', title: 'Consent banner id (cookieyes)', type: 'string' }),
    defineField({ name: 'isDev', title: 'Development brand', type: 'boolean', initialValue: false }),
    defineField({
      name: 'isPrimary',
      title: 'Primary brand',
      type: 'boolean',
      description: 'Indexed by search engines and carries the Organization structured data',
      initialValue: false,
    }),
    defineField({
      name: 'isFallback',
      title: 'Fallback brand',
      type: 'boolean',
      description: 'Served on localhost and on any host that matches no brand',
      initialValue: false,
    }),
    defineField({ name: 'supportEmail', title: 'Support email', type: 'string' }),
    defineField({ name: 'supportPhone', title: 'Support phone', type: 'string' }),
    defineField({
      name: 'seoTemplates',
      title: 'SEO templates',
      type: 'array',
      of: [defineArrayMember({ type: 'seoTemplate' })],
      validation: (rule) => rule.required().min(1),
    }),
  ],
  preview: { select: { title: 'appName', subtitle: 'domain' } },
});
