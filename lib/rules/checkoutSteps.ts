import { firstValue } from '@/lib/platform/query';
import { defaultOption } from './plans';

/** The 3-step purchase flow of spec §2: 1 Terms, 2 EmailLead, 3 Payment. */
export type Step = 1 | 2 | 3;
export const STEP_NAMES: Record<Step, string> = { 1: 'Terms', 2: 'Email', 3: 'Payment' };

/** Parsed as an integer; missing, invalid or out of range → 1. */
export function parseStep(raw: unknown): Step {
  const text = firstValue(raw);
  if (text === null) return 1;
  const step = Number.parseInt(text, 10);
  return step === 2 || step === 3 ? step : 1;
}

export interface StepFacts {
  hours: number | null;
  email: string | null;
  zipcode: string | null;
  /** The price quote fetched when leaving step 2. */
  intent: string | null;
}

/**
 * The furthest step the visitor may be on: step 2 needs hours; step 3 needs
 * hours, email, zipcode and the quote from step 2. Otherwise back one step,
 * repeatedly.
 */
export function allowedStep(requested: Step, facts: StepFacts): Step {
  if (requested === 3 && !(facts.hours && facts.email && facts.zipcode && facts.intent)) return allowedStep(2, facts);
  if (requested === 2 && !facts.hours) return 1;
  return requested;
}

/** The offered option `pre_hours` names, or null when it names none. */
export function offeredHours(raw: unknown, options: readonly { numHours: number }[]): number | null {
  const text = firstValue(raw);
  const wanted = text !== null && /^\d+(\.\d+)?$/.test(text) ? Number(text) : NaN;
  return options.find((o) => o.numHours === wanted)?.numHours ?? null;
}

/** `pre_hours` presets the hours when it matches an offered option; otherwise the default option (3 hours, else the second). */
export function presetHours(raw: unknown, options: readonly { numHours: number }[]): number | null {
  return offeredHours(raw, options) ?? defaultOption(options)?.numHours ?? null;
}

export type HoursCorrection = { hours: number | null; reason: 'pre_hours' | 'no_matching_option' } | null;

/**
 * Spec §4: hours the visitor asked for on arrival (`pre_hours`, from the option
 * they picked on the landing page) win over hours remembered from an earlier
 * visit; remembered hours that match no option of the plan are replaced by the
 * first option (and the caller logs "No selected voucher found"). Null: keep
 * what the session has.
 */
export function correctedHours(preHours: unknown, remembered: number | null, options: readonly { numHours: number }[]): HoursCorrection {
  const asked = offeredHours(preHours, options);
  if (asked !== null) return asked === remembered ? null : { hours: asked, reason: 'pre_hours' };
  if (remembered !== null && !options.some((o) => o.numHours === remembered)) return { hours: options[0]?.numHours ?? null, reason: 'no_matching_option' };
  return null;
}

/** The public URL (as the visitor sees it) with `step` set, keeping every other query parameter but those in `drop`. */
export function urlWithStep(asPath: string, step: Step, drop: readonly string[] = []): string {
  const [withoutHash = ''] = asPath.split('#');
  const [pathname = '/', search = ''] = withoutHash.split('?');
  const params = new URLSearchParams(search);
  for (const name of drop) params.delete(name);
  params.set('step', String(step));
  // One leading slash: "//host" would be a link to another site.
  return `${pathname.replace(/^\/+/, '/') || '/'}?${params.toString()}`;
}
