import { access } from 'node:fs/promises';
import path from 'node:path';
import { and, count, eq } from 'drizzle-orm';
import { PAGE_TYPES } from '@/cms-schema/objects/seoTemplate';
import { database } from '@/db';
import { funnelPayments } from '@/db/schema';
import { getRoutingManifest, getSiteChrome, inPreview } from '@/server/content';
import type { SiteChrome } from '@/lib/content/types';
import type { SanityDocument } from '@/server/content/localDataset';
import { publishedId } from '@/server/content/store';
import { buildRoutingTable, routeOf, type RoutingTable } from '@/server/site/routing/proxyDecision';
import { brandSitemap, robotsTxt } from '@/server/site/seo/siteFiles';
import { StudioProblem } from '@/studio-local/access/problem';
import { studioPreviewLink } from '@/lib/rules/previewHost';
import { singletonTypes } from '@/cms-schema';
import { brandVersionId, problemsIn } from './documents';
import type { LaunchCheck, LaunchChecklistView } from './types';
import { liveNetwork, type LaunchNetwork } from './launchNetwork';

/**
 * A brand's launch checklist (docs/decisions.md, "Launching a brand"), computed
 * from the brand as it would be published (its draft, else what is live), the
 * rest of the published content, the site's files, the network and the
 * purchases recorded for it. Required checks gate "Publish brand"; the rest
 * (its own icons, DNS, TLS, a test purchase) are warnings: DNS and TLS are
 * usually finished after the content, and a purchase needs the brand live
 * on its preview address first.
 */

export interface ChecklistDeps {
  network?: LaunchNetwork;
  /** Where the site's static files are (favicons). */
  publicDir?: string;
  /** Completed purchases recorded for the brand. */
  purchases?: (brandKey: string) => Promise<number>;
}

const keyOf = (doc: SanityDocument) => (doc.key as { current?: string } | undefined)?.current ?? null;
const refOf = (value: unknown) => (value as { asset?: { _ref?: string } } | undefined)?.asset?._ref ?? null;
const check = (id: LaunchCheck['id'], label: string, required: boolean, status: LaunchCheck['status'], detail: string): LaunchCheck => ({
  id,
  label,
  required,
  status,
  detail,
});
const pass = (ok: boolean): LaunchCheck['status'] => (ok ? 'pass' : 'fail');

async function chargedPurchases(brandKey: string): Promise<number> {
  const { db } = await database();
  const [row] = await db
    .select({ n: count() })
    .from(funnelPayments)
    .where(and(eq(funnelPayments.brandKey, brandKey), eq(funnelPayments.outcome, 'charged')));
  return Number(row?.n ?? 0);
}

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

