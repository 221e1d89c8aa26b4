import type { RuleDef } from '@sanity/types';

/**
 * A field whose value no other document of the same type may use. Written as a
 * Sanity custom rule (querying through context.getClient), so it runs the same
 * in Sanity Studio and in the built-in studio.
 */
export const uniqueValue =
  (field: string) =>
  <R extends RuleDef<R, unknown>>(rule: R) =>
    rule.custom(async (raw, context) => {
      // Slugs are compared by their text.
      const value = raw && typeof raw === 'object' && 'current' in raw ? (raw as { current?: unknown }).current : raw;
      if (value === undefined || value === null || value === '' || !context.document) return true;
      const id = context.document._id.replace(/^drafts\./, '');
      const others = await context
        .getClient({ apiVersion: '2025-02-19' })
        .fetch<number>(`count(*[_type == $type && ${field} == $value && !(_id in [$id, "drafts." + $id])])`, { type: context.document._type, value, id });
      return others === 0 || 'Another document already uses this value';
    });
