import { publishedId } from '@/server/content/store';
import type { SanityDocument } from '@/server/content/localDataset';

/**
 * What still uses a document, asked before it is deleted: other documents that reference it, and what the live site
 * does with it (a campaign ads link to, an ad group's landing pages, a brand's site, a running experiment). A delete
 * that would break any of these needs the person to confirm it, having seen the list.
 */
export interface DocumentUse {
  /** The document that uses it, when the use is a document. */
  documentId?: string;
  /** That document's type, for a link to it. */
  documentType?: string;
  what: string;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : (((value as { current?: unknown } | undefined)?.current as string) ?? ''));

/** Each document as the studio shows it (the draft, else the published version), by published id. */
function currentById(all: readonly SanityDocument[]): Map<string, SanityDocument> {
  const byId = new Map<string, SanityDocument>();
  for (const doc of all) {
    const id = publishedId(doc._id);
    if (doc._id !== id || !byId.has(id)) byId.set(id, doc);
  }
  return byId;
}

function referencesTo(value: unknown, id: string): boolean {
  if (Array.isArray(value)) return value.some((item) => referencesTo(item, id));
  if (!value || typeof value !== 'object') return false;
  if ((value as { _ref?: unknown })._ref === id) return true;
  return Object.values(value).some((item) => referencesTo(item, id));
}

const titleOf = (doc: SanityDocument) => text(doc.title) || text(doc.appName) || text(doc.name) || publishedId(doc._id);

const TYPE_NAMES: Record<string, string> = {
  brand: 'Brand',
  campaign: 'Campaign',
  experiment: 'Experiment',
  adGroupWording: 'Ad group',
  city: 'City',
  usState: 'State',
  servicePage: 'Service page',
  page: 'Page',
};

/** What the live site does with the published document itself. */
function liveUses(doc: SanityDocument, all: Map<string, SanityDocument>, now: Date): DocumentUse[] {
  switch (doc._type) {
    case 'campaign': {
      const ends = typeof doc.endsAt === 'string' ? Date.parse(doc.endsAt) : NaN;
      if (Number.isFinite(ends) && ends <= now.getTime()) return [];
      return [{ what: `Landing URLs with utm_campaign=${text(doc.campaignId)} get its discount: ads that link there would lose it at once.` }];
    }
    case 'adGroupWording': {
      const adGroupId = text(doc.adGroupId);
      const experiments = [...all.values()].filter(
        (other) => other._type === 'experiment' && Array.isArray(other.adGroupIds) && (other.adGroupIds as unknown[]).includes(adGroupId),
      );
      return [
        { what: `Landing URLs with adgroupid=${adGroupId} show its wording: they would fall back to the default copy.` },
        ...experiments.map((experiment) => ({
          documentId: publishedId(experiment._id),
          documentType: 'experiment',
          what: `Experiment “${titleOf(experiment)}” targets ad group ${adGroupId}.`,
        })),
      ];
    }
    case 'brand':
      return [{ what: `The brand's site at ${text(doc.domain) || text(doc.key)} would go: its visitors get the fallback brand.` }];
    case 'experiment':
      return doc.status === 'running' ? [{ what: 'It is running: visitors are assigned to its groups now.' }] : [];
    case 'servicePage':
      return [{ what: `Its page /services/${text(doc.slug)} and the menus that link to it.` }];
    case 'page':
      return [{ what: `Its page /${text(doc.path)}.` }];
    case 'usState':
      return [{ what: `Its location page /us/${text(doc.slug)}/.` }];
    default:
      return [];
  }
}

/** Everything that uses the document `id` (published id) now; empty when deleting it breaks nothing. */
export function documentUses(documents: readonly SanityDocument[], id: string, now: Date): DocumentUse[] {
  const all = currentById(documents);
  const published = documents.find((doc) => doc._id === id);
  const referencing = [...all.entries()]
    .filter(([otherId, doc]) => otherId !== id && referencesTo(doc, id))
    .map(([otherId, doc]) => ({ documentId: otherId, documentType: doc._type, what: `${TYPE_NAMES[doc._type] ?? doc._type} “${titleOf(doc)}” refers to it.` }));
  return [...referencing, ...(published ? liveUses(published, all, now) : [])];
}