export async function launchChecklist(all: SanityDocument[], key: string, deps: ChecklistDeps = {}): Promise<LaunchChecklistView> {
  const network = deps.network ?? liveNetwork;
  const brands = new Map<string, { published?: SanityDocument; draft?: SanityDocument }>();
  for (const doc of all) {
    if (doc._type !== 'brand') continue;
    const id = publishedId(doc._id);
    const entry = brands.get(id) ?? {};
    if (doc._id === id) entry.published = doc;
    else entry.draft = doc;
    brands.set(id, entry);
  }
  const found = [...brands.entries()].find(([, pair]) => keyOf((pair.draft ?? pair.published)!) === key);
  if (!found) throw new StudioProblem(404, `There is no brand with the key "${key}".`);
  const [brandId, pair] = found;
  const brand = (pair.draft ?? pair.published)!;
  const others = [...brands.entries()].filter(([id]) => id !== brandId).map(([, p]) => (p.published ?? p.draft)!);
  const published = all.filter((d) => !d._id.startsWith('drafts.'));

  const errors = (await problemsIn({ ...brand, _id: brandId }, all)).filter((p) => p.level === 'error');
  const chrome = await inPreview(true, () => getSiteChrome(key));
  const domain = typeof brand.domain === 'string' ? brand.domain : '';

  const logoRef = refOf(brand.logo);
  const logoAsset = logoRef ? all.find((d) => d._id === logoRef) : undefined;
  const faviconKey = typeof brand.faviconKey === 'string' ? brand.faviconKey : '';
  const publicDir = deps.publicDir ?? path.join(process.cwd(), 'public');
  const hasFavicon = /^[a-z0-9-]+$/.test(faviconKey) && (await exists(path.join(publicDir, 'favicons', faviconKey, 'favicon.ico')));
  const sharesLogo = others.find((o) => logoRef && refOf(o.logo) === logoRef);
  // An uploaded logo makes the brand's own icons (server/assets/logoIcons.ts); else the static ones are used.
  const madeIcons = typeof logoAsset?.icons === 'object' && logoAsset.icons !== null && 'favicon' in (logoAsset.icons as object);
  const sharesIcons = madeIcons ? undefined : others.find((o) => o.faviconKey === faviconKey);

  const support = [brand.supportEmail, brand.supportPhone].filter((v): v is string => typeof v === 'string' && v.trim() !== '');

  const pagePaths = new Set(published.filter((d) => d._type === 'page' && typeof d.path === 'string').map((d) => d.path as string));
  const legalLinks = chrome?.navigation.legalLinks ?? [];
  const missingLegal = legalLinks.filter((link) => !pagePaths.has(link.href.replace(/^\/+|\/+$/g, '')));

  const templates = new Set(
    ((brand.seoTemplates as { pageType?: string; title?: string; description?: string }[] | undefined) ?? [])
      .filter((t) => t.title && t.description)
      .map((t) => t.pageType),
  );
  const missingSeo = PAGE_TYPES.filter((t) => !templates.has(t));

  // Drafts that add the brand to a campaign or experiment (a clone's opt-ins) run on it only once published.
  const listsBrand = (doc: SanityDocument | undefined) =>
    !!doc && Object.values(doc).some((v) => Array.isArray(v) && v.some((r) => (r as { _ref?: unknown } | null)?._ref === brandId));
  const pendingOptIns = all.filter(
    (d) => d._type !== 'brand' && d._id.startsWith('drafts.') && listsBrand(d) && !listsBrand(all.find((p) => p._id === publishedId(d._id))),
  );

  const [dns, purchases] = await Promise.all([domain ? network.resolve(`www.${domain}`) : Promise.resolve(null), (deps.purchases ?? chargedPurchases)(key)]);
  const tls = dns?.status === 'resolves' ? await network.tls(`www.${domain}`) : null;

  const checks: LaunchCheck[] = [
    check(
      'fields',
      'Required fields',
      true,
      pass(errors.length === 0),
      errors.length ? errors.map((e) => `${e.path}: ${e.message}`).join('; ') : 'Every required field is filled in and valid.',
    ),
    check('logo', 'Logo', true, pass(!!logoAsset), logoAsset ? `Uploaded: ${String(logoAsset.originalFilename ?? logoRef)}.` : 'Upload the brand’s logo.'),
    check(
      'support',
      'Support channels',
      true,
      pass(support.length > 0),
      support.length ? `Customers reach support at ${support.join(' and ')}.` : 'Add a support email or phone number: the help pages and receipts show them.',
    ),
    check(
      'legal',
      'Legal pages',
      true,
      pass(legalLinks.length > 0 && missingLegal.length === 0),
      !legalLinks.length
        ? 'The footer has no legal links.'
        : missingLegal.length
          ? `No published page for ${missingLegal.map((l) => l.href).join(', ')}.`
          : `${legalLinks.map((l) => l.label).join(', ')}: published.`,
    ),
    check(
      'seo',
      'SEO templates',
      true,
      pass(missingSeo.length === 0),
      missingSeo.length
        ? `Missing a title and description for: ${missingSeo.join(', ')}.`
        : `A title and description for each page type (${PAGE_TYPES.join(', ')}).`,
    ),
    await robotsCheck(chrome, domain),
    check(
      'icons',
      'Its own logo and icons',
      false,
      pass((madeIcons || hasFavicon) && !sharesLogo && !sharesIcons),
      !madeIcons && !hasFavicon
        ? `No icons: upload the logo (its icons are made from it), or add /favicons/${faviconKey || '…'}/favicon.ico.`
        : sharesLogo || sharesIcons
          ? `Shares ${[sharesLogo ? 'the logo' : null, sharesIcons ? 'the tab icons' : null].filter(Boolean).join(' and ')} with ${String((sharesLogo ?? sharesIcons)!.appName)}.`
          : madeIcons
            ? 'Logo and the icons made from it are its own.'
            : 'Logo and tab icons are its own.',
    ),
    check(
      'optIns',
      'Campaigns and experiments',
      false,
      pass(pendingOptIns.length === 0),
      pendingOptIns.length
        ? `Drafts that add it, not published yet: ${pendingOptIns.map((d) => String(d.title ?? publishedId(d._id))).join('; ')}.`
        : 'It runs in every campaign and experiment that lists it.',
    ),
    copyCheck(all, key),
    dnsCheck(domain, dns),
    tlsCheck(domain, dns, tls),
    check(
      'purchase',
      'Test purchase',
      false,
      pass(purchases > 0),
      purchases > 0
        ? `${purchases} completed purchase${purchases === 1 ? '' : 's'} recorded for this brand.`
        : 'None yet: open the preview, buy a voucher with test card 4242 4242 4242 4242, then reload this checklist.',
    ),
  ];
  return {
    brandId,
    key,
    status: pair.draft && pair.published ? 'changed' : pair.draft ? 'draft' : 'published',
    checks,
    publishable: checks.every((c) => !c.required || c.status === 'pass'),
    previewUrl: studioPreviewLink(key),
  };
}

