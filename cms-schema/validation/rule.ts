/**
 * The part of Sanity's validation context the schema's custom rules use: the
 * document, and a client for GROQ queries over the dataset.
 */
export interface RuleContext {
  document: Record<string, unknown> & { _id: string; _type: string };
  getClient(options: { apiVersion: string }): { fetch<T>(query: string, params?: Record<string, unknown>): Promise<T> };
}

/**
 * A Rule with the part of Sanity's API this schema uses, for the built-in
 * studio (Sanity Studio runs the same rules with its own). Like Sanity's,
 * every call returns a new rule, so `[rule.required(), rule.custom(…)]` are
 * two independent chains.
 */

export type Check =
  | { kind: 'required' }
  | { kind: 'min'; n: number }
  | { kind: 'max'; n: number }
  | { kind: 'integer' }
  | { kind: 'regex'; pattern: RegExp; name?: string; invert?: boolean }
  | { kind: 'uri'; scheme?: string[]; allowRelative?: boolean }
  | { kind: 'custom'; fn: (value: unknown, context: RuleContext) => true | string | Promise<true | string> };

export class Rule {
  constructor(
    readonly checks: readonly Check[] = [],
    readonly level: 'error' | 'warning' = 'error',
    readonly message?: string,
  ) {}

  private with(check: Check): Rule {
    return new Rule([...this.checks, check], this.level, this.message);
  }

  required() {
    return this.with({ kind: 'required' });
  }
  min(n: number) {
    return this.with({ kind: 'min', n });
  }
  max(n: number) {
    return this.with({ kind: 'max', n });
  }
  integer() {
    return this.with({ kind: 'integer' });
  }
  regex(pattern: RegExp, options?: { name?: string; invert?: boolean }) {
    return this.with({ kind: 'regex', pattern, ...options });
  }
  uri(options?: { scheme?: string[]; allowRelative?: boolean }) {
    return this.with({ kind: 'uri', ...options });
  }
  custom(fn: Extract<Check, { kind: 'custom' }>['fn']) {
    return this.with({ kind: 'custom', fn });
  }
  error(message?: string) {
    return new Rule(this.checks, 'error', message);
  }
  warning(message?: string) {
    return new Rule(this.checks, 'warning', message);
  }
}

export function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return true;
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object' && '_type' in (value as object) && (value as { _type: string })._type === 'slug') {
    return !(value as { current?: string }).current;
  }
  return false;
}

const size = (value: unknown): number | null =>
  typeof value === 'string' ? value.length : Array.isArray(value) ? value.length : typeof value === 'number' ? value : null;

const text = (value: unknown): string | null =>
  typeof value === 'string'
    ? value
    : value && typeof value === 'object' && typeof (value as { current?: unknown }).current === 'string'
      ? (value as { current: string }).current
      : null;

/** Messages for one value against one rule chain. Optional empty values pass every check but `required`. */
export async function runRule(rule: Rule, value: unknown, context: RuleContext): Promise<string[]> {
  const problems: string[] = [];
  for (const check of rule.checks) {
    if (check.kind === 'required') {
      if (isEmpty(value)) problems.push(rule.message ?? 'Required');
      continue;
    }
    if (isEmpty(value)) continue;
    const n = size(value);
    const str = text(value);
    switch (check.kind) {
      case 'min':
        if (n !== null && n < check.n)
          problems.push(
            rule.message ??
              (typeof value === 'number' ? `Must be at least ${check.n}` : `Must have at least ${check.n} ${Array.isArray(value) ? 'items' : 'characters'}`),
          );
        break;
      case 'max':
        if (n !== null && n > check.n)
          problems.push(
            rule.message ??
              (typeof value === 'number' ? `Must be at most ${check.n}` : `Must have at most ${check.n} ${Array.isArray(value) ? 'items' : 'characters'}`),
          );
        break;
      case 'integer':
        if (typeof value === 'number' && !Number.isInteger(value)) problems.push(rule.message ?? 'Must be a whole number');
        break;
      case 'regex':
        if (str !== null && check.pattern.test(str) === Boolean(check.invert))
          problems.push(rule.message ?? `Does not match the ${check.name ?? 'required'} pattern`);
        break;
      case 'uri':
        if (str !== null && !validUri(str, check)) problems.push(rule.message ?? `Must be a valid URL${check.scheme ? ` (${check.scheme.join(' or ')})` : ''}`);
        break;
      case 'custom': {
        const result = await check.fn(value, context);
        if (result !== true) problems.push(rule.message ?? result);
        break;
      }
    }
  }
  return problems;
}

function validUri(value: string, check: Extract<Check, { kind: 'uri' }>): boolean {
  if (check.allowRelative && value.startsWith('/')) return true;
  try {
    const url = new URL(value);
    return !check.scheme || check.scheme.includes(url.protocol.replace(/:$/, ''));
  } catch {
    return false;
  }
}
