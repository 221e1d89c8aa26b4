import type {
  defineArrayMember as sanityDefineArrayMember,
  defineField as sanityDefineField,
  defineType as sanityDefineType,
  ArrayOfType,
  DocumentDefinition,
  FieldDefinition,
  ObjectDefinition,
  TitledListValue,
} from '@sanity/types';

/**
 * Sanity's `defineType`, `defineField` and `defineArrayMember`, typed by
 * `@sanity/types`. Sanity's own are identity functions too; these need no
 * import at run time, so `studio/` (which installs `sanity`) and the site
 * (which does not) both load this schema without the other's packages.
 */
export const defineType = ((definition: unknown) => definition) as typeof sanityDefineType;
export const defineField = ((definition: unknown) => definition) as typeof sanityDefineField;
export const defineArrayMember = ((definition: unknown) => definition) as typeof sanityDefineArrayMember;

/** A document or object type of this schema. */
export type TypeDef = DocumentDefinition | ObjectDefinition;
export type FieldDef = FieldDefinition;

/*
 * Sanity's field definitions are a union by type, each declaring only its own
 * properties; the built-in studio reads any field through these.
 */

/** An object's, image's or file's own fields. */
export const fieldsOf = (field: FieldDef | ArrayOfType): readonly FieldDef[] | undefined => ('fields' in field ? field.fields : undefined);

/** An array's member types. */
export const membersOf = (field: FieldDef | ArrayOfType): readonly ArrayOfType[] => ('of' in field && field.of) || [];

/** The document types a reference may point to. */
export const referenceTargets = (field: FieldDef | ArrayOfType): string[] => ('to' in field && field.to ? [field.to].flat().map((target) => target.type) : []);

/** A string field's fixed choices (`options.list`), or undefined. */
export function choicesOf(field: FieldDef): { title: string; value: string }[] | undefined {
  const options: unknown = field.options;
  const list =
    typeof options === 'object' && options !== null && 'list' in options ? (options.list as (TitledListValue<string> | string)[] | undefined) : undefined;
  return list?.map((choice) => (typeof choice === 'string' ? { title: choice, value: choice } : { title: choice.title, value: choice.value ?? '' }));
}

/** The file types an image field accepts (`options.accept`), or undefined for the default. */
export function acceptOf(field: FieldDef): string | undefined {
  const options: unknown = field.options;
  return typeof options === 'object' && options !== null && 'accept' in options && typeof options.accept === 'string' ? options.accept : undefined;
}
