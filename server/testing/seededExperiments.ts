import { readFileSync } from 'node:fs';
import path from 'node:path';
import { mapExperiment, type ExperimentDefinition } from '@/lib/growth/experiments/definitions';
import { experimentsFrom, type Experiment, type PercentOverrides } from '@/lib/growth/experiments/experiments';
import { OFFERABLE_PLAN_KEYS } from '@/lib/rules/offeredPlans';

/** The experiment documents of content/seed.ndjson as the manifest maps them (brand references as brand keys). */
export function seededExperimentDefinitions(): ExperimentDefinition[] {
  const lines = readFileSync(path.join(process.cwd(), 'content', 'seed.ndjson'), 'utf8')
    .split('\n')
    .filter(Boolean);
  return lines
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((doc) => doc._type === 'experiment')
    .map((doc) => ({ ...doc, brandKeys: ((doc.brands as { _ref: string }[] | undefined) ?? []).map((b) => b._ref.replace(/^brand\./, '')) }))
    .flatMap((doc) => mapExperiment(doc, new Set(OFFERABLE_PLAN_KEYS)) ?? []);
}

/** The seeded experiments as the routing decision evaluates them, with these shares forced on. */
export const seededExperiments = (overrides: PercentOverrides = {}): Experiment[] => experimentsFrom(seededExperimentDefinitions(), new Date(), overrides);
