import { defineArrayMember, defineField, defineType } from '../define';
import { planFiguresAsPlaceholders } from '../validation/planFigures';
import { uniqueValue } from '../validation/uniqueValue';

/**
 * An experiment the growth team runs itself (issue 40): which visitors take
 * part, the variants and what each changes, what it is judged on, and whether
 * it runs. Publishing a change reaches every instance within seconds; the
 * routing decision assigns each visitor on the server, so the first HTML
 * already shows their variant. Results: Studio → Experiments.
 */

interface VariantValue {
  key?: string;
  headline?: string;
  subheadline?: string;
  bannerText?: string;
  heroImage?: { asset?: unknown };
  plan?: string;
}

const changesCopy = (v: VariantValue) => Boolean(v.headline?.trim() || v.subheadline?.trim() || v.bannerText?.trim() || v.heroImage?.asset);

/** What is wrong with a list of variants, or true. */
export function variantsProblem(value: unknown): true | string {
  const variants = (Array.isArray(value) ? value : []) as VariantValue[];
  const keys = variants.map((v) => v.key ?? '');
  if (variants.length < 2) return 'Add control and at least one other variant';
  if (!keys.includes('control')) return 'One variant must have the key control: the page as published';
  const repeated = keys.find((key, i) => keys.indexOf(key) !== i);
  if (repeated) return `Two variants have the key ${repeated}`;
  const control = variants.find((v) => v.key === 'control')!;
  if (changesCopy(control) || control.plan) return 'Control changes nothing: leave its copy and plan empty';
  const both = variants.find((v) => changesCopy(v) && v.plan);
  if (both) return `${both.key} changes copy and the plan: test one thing per variant`;
  const copy = variants.map(({ headline, subheadline, bannerText }) => ({ headline, subheadline, bannerText }));
  return planFiguresAsPlaceholders(copy);
}

export const experiment = defineType({
  name: 'experiment',
  title: 'Experiment',
  type: 'document',
  fields: [
    defineField({
      name: 'key',
      title: 'Key',
      type: 'string',
      description: 'Stable and unique, e.g. apartment_headline_v1: results and cookies are kept under it.',
      validation: (rule) => [rule.required().regex(/^[a-z0-9_]{1,48}$/, { name: 'lower case letters, digits and underscores' }), uniqueValue('key')(rule)],
    }),
    defineField({ name: 'title', title: 'Title', type: 'string', validation: (rule) => rule.required().max(80) }),
    defineField({
      name: 'hypothesis',
      title: 'Hypothesis',
      type: 'text',
      description: 'What you expect to change, and why.',
      validation: (rule) => rule.max(600),
    }),
    defineField({
      name: 'status',
      title: 'Status',
      type: 'string',
      description:
        'Running: visitors are assigned now. Stopped: everyone sees the published page. Shipped: everyone outside the holdout sees the shipped variant.',
      options: {
        list: [
          { title: 'Draft', value: 'draft' },
          { title: 'Running', value: 'running' },
          { title: 'Stopped', value: 'stopped' },
          { title: 'Shipped', value: 'shipped' },
        ],
      },
      initialValue: 'draft',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'brands',
      title: 'Brands',
      type: 'array',
      description: 'Leave empty to run on every brand.',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'brand' }] })],
    }),
    defineField({
      name: 'adGroupIds',
      title: 'Ad-group ids',
      type: 'array',
      description: 'Only visitors from these ad groups take part. Leave empty for every visitor.',
      of: [defineArrayMember({ type: 'string', validation: (rule) => rule.regex(/^[0-9]{4,20}$/, { name: 'numeric id' }) })],
    }),
    defineField({
      name: 'trafficPercent',
      title: 'Traffic (%)',
      type: 'number',
      description: 'Share of those visitors enrolled; the rest see the published page and are not counted.',
      initialValue: 100,
      validation: (rule) => rule.required().min(0).max(100),
    }),
    defineField({
      name: 'variants',
      title: 'Variants',
      type: 'array',
      of: [defineArrayMember({ type: 'experimentVariant' })],
      validation: (rule) => rule.custom((value) => variantsProblem(value)),
    }),
    defineField({
      name: 'primaryMetric',
      title: 'Judged on',
      type: 'string',
      options: {
        list: [
          { title: 'Purchase conversion', value: 'conversion' },
          { title: 'Revenue per visitor (with the membership’s expected value)', value: 'revenue' },
        ],
      },
      initialValue: 'conversion',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'guardrails',
      title: 'Guardrails',
      type: 'array',
      description: 'Alarm when a variant raises these above control.',
      of: [defineArrayMember({ type: 'string' })],
      options: {
        list: [
          { title: 'Refunds', value: 'refunds' },
          { title: 'Early cancellations', value: 'earlyCancellations' },
          { title: 'Support tickets', value: 'supportTickets' },
        ],
      },
    }),
    defineField({
      name: 'shippedVariant',
      title: 'Shipped variant',
      type: 'string',
      description: 'With status Shipped: the key of the variant everyone sees.',
      validation: (rule) =>
        rule.custom((value, context) => {
          const doc = context.document as { status?: string; variants?: VariantValue[] } | undefined;
          if (doc?.status !== 'shipped') return true;
          return (doc.variants ?? []).some((v) => v.key === value) || 'Name the variant to ship (one of the variant keys)';
        }),
    }),
    defineField({ name: 'startsAt', title: 'Starts', type: 'datetime', description: 'Empty: as soon as it is running.' }),
    defineField({
      name: 'stopsAt',
      title: 'Stops',
      type: 'datetime',
      description: 'Empty: until stopped.',
      validation: (rule) =>
        rule.custom((value, context) => {
          const starts = context.document?.startsAt;
          return typeof value === 'string' && typeof starts === 'string' && Date.parse(value) <= Date.parse(starts) ? 'Stops must be after Starts' : true;
        }),
    }),
  ],
  preview: { select: { title: 'title', subtitle: 'key' } },
});
