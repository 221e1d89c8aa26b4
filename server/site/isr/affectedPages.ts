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

const text = (value: ChangedDocument['key']): string | null => (typeof value === 'string' ? value : (value?.current ?? null));

/** A predicate over internal paths; documents shown in the header or footer affect every page. */
export function affectedBy(doc: ChangedDocument): (internalPath: string) => boolean {
  const segment = (p: string, index: number) => p.split('/')[index];
  const route = (p: string) => p.split('/').slice(4).join('/');
  switch (doc._type) {
    case 'brand': {
      const key = text(doc.key);
      return (p) => key !== null && segment(p, 2) === key;
    }
    case 'adGroupWording':
      return (p) => doc.adGroupId != null && segment(p, 3) === `ag-${doc.adGroupId}`;
    case 'page':
      return (p) => doc.path != null && route(p) === `p/${doc.path}`;
    // Navigation, banner and terms are on every page; services, states and cities are named in the header and footer.
    case 'siteNavigation':
    case 'promoBanner':
    case 'footerTerms':
    case 'servicePage':
    case 'usState':
    case 'city':
    case 'sanity.imageAsset':
      return () => true;
    default:
      return () => false;
  }
}

/** Pages to revalidate after one or more documents changed. */
export function pagesToRevalidate(changed: ChangedDocument[], served: string[]): string[] {
  const tests = changed.map(affectedBy);
  return served.filter((p) => tests.some((test) => test(p)));
}
