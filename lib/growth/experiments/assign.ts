import { CONTROL, type Experiment, type Group } from './experiments';

/**
 * Built-in experiment assignment: deterministic from the stable visitor id
 * (the `sid` cookie the server signs, server/domain/experiments/visitorId.ts),
 * so a visitor always sees the same group and the split is even across visitors. Hosted flag providers plug in behind the same shape.
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

/**
 * FNV-1a, 32 bit, with MurmurHash3's finaliser so that every output bit depends on every input character (FNV alone
 * leaves the top bits, which pick the bucket, weakly mixed by the last characters): stable across runtimes, fast, no
 * crypto needed for bucketing.
 */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    value ^= text.charCodeAt(i);
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  value ^= value >>> 16;
  value = Math.imul(value, 0x85ebca6b);
  value ^= value >>> 13;
  value = Math.imul(value, 0xc2b2ae35);
  value ^= value >>> 16;
  return value >>> 0;
}

export function flagOf(experimentId: string, group: Group, active: boolean, qaTester: boolean): Flag {
  return { variant_key: group, variant_value: group !== CONTROL, experiment_id: experimentId, is_experiment_active: active, is_qa_tester: qaTester };
}

/** A number in [0, 1) from the visitor id, independent per purpose. */
export const unitHash = (text: string) => hash(text) / 0x1_0000_0000;

/**
 * `experiment.percent` of the visitors it applies to are enrolled, and fall
 * into its groups (control included) by the groups' weights; an independent
 * hash picks the group, so changing the share never reshuffles who is in
 * which group. Visitors not enrolled see control and are not counted. Once
 * shipped, everyone sees the shipped group (not an enrolment either).
 */
export function assign(sid: string, experiment: Experiment, qaForce?: Group): Flag {
  const active = experiment.percent > 0;
  if (qaForce) return flagOf(experiment.id, qaForce, active, true);
  if (experiment.shipped) return flagOf(experiment.id, experiment.shipped, false, false);
  if (!active || unitHash(`${experiment.id}:${sid}`) * 100 >= experiment.percent) return flagOf(experiment.id, CONTROL, false, false);
  const groups = [CONTROL, ...experiment.groups];
  const weights = groups.map((g) => experiment.weights.get(g) ?? 1);
  let pick = unitHash(`${experiment.id}:group:${sid}`) * weights.reduce((a, b) => a + b, 0);
  for (let i = 0; i < groups.length; i += 1) {
    pick -= weights[i]!;
    if (pick < 0) return flagOf(experiment.id, groups[i]!, true, false);
  }
  return flagOf(experiment.id, groups[groups.length - 1]!, true, false);
}

/** The `fecohorts` cookie: experiment=group pairs, for analytics and client-placed experiments on the client. */
export const formatCohorts = (flags: Flag[]) => flags.map((f) => `${f.experiment_id}=${f.variant_key}`).join('|');
