import { defineArrayMember, defineField, defineType } from '../define';
import { brandVersionField } from '../fields/brandVersion';

/** Header and footer links shared by every brand (spec §2 link table). */
export const siteNavigation = defineType({
  name: 'siteNavigation',
  title: 'Site navigation',
  type: 'document',
  fields: [
    brandVersionField,
    defineField({
      name: 'services',
      title: 'Cleaning service menu',
      type: 'array',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'servicePage' }] })],
      validation: (rule) => rule.required().min(1),
    }),
    defineField({ name: 'headerLinks', title: 'Header links', type: 'array', of: [defineArrayMember({ type: 'navLink' })] }),
    defineField({ name: 'signIn', title: 'Sign-in link', type: 'navLink', validation: (rule) => rule.required() }),
    defineField({ name: 'footerLinks', title: 'Footer links', type: 'array', of: [defineArrayMember({ type: 'navLink' })] }),
    defineField({ name: 'legalLinks', title: 'Legal links', type: 'array', of: [defineArrayMember({ type: 'navLink' })] }),
    defineField({
      name: 'topStates',
      title: 'Footer top states',
      type: 'array',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'usState' }] })],
      validation: (rule) => rule.max(10),
    }),
    defineField({
      name: 'topCities',
      title: 'Footer top cities',
      type: 'array',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'city' }] })],
      validation: (rule) => rule.max(10),
    }),
  ],
});
