import { defineField, defineType } from '../define';
import { brandVersionField } from '../fields/brandVersion';

/**
 * The company behind every brand (issue 42): who a customer is dealing with,
 * where it is, and when it answers. Shown in every footer and on /about.
 */
export const company = defineType({
  name: 'company',
  title: 'Company',
  type: 'document',
  fields: [
    brandVersionField,
    defineField({
      name: 'legalName',
      title: 'Legal name',
      type: 'string',
      description: 'As registered, e.g. Homeclean Services, Inc.',
      validation: (rule) => rule.required().max(120),
    }),
    defineField({
      name: 'entity',
      title: 'Legal entity',
      type: 'string',
      description: 'e.g. a Delaware corporation',
      validation: (rule) => rule.required().max(120),
    }),
    defineField({ name: 'street', title: 'Street address', type: 'string', validation: (rule) => rule.required().max(120) }),
    defineField({ name: 'city', title: 'City', type: 'string', validation: (rule) => rule.required().max(60) }),
    defineField({
      name: 'state',
      title: 'State',
      type: 'string',
      validation: (rule) => rule.required().regex(/^[A-Z]{2}$/, { name: 'two-letter state code' }),
    }),
    defineField({ name: 'zip', title: 'Zipcode', type: 'string', validation: (rule) => rule.required().regex(/^[0-9]{5}$/, { name: '5 digits' }) }),
    defineField({
      name: 'phone',
      title: 'Phone',
      type: 'string',
      description: 'e.g. +1-800-555-0100',
      validation: (rule) => rule.required().regex(/^\+?[0-9 ()-]{10,20}$/, { name: 'phone number' }),
    }),
    defineField({
      name: 'supportHours',
      title: 'Support hours',
      type: 'string',
      description: 'e.g. 8am–8pm Eastern, Monday to Saturday',
      validation: (rule) => rule.required().max(80),
    }),
  ],
  preview: { select: { title: 'legalName' } },
});
