import { CONTROL, experimentById, type Group } from './experiments';

/**
 * Built-in experiment assignment: deterministic from the stable visitor id
 * (`sid` cookie), so a visitor always sees the same group and the split is
 * even across visitors. Hosted flag providers plug in behind the same shape.
 */

/** A flag in the spec §7 shape: `variant_value` is true in any group but control. */
export interface Flag {
  variant_key: Group;
  variant_value: boolean;
  experiment_id: string;
  is_experiment_active: boolean;
  is_qa_tester: boolean;
}

export const SID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

/** FNV-1a, 32 bit: stable across runtimes, fast, no crypto needed for bucketing. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    value ^= text.charCodeAt(i);
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return value;
}

export function flagOf(experimentId: string, group: Group, active: boolean, qaTester: boolean): Flag {
  return { variant_key: group, variant_value: group !== CONTROL, experiment_id: experimentId, is_experiment_active: active, is_qa_tester: qaTester };
}

/**
 * `percentInExperiment` of visitors leave control, spread evenly over the
 * experiment's groups (an independent hash picks the group, so changing the
 * share never reshuffles who is in which group).
 */
export function assign(sid: string, experimentId: string, percentInExperiment: number, qaForce?: Group): Flag {
  const active = percentInExperiment > 0;
  if (qaForce) return flagOf(experimentId, qaForce, active, true);
  const groups = experimentById(experimentId)?.groups ?? ['variant'];
  const enrolled = active && hash(`${experimentId}:${sid}`) % 100 < percentInExperiment;
  return flagOf(experimentId, enrolled ? groups[hash(`${experimentId}:group:${sid}`) % groups.length]! : CONTROL, active, false);
}

/**
 * A new visitor id: 24 hex characters (90 random bits) from a random UUID. The proxy makes one for every new visitor;
 * Node serves randomUUID from entropy it draws in batches, where getRandomValues asked for fresh bytes on every call
 * (a quarter of the proxy's own CPU on a landing request).
 */
export function newSid(): string {
  return crypto.randomUUID().replace(/-/g, '').slice(0, 24);
}

/** The `fecohorts` cookie: experiment=group pairs, for analytics on the client. */
export const formatCohorts = (flags: Flag[]) => flags.map((f) => `${f.experiment_id}=${f.variant_key}`).join('|');