/** Which site-wide copy the brand shows as its own version and which it takes from the shared one (never a failure). */
function copyCheck(all: SanityDocument[], key: string): LaunchCheck {
  const ids = new Set(all.map((d) => d._id));
  const own = singletonTypes.filter((t) => ids.has(brandVersionId(t.name, key)));
  const drafted = singletonTypes.filter((t) => !own.includes(t) && ids.has(`drafts.${brandVersionId(t.name, key)}`));
  const inherited = singletonTypes.filter((t) => !own.includes(t) && !drafted.includes(t));
  const names = (types: typeof singletonTypes) => types.map((t) => (t.title ?? t.name).toLowerCase()).join(', ');
  return check(
    'copy',
    'Site-wide copy',
    false,
    'pass',
    [
      own.length ? `Its own: ${names(own)}.` : null,
      drafted.length ? `Its own once published: ${names(drafted)}.` : null,
      inherited.length ? `Inherits the shared ${names(inherited)}.` : null,
    ]
      .filter(Boolean)
      .join(' '),
  );
}

/**
 * robots.txt and the sitemap as the brand's host will serve them (built by the routes' own functions), and whether
 * they point at its own domain. A sitemap address counts only if the page decision routes it to a page: a search
 * engine reports every "not found" it is sent to.
 */
async function robotsCheck(chrome: SiteChrome | null, domain: string): Promise<LaunchCheck> {
  if (!chrome) return check('robots', 'robots.txt and sitemap', true, 'fail', 'The brand cannot be read yet: fix the required fields first.');
  const { brand } = chrome;
  let host = '';
  let https = false;
  try {
    const url = new URL(brand.baseUrl);
    host = url.host;
    https = url.protocol === 'https:';
  } catch {
    // A base URL that does not parse fails the check below.
  }
  const own = https && (host === domain || host === `www.${domain}`);
  if (!own)
    return check(
      'robots',
      'robots.txt and sitemap',
      true,
      'fail',
      `The base URL ${brand.baseUrl} must be https://${domain} or https://www.${domain}: robots.txt and the sitemap point at it.`,
    );
  const [sitemap, manifest] = await Promise.all([brandSitemap(chrome), getRoutingManifest()]);
  const indexing = brand.isPrimary ? 'its pages are indexed (primary brand)' : 'its pages carry noindex (only the primary brand is indexed)';
  return check(
    'robots',
    'robots.txt and sitemap',
    true,
    'pass',
    `${robotsSays(robotsTxt(brand))}; ${sitemapHolds(sitemap, buildRoutingTable(manifest))}; ${indexing}.`,
  );
}

