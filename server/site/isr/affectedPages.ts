/**
 * Which cached brand pages a changed content document can appear on.
 * Internal paths look like /_sites/{brand}/{variant}/{route…}.
 */

export interface ChangedDocument {
  _id: string;
  _type: string;
  key?: { current?: string } | string | null;
  slug?: { current?: string } | string | null;
  adGroupId?: string | null;
  path?: string | null;
}

/**
 * The pages a change reaches, as data: the page cache keeps these in its change log (pageChanges.ts), and every
 * instance tests its stored pages against them, so a publish names what it touched once, not each page.
 */
export type PageScope = { kind: 'all' } | { kind: 'brand'; brand: string } | { kind: 'adGroup'; adGroupId: string } | { kind: 'route'; route: string };

const text = (value: ChangedDocument['key']): string | null => (typeof value === 'string' ? value : (value?.current ?? null));

/** What a changed document can appear on; null: no brand page shows it. */
export function scopeOf(doc: ChangedDocument): PageScope | null {
  switch (doc._type) {
    case 'brand': {
      const key = text(doc.key);
      return key === null ? null : { kind: 'brand', brand: key };
    }
    case 'adGroupWording':
      return doc.adGroupId == null ? null : { kind: 'adGroup', adGroupId: doc.adGroupId };
    case 'page':
      return doc.path == null ? null : { kind: 'route', route: `p/${doc.path}` };
    // Navigation, banner and terms are on every page; services, states and cities are named in the header and footer.
    case 'siteNavigation':
    case 'promoBanner':
    case 'footerTerms':
    case 'servicePage':
    case 'usState':
    case 'city':
    case 'sanity.imageAsset':
      return { kind: 'all' };
    default:
      return null;
  }
}

/** Whether the page at `internalPath` is one `scope` reaches. */
export function inScope(scope: PageScope, internalPath: string): boolean {
  const parts = internalPath.split('/');
  switch (scope.kind) {
    case 'all':
      return true;
    case 'brand':
      return parts[2] === scope.brand;
    // The ad group leads the variant segment (lib/rules/landing/segment.ts): `ag-1` and `ag-1.g-500.mm` both show it.
    case 'adGroup':
      return parts[3]?.split('.')[0] === `ag-${scope.adGroupId}`;
    case 'route':
      return parts.slice(4).join('/') === scope.route;
  }
}

/** A predicate over internal paths; documents shown in the header or footer affect every page. */
export function affectedBy(doc: ChangedDocument): (internalPath: string) => boolean {
  const scope = scopeOf(doc);
  return (p) => scope !== null && inScope(scope, p);
}

/** Pages affected by one or more changed documents, of those listed in `served`. */
export function pagesToRevalidate(changed: ChangedDocument[], served: string[]): string[] {
  const tests = changed.map(affectedBy);
  return served.filter((p) => tests.some((test) => test(p)));
}
