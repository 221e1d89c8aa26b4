import type { FieldDef, TypeDef, ValidationContext } from '../define';
import { Rule, runRule } from './rule';

export interface ValidationProblem {
  /** Field path, e.g. "seoTemplates.0.title". */
  path: string;
  message: string;
  level: 'error' | 'warning';
}

async function validateField(field: FieldDef, value: unknown, path: string, types: ReadonlyMap<string, TypeDef>, context: ValidationContext, out: ValidationProblem[]) {
  if (field.validation) {
    const rules = ([] as unknown[]).concat(field.validation(new Rule())) as Rule[];
    for (const rule of rules) {
      for (const message of await runRule(rule, value, context)) out.push({ path, message, level: rule.level });
    }
  }
  // Nested objects: inline `fields` or a named object type.
  const objectType = field.fields ? { fields: field.fields } : types.get(field.type)?.type === 'object' ? types.get(field.type) : undefined;
  if (objectType && value && typeof value === 'object' && !Array.isArray(value)) {
    for (const child of objectType.fields) {
      await validateField(child, (value as Record<string, unknown>)[child.name], `${path}.${child.name}`, types, context, out);
    }
  }
  if (field.type === 'array' && Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const member = field.of?.find((m) => m.type === (item as { _type?: string })?._type) ?? field.of?.[0];
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
  context: Omit<ValidationContext, 'document'>,
): Promise<ValidationProblem[]> {
  const out: ValidationProblem[] = [];
  for (const field of type.fields) {
    await validateField(field, document[field.name], field.name, types, { ...context, document }, out);
  }
  if (type.validation) {
    const rules = ([] as unknown[]).concat(type.validation(new Rule())) as Rule[];
    for (const rule of rules) {
      for (const message of await runRule(rule, document, { ...context, document })) out.push({ path: '', message, level: rule.level });
    }
  }
  return out;
}
