import { database } from '@/db';
import { FIELD_SPEED_RANGE_DAYS, type FieldSpeed } from '@/lib/growth/vitals';
import { fieldSpeedReport } from '@/server/domain/webVitals';
import { rangeReportApi } from './rangeReport';

/** GET /api/studio/field-speed?brand=…&from=YYYY-MM-DD&to=YYYY-MM-DD (default: the last 28 days): p75 of each Core Web Vital. */
export default rangeReportApi(FIELD_SPEED_RANGE_DAYS, async (filters, brands): Promise<FieldSpeed> => ({
  filters,
  brands: brands.map((b) => ({ key: b.key, name: b.appName })),
  rows: await fieldSpeedReport((await database()).db, filters),
}));
