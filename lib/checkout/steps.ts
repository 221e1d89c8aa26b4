import { defaultOption } from '../pricing/plans';

/** The 3-step purchase flow of spec §2: 1 Terms, 2 EmailLead, 3 Payment. */
export type Step = 1 | 2 | 3;
export const STEP_NAMES: Record<Step, string> = { 1: 'Terms', 2: 'Email', 3: 'Payment' };

/** Parsed as an integer; missing, invalid or out of range → 1. */
export function parseStep(raw: unknown): Step {
  const text = Array.isArray(raw) ? raw[0] : raw;
  if (typeof text !== 'string') return 1;
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

/** `pre_hours` presets the hours when it matches an offered option; otherwise the default option (3 hours, else the second). */
export function presetHours(raw: unknown, options: readonly { numHours: number }[]): number | null {
  const text = Array.isArray(raw) ? raw[0] : raw;
  const wanted = typeof text === 'string' && /^\d+(\.\d+)?$/.test(text) ? Number(text) : NaN;
  const match = options.find((o) => o.numHours === wanted);
  return (match ?? defaultOption(options))?.numHours ?? null;
}

/** The public URL (as the visitor sees it) with `step` set, keeping every other query parameter. */
export function urlWithStep(asPath: string, step: Step): string {
  const [withoutHash = ''] = asPath.split('#');
  const [pathname = '/', search = ''] = withoutHash.split('?');
  const params = new URLSearchParams(search);
  params.set('step', String(step));
  // One leading slash: "//host" would be a link to another site.
  return `${pathname.replace(/^\/+/, '/') || '/'}?${params.toString()}`;
}
