import { fieldsOf, membersOf, type FieldDef, type TypeDef } from '../define';
import { Rule, runRule, type RuleContext } from './rule';

export interface ValidationProblem {
  /** Field path, e.g. "seoTemplates.0.title". */
  path: string;
  message: string;
  level: 'error' | 'warning';
}

/**
 * The rules a schema `validation` builds. The schema is typed for Sanity's Rule; this module's Rule
 * and RuleContext stand in for Sanity's with the parts of its API the schema uses (rule.ts).
 */
function rulesOf(validation: unknown): Rule[] {
  if (typeof validation !== 'function') return [];
  return ([] as unknown[]).concat((validation as (rule: Rule) => unknown)(new Rule())) as Rule[];
}

async function problemsOf(validation: unknown, value: unknown, path: string, context: RuleContext, out: ValidationProblem[]) {
  for (const rule of rulesOf(validation)) {
    for (const message of await runRule(rule, value, context)) out.push({ path, message, level: rule.level });
  }
}

async function validateField(
  field: FieldDef,
  value: unknown,
  path: string,
  types: ReadonlyMap<string, TypeDef>,
  context: RuleContext,
  out: ValidationProblem[],
) {
  await problemsOf(field.validation, value, path, context, out);
  // Nested objects: inline `fields` or a named object type.
  const named = types.get(field.type);
  const fields = fieldsOf(field) ?? (named?.type === 'object' ? named.fields : undefined);
  if (fields && value && typeof value === 'object' && !Array.isArray(value)) {
    for (const child of fields) {
      await validateField(child, (value as Record<string, unknown>)[child.name], `${path}.${child.name}`, types, context, out);
    }
  }
  if (field.type === 'array' && Array.isArray(value)) {
    const members = membersOf(field);
    for (const [index, item] of value.entries()) {
      const member = members.find((m) => m.type === (item as { _type?: string })?._type) ?? members[0];
      const memberType = member ? types.get(member.type) : undefined;
      if (memberType?.type === 'object' && item && typeof item === 'object') {
        for (const child of memberType.fields) {
          await validateField(child, (item as Record<string, unknown>)[child.name], `${path}.${index}.${child.name}`, types, context, out);
        }
      }
    }
  }
}

/** Every problem in a document, per the schema's validation rules. */
export async function validateDocument(
  type: TypeDef,
  document: Record<string, unknown> & { _id: string; _type: string },
  types: ReadonlyMap<string, TypeDef>,
  context: Omit<RuleContext, 'document'>,
): Promise<ValidationProblem[]> {
  const out: ValidationProblem[] = [];
  for (const field of type.fields) {
    await validateField(field, document[field.name], field.name, types, { ...context, document }, out);
  }
  await problemsOf(type.validation, document, '', { ...context, document }, out);
  return out;
}
