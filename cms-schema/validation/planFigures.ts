import { FIGURE_PLACEHOLDERS, literalFigures } from '../../lib/rules/figurePlaceholders';
import type { DocumentRule } from '@sanity/types';

/**
 * Copy that states a plan figure (a price, a fee, hours, months) must use a
 * placeholder, because visitors are offered different plans and grants: the
 * site fills `{price}`, `{monthlyPrice}`, `{lateChangeHours}`… from each
 * visitor's own plan (lib/rules/planFigures.ts). A figure written out would go
 * on telling some visitors a price they are not charged, so publishing refuses
 * it, naming the field and the figure.
 */

/** Keys that hold identifiers, links and references, never copy. */
const NOT_COPY = new Set([
  '_id',
  '_type',
  '_ref',
  '_key',
  '_rev',
  '_createdAt',
  '_updatedAt',
  'slug',
  'key',
  'href',
  'url',
  'baseUrl',
  'domain',
  'asset',
  'path',
  'style',
  'marks',
  'markDefs',
  'listItem',
]);

function literalsIn(value: unknown, path: string, out: { path: string; figure: string }[]): void {
  if (typeof value === 'string') {
    for (const figure of literalFigures(value)) out.push({ path, figure });
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => literalsIn(item, path ? `${path}.${index}` : String(index), out));
  } else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if (!NOT_COPY.has(key)) literalsIn(inner, path ? `${path}.${key}` : key, out);
    }
  }
}

const PLACEHOLDER_LIST = Object.keys(FIGURE_PLACEHOLDERS)
  .map((name) => `{${name}}`)
  .join(', ');

/** The problem with a document's copy, or true. */
export function planFiguresAsPlaceholders(document: unknown): true | string {
  const found: { path: string; figure: string }[] = [];
  literalsIn(document, '', found);
  if (!found.length) return true;
  const where = found
    .slice(0, 3)
    .map(({ path, figure }) => `"${figure}" in ${path}`)
    .join('; ');
  return `Plan figures differ from visitor to visitor: write them as placeholders (${PLACEHOLDER_LIST}), not ${where}${found.length > 3 ? ` and ${found.length - 3} more` : ''}.`;
}

/** The document-level rule for types whose copy visitors read beside prices. */
export const planFiguresRule = (rule: DocumentRule) => rule.custom((document) => planFiguresAsPlaceholders(document));
