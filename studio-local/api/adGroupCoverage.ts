import { database } from '@/db';
import { COVERAGE_RANGE_DAYS, type AdGroupCoverage, type AdGroupWordingRef } from '@/lib/growth/adGroupCoverage';
import { adGroupCoverage } from '@/server/domain/adGroupCoverage';
import { contentStore, summarize } from '@/studio-local/store/documents';
import { rangeReportApi } from './rangeReport';

/** The studio's ad-group wording by id, drafts included (a draft is wording not yet on the site). */
async function wordingById(): Promise<Map<string, AdGroupWordingRef>> {
  const byId = new Map<string, AdGroupWordingRef>();
  for (const doc of summarize(await contentStore().list(), 'adGroupWording')) {
    if (doc.subtitle) byId.set(doc.subtitle, { documentId: doc.id, title: doc.title, status: doc.status });
  }
  return byId;
}

/** GET /api/studio/ad-groups/coverage?brand=…&from=YYYY-MM-DD&to=YYYY-MM-DD (default: the last 28 days). */
export default rangeReportApi(COVERAGE_RANGE_DAYS, async (filters, brands): Promise<AdGroupCoverage> => ({
  filters,
  brands: brands.map((b) => ({ key: b.key, name: b.appName, baseUrl: b.baseUrl })),
  rows: await adGroupCoverage((await database()).db, filters, await wordingById()),
}));
