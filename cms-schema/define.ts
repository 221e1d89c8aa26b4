/**
 * Identity helpers with the same shape as Sanity's `defineType`/`defineField`.
 * Sanity's own helpers are identity functions too; keeping ours local means the
 * site can read the schema without installing the Studio package, while
 * `studio/` passes the very same objects to Sanity Studio.
 */

export type FieldType =
  | 'string'
  | 'text'
  | 'number'
  | 'boolean'
  | 'slug'
  | 'datetime'
  | 'url'
  | 'image'
  | 'reference'
  | 'array'
  | 'object'
  | 'block'
  | (string & {});

export interface RuleLike {
  required(): RuleLike;
  min(n: number): RuleLike;
  max(n: number): RuleLike;
  integer(): RuleLike;
  regex(pattern: RegExp, options?: { name?: string; invert?: boolean }): RuleLike;
  uri(options?: { scheme?: string[]; allowRelative?: boolean }): RuleLike;
  custom(fn: (value: unknown, context: ValidationContext) => true | string | Promise<true | string>): RuleLike;
  error(message?: string): RuleLike;
  warning(message?: string): RuleLike;
}

/** The part of Sanity's validation context our rules use. */
export interface ValidationContext {
  document?: { _id: string; _type: string; [key: string]: unknown };
  getClient(options: { apiVersion: string }): { fetch<T>(query: string, params?: Record<string, unknown>): Promise<T> };
}

export interface FieldDef {
  name: string;
  title?: string;
  type: FieldType;
  description?: string;
  options?: Record<string, unknown>;
  of?: ReadonlyArray<Partial<FieldDef> & { type: FieldType }>;
  to?: ReadonlyArray<{ type: string }>;
  fields?: ReadonlyArray<FieldDef>;
  initialValue?: unknown;
  readOnly?: boolean;
  hidden?: boolean;
  validation?: (rule: RuleLike) => RuleLike | RuleLike[];
}

export interface TypeDef {
  name: string;
  title: string;
  type: 'document' | 'object';
  fields: ReadonlyArray<FieldDef>;
  /** Singletons have exactly one document whose _id equals the type name. */
  singleton?: boolean;
  /** Document-level rules (Sanity's `validation` on a document type): they see the whole document. */
  validation?: (rule: RuleLike) => RuleLike | RuleLike[];
  preview?: { select: Record<string, string>; prepare?: (value: Record<string, unknown>) => { title?: string; subtitle?: string } };
  orderings?: ReadonlyArray<{ title: string; name: string; by: ReadonlyArray<{ field: string; direction: 'asc' | 'desc' }> }>;
}

export const defineType = <T extends TypeDef>(def: T): T => def;
export const defineField = <T extends FieldDef>(def: T): T => def;
export const defineArrayMember = <T extends Partial<FieldDef> & { type: FieldType }>(def: T): T => def;
