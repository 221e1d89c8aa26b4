/**
 * Who may do what in the studio. One table for the server (every API route
 * checks it on every request) and the browser (which hides what a role cannot
 * use), so the two never disagree.
 *
 * - admin: people, brands and everything else (the outbox, recent changes, jobs)
 * - editor: all content except brand settings, and the support inbox
 * - marketer: the copy a campaign needs: ad-group wording, campaigns,
 *   experiments, the promo banner, footer terms and pages; reads the rest
 * - analyst: the funnel and experiment results, read-only
 */

export const STUDIO_ROLES = ['admin', 'editor', 'marketer', 'analyst'] as const;
export type StudioRole = (typeof STUDIO_ROLES)[number];

export const ROLE_NAMES: Record<StudioRole, string> = { admin: 'Admin', editor: 'Editor', marketer: 'Marketer', analyst: 'Analyst' };

/** What each role may do, in a sentence for the People screen. */
export const ROLE_DESCRIPTIONS: Record<StudioRole, string> = {
  admin: 'People, brands and all content.',
  editor: 'All content except brand settings, and the support inbox.',
  marketer: 'Ad-group wording, campaigns, experiments, the promo banner, footer terms and pages; reads the rest.',
  analyst: 'The funnel and experiment results, read-only.',
};

export const isStudioRole = (value: unknown): value is StudioRole => typeof value === 'string' && (STUDIO_ROLES as readonly string[]).includes(value);

/** Screens and API areas beyond the content types. */
export type StudioArea = 'content' | 'funnel' | 'experiments' | 'inbox' | 'outbox' | 'people' | 'changes' | 'jobs';

const AREAS: Record<StudioRole, ReadonlySet<StudioArea>> = {
  admin: new Set(['content', 'funnel', 'experiments', 'inbox', 'outbox', 'people', 'changes', 'jobs']),
  editor: new Set(['content', 'funnel', 'experiments', 'inbox']),
  marketer: new Set(['content', 'funnel', 'experiments']),
  analyst: new Set(['funnel', 'experiments']),
};

const MARKETER_TYPES: ReadonlySet<string> = new Set(['adGroupWording', 'campaign', 'experiment', 'promoBanner', 'footerTerms', 'page']);
/** Brand settings decide domains, prices shown and legal names: admins only. */
const ADMIN_TYPES: ReadonlySet<string> = new Set(['brand']);

export function mayUse(role: StudioRole, area: StudioArea): boolean {
  return AREAS[role].has(area);
}

/** Save, publish, unpublish, delete and restore a document of this type. */
export function mayEdit(role: StudioRole, type: string): boolean {
  if (role === 'admin') return true;
  if (role === 'editor') return !ADMIN_TYPES.has(type);
  if (role === 'marketer') return MARKETER_TYPES.has(type);
  return false;
}

/** Create a new document of a type (the same rule as editing it). */
export const mayCreate = mayEdit;
