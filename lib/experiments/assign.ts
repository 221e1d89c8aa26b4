/**
 * Built-in experiment assignment: deterministic from the stable visitor id
 * (`sid` cookie), so a visitor always sees the same variant and the split is
 * even across visitors. Hosted flag providers plug in behind the same shape.
 */

export interface Flag {
  variant_key: 'control' | 'variant';
  variant_value: boolean;
  experiment_id: string;
  is_experiment_active: boolean;
  is_qa_tester: boolean;
}

export { MEMBERSHIP_MODEL } from './experiments';
export const SID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

/** FNV-1a, 32 bit: stable across runtimes, fast, no crypto needed for bucketing. */
function bucket(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % 100;
}

/** A flag in the spec §7 shape. */
export function flagOf(experimentId: string, group: 'control' | 'variant', active: boolean, qaTester: boolean): Flag {
  return { variant_key: group, variant_value: group === 'variant', experiment_id: experimentId, is_experiment_active: active, is_qa_tester: qaTester };
}

export function assign(sid: string, experimentId: string, percentInVariant: number, qaForce?: 'control' | 'variant'): Flag {
  const active = percentInVariant > 0;
  const inVariant = qaForce ? qaForce === 'variant' : active && bucket(`${experimentId}:${sid}`) < percentInVariant;
  return flagOf(experimentId, inVariant ? 'variant' : 'control', active, qaForce !== undefined);
}

export function newSid(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The `fecohorts` cookie: experiment=variant pairs, for analytics on the client. */
export const formatCohorts = (flags: Flag[]) => flags.map((f) => `${f.experiment_id}=${f.variant_key}`).join('|');