/** What a robots.txt lets crawlers do, from its own lines. */
function robotsSays(text: string): string {
  const values = (field: string) =>
    text
      .split('\n')
      .filter((line) => line.toLowerCase().startsWith(`${field.toLowerCase()}:`))
      .map((line) => line.slice(field.length + 1).trim());
  const disallowed = values('Disallow').filter(Boolean);
  const sitemaps = values('Sitemap');
  const access = disallowed.includes('/')
    ? 'robots.txt keeps every crawler out (“Disallow: /”)'
    : `robots.txt lets crawlers in${disallowed.length ? ` except ${disallowed.join(', ')}` : ''}`;
  return `${access} and ${sitemaps.length ? `says ${sitemaps.map((url) => `“Sitemap: ${url}”`).join(', ')}` : 'names no sitemap'}`;
}

const LISTED_AT_MOST = 5;

/** How many of the sitemap's addresses the site answers with a page, and which it answers "not found". */
function sitemapHolds(xml: string | null, table: RoutingTable): string {
  if (xml === null) return '/sitemap.xml answers 404, so there are no pages to count';
  const locations = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => unescapeXml(m[1]!));
  const missing = locations.filter((loc) => routeOf(pathOf(loc), table).kind === 'not-found');
  const answered = locations.length - missing.length;
  if (!missing.length) return `the sitemap lists ${answered} pages, each of which the site answers`;
  const named = missing.slice(0, LISTED_AT_MOST).join(', ');
  const more = missing.length > LISTED_AT_MOST ? ` and ${missing.length - LISTED_AT_MOST} more` : '';
  return `the sitemap lists ${answered} pages; the site answers ${missing.length} more of its addresses with “not found”: ${named}${more}`;
}

const pathOf = (url: string) => {
  try {
    return new URL(url).pathname;
  } catch {
    return url;
  }
};

const unescapeXml = (text: string) =>
  text.replace(/&(lt|gt|amp|apos|quot);/g, (_, name: string) => ({ lt: '<', gt: '>', amp: '&', apos: "'", quot: '"' })[name] ?? name);

function dnsCheck(domain: string, dns: Awaited<ReturnType<LaunchNetwork['resolve']>> | null): LaunchCheck {
  const label = 'Domain resolves';
  if (!domain || !dns) return check('domain', label, false, 'unchecked', 'Not checked: the brand has no domain yet.');
  if (dns.status === 'resolves') return check('domain', label, false, 'pass', `www.${domain} resolves to ${dns.addresses.join(', ')}.`);
  if (dns.status === 'missing')
    return check('domain', label, false, 'fail', `www.${domain} does not resolve yet: point it (and ${domain}) at the site’s load balancer (docs/deploy.md).`);
  return check('domain', label, false, 'unchecked', `Not checked: DNS cannot be reached from the server (${dns.reason}).`);
}

function tlsCheck(
  domain: string,
  dns: Awaited<ReturnType<LaunchNetwork['resolve']>> | null,
  tls: Awaited<ReturnType<LaunchNetwork['tls']>> | null,
): LaunchCheck {
  const label = 'HTTPS certificate';
  if (!tls)
    return check(
      'tls',
      label,
      false,
      'unchecked',
      dns?.status === 'missing' ? 'Not checked: waits for the domain to resolve.' : 'Not checked: the domain could not be looked up.',
    );
  if (tls.status === 'trusted') return check('tls', label, false, 'pass', `https://www.${domain} has a trusted certificate, valid until ${tls.validTo}.`);
  if (tls.status === 'refused')
    return check(
      'tls',
      label,
      false,
      'fail',
      `https://www.${domain}: ${tls.reason}. The TLS proxy needs a certificate for ${domain} and www.${domain} (docs/deploy.md).`,
    );
  return check('tls', label, false, 'unchecked', `Not checked: https://www.${domain} did not answer (${tls.reason}).`);
}
