import { database } from '@/db';
import type { ExperimentDefinition } from '@/lib/growth/experiments/definitions';
import { holdoutDefinition } from '@/server/growth/experiments/visitor';
import { serverEnv } from '@/server/platform/env';
import type { ExperimentReport } from '@/lib/growth/experimentReport';
import { experimentReport } from './report';

/**
 * The results the studio asks for (`GET /api/studio/experiments/{key}/results`):
 * the query checked, then ./report.ts. Bad input is a 400 with a sentence
 * saying what to change; an experiment no published document names is a 404.
 */

export type ResultsAnswer = { status: 200; report: ExperimentReport } | { status: 400 | 404; error: string };

const DEFAULT_LIFT_POINTS = 1;

/** The published experiments and the standing holdout, whose results are read the same way (key `holdout`). */
export const withHoldout = (published: readonly ExperimentDefinition[]): ExperimentDefinition[] => [
  ...published,
  holdoutDefinition(serverEnv().EXPERIMENT_HOLDOUT_PERCENT),
];

function single(value: unknown): string | undefined {
  return Array.isArray(value) ? undefined : typeof value === 'string' ? value : undefined;
}

export async function studioExperimentResults(
  key: unknown,
  query: Record<string, unknown>,
  published: readonly ExperimentDefinition[],
  brandKeys: ReadonlySet<string>,
  now = new Date(),
): Promise<ResultsAnswer> {
  const definition = typeof key === 'string' ? published.find((e) => e.key === key) : undefined;
  if (!definition) return { status: 404, error: 'No published experiment has that key.' };
  const brand = single(query.brand);
  if (query.brand !== undefined && (!brand || !brandKeys.has(brand)))
    return { status: 400, error: 'brand must be the key of a published brand, or left out for all.' };
  const liftText = single(query.lift);
  const lift = liftText === undefined ? DEFAULT_LIFT_POINTS : Number(liftText);
  if (query.lift !== undefined && (!liftText || !Number.isFinite(lift) || lift < 0.1 || lift > 50)) {
    return { status: 400, error: 'lift is the smallest lift in conversion you care about, in percentage points, from 0.1 to 50.' };
  }
  const { db } = await database();
  return { status: 200, report: await experimentReport(db, definition, { brand: brand ?? null, smallestLiftPoints: lift, now }) };
}
