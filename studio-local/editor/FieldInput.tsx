import { useId } from 'react';
import { typesByName } from '@/cms-schema';
import { acceptOf, choicesOf, fieldsOf, membersOf, referenceTargets, type FieldDef } from '@/cms-schema/define';
import { imageUseOf } from '@/lib/rules/images/uploadRules';
import { ImageInput } from './ImageInput';
import { PortableTextInput } from './PortableTextInput';
import styles from './Studio.module.scss';

import type { EditorData } from './editorData';

export type { EditorData };

type Value = unknown;
type Props = { field: FieldDef; value: Value; onChange(value: Value): void; path: string; problems: Map<string, string[]>; data: EditorData };

const types = typesByName;
const key = () => Math.random().toString(36).slice(2, 10);

function objectFields(field: FieldDef): readonly FieldDef[] | null {
  const own = fieldsOf(field);
  if (own) return own;
  const named = types.get(field.type);
  return named?.type === 'object' ? named.fields : null;
}

/** One schema field as a form control; objects and arrays recurse. */
export function FieldInput({ field, value, onChange, path, problems, data }: Props) {
  const id = useId();
  const errors = problems.get(path) ?? [];
  const errorId = `${id}-errors`;
  const label = field.title ?? field.name;
  const described = errors.length ? errorId : undefined;
  const invalid = errors.length ? true : undefined;
  const list = choicesOf(field);

  let control: React.ReactNode;
  const nested = objectFields(field);
  if (field.type === 'string' && list) {
    control = (
      <select
        id={id}
        className={styles.input}
        value={(value as string) ?? ''}
        onChange={(e) => onChange(e.target.value || undefined)}
        aria-invalid={invalid}
        aria-describedby={described}
      >
        <option value="">Choose…</option>
        {list.map((o) => (
          <option key={o.value} value={o.value}>
            {o.title}
          </option>
        ))}
      </select>
    );
  } else if (field.type === 'string' || field.type === 'url') {
    control = (
      <input
        id={id}
        className={styles.input}
        type={field.type === 'url' ? 'url' : 'text'}
        value={(value as string) ?? ''}
        onChange={(e) => onChange(e.target.value || undefined)}
        aria-invalid={invalid}
        aria-describedby={described}
      />
    );
  } else if (field.type === 'datetime') {
    control = (
      <input
        id={id}
        className={styles.input}
        type="datetime-local"
        value={toLocalInput(value)}
        onChange={(e) => onChange(fromLocalInput(e.target.value))}
        aria-invalid={invalid}
        aria-describedby={described}
      />
    );
  } else if (field.type === 'text') {
    control = (
      <textarea
        id={id}
        className={styles.input}
        rows={3}
        value={(value as string) ?? ''}
        onChange={(e) => onChange(e.target.value || undefined)}
        aria-invalid={invalid}
        aria-describedby={described}
      />
    );
  } else if (field.type === 'number') {
    control = (
      <input
        id={id}
        className={styles.input}
        type="number"
        value={value === undefined ? '' : String(value)}
        onChange={(e) => onChange(e.target.value === '' ? undefined : Number(e.target.value))}
        aria-invalid={invalid}
        aria-describedby={described}
      />
    );
  } else if (field.type === 'boolean') {
    return (
      <div className={styles.field}>
        <label className={styles.checkbox}>
          <input type="checkbox" checked={value === true} onChange={(e) => onChange(e.target.checked)} aria-describedby={described} /> {label}
        </label>
        {field.description ? <p className={styles.hint}>{field.description}</p> : null}
        <Errors id={errorId} errors={errors} />
      </div>
    );
  } else if (field.type === 'slug') {
    const current = (value as { current?: string } | undefined)?.current ?? '';
    control = (
      <input
        id={id}
        className={styles.input}
        value={current}
        onChange={(e) => onChange(e.target.value ? { _type: 'slug', current: e.target.value.toLowerCase() } : undefined)}
        aria-invalid={invalid}
        aria-describedby={described}
      />
    );
  } else if (field.type === 'image') {
    const image = value as { asset?: { _ref?: string } } | undefined;
    const ref = image?.asset?._ref ?? '';
    control = (
      <>
        <ImageInput
          id={id}
          label={label}
          use={imageUseOf(acceptOf(field))}
          assetId={ref}
          assets={data.assets}
          // Another asset keeps the image's own fields (alternative text, hotspot).
          onSelect={(assetId) => onChange(assetId ? { ...(image ?? {}), _type: 'image', asset: { _type: 'reference', _ref: assetId } } : undefined)}
          invalid={invalid}
          describedBy={described}
        />
        {ref && nested
          ? nested.map((child) => (
              <FieldInput
                key={child.name}
                field={child}
                value={(image as Record<string, unknown>)[child.name]}
                onChange={(next) => onChange(withKey({ ...(image as Record<string, unknown>), [child.name]: next }, child.name, next))}
                path={`${path}.${child.name}`}
                problems={problems}
                data={data}
              />
            ))
          : null}
      </>
    );
  } else if (field.type === 'reference') {
    const targets = referenceTargets(field).flatMap((type) => data.references[type] ?? []);
    control = (
      <select
        id={id}
        className={styles.input}
        value={(value as { _ref?: string } | undefined)?._ref ?? ''}
        onChange={(e) => onChange(e.target.value ? { _type: 'reference', _ref: e.target.value } : undefined)}
        aria-invalid={invalid}
        aria-describedby={described}
      >
        <option value="">Choose…</option>
        {targets.map((t) => (
          <option key={t.id} value={t.id}>
            {t.title}
          </option>
        ))}
      </select>
    );
  } else if (field.type === 'array' && list && membersOf(field)[0]?.type === 'string') {
    return <ChoicesInput label={label} description={field.description} list={list} value={value} onChange={onChange} errorId={errorId} errors={errors} />;
  } else if (field.type === 'array' && membersOf(field)[0]?.type === 'block') {
    control = <PortableTextInput id={id} value={Array.isArray(value) ? value : []} onChange={onChange} describedBy={described} />;
  } else if (field.type === 'array') {
    control = <ArrayInput field={field} value={Array.isArray(value) ? value : []} onChange={onChange} path={path} problems={problems} data={data} />;
  } else if (nested) {
    return (
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{label}</legend>
        {nested.map((child) => (
          <FieldInput
            key={child.name}
            field={child}
            value={(value as Record<string, unknown> | undefined)?.[child.name]}
            onChange={(next) => onChange(withKey({ ...((value as Record<string, unknown>) ?? { _type: field.type }), [child.name]: next }, child.name, next))}
            path={`${path}.${child.name}`}
            problems={problems}
            data={data}
          />
        ))}
        <Errors id={errorId} errors={errors} />
      </fieldset>
    );
  } else {
    control = <p className={styles.hint}>This field type ({field.type}) is edited in Sanity Studio.</p>;
  }

  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {field.description ? <p className={styles.hint}>{field.description}</p> : null}
      {control}
      <Errors id={errorId} errors={errors} />
    </div>
  );
}

/** Datetimes are stored as ISO 8601 (UTC), as Sanity does; the input shows them in the editor's time zone. */
function toLocalInput(value: unknown): string {
  if (typeof value !== 'string' || Number.isNaN(Date.parse(value))) return '';
  const date = new Date(value);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

const fromLocalInput = (text: string) => (text && !Number.isNaN(Date.parse(text)) ? new Date(text).toISOString() : undefined);

function withKey(object: Record<string, unknown>, name: string, next: unknown) {
  if (next === undefined) {
    const rest = { ...object };
    delete rest[name];
    return rest;
  }
  return object;
}

/** An array of strings chosen from `options.list` (as Sanity shows it): a checkbox per choice, kept in the list's order. */
function ChoicesInput({
  label,
  description,
  list,
  value,
  onChange,
  errorId,
  errors,
}: {
  label: string;
  description?: React.ReactNode;
  list: { title: string; value: string }[];
  value: Value;
  onChange(value: Value): void;
  errorId: string;
  errors: string[];
}) {
  const chosen = new Set(Array.isArray(value) ? (value as string[]) : []);
  const known = new Set(list.map((o) => o.value));
  const toggle = (choice: string, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(choice);
    else next.delete(choice);
    // Values the list no longer offers are kept: unticking a box changes only that box.
    onChange([...list.map((o) => o.value).filter((v) => next.has(v)), ...[...chosen].filter((v) => !known.has(v))]);
  };
  return (
    <fieldset className={styles.fieldset} aria-describedby={errors.length ? errorId : undefined}>
      <legend className={styles.legend}>{label}</legend>
      {description ? <p className={styles.hint}>{description}</p> : null}
      {list.map((o) => (
        <label key={o.value} className={styles.choice}>
          <input type="checkbox" checked={chosen.has(o.value)} onChange={(e) => toggle(o.value, e.target.checked)} /> {o.title}
        </label>
      ))}
      <Errors id={errorId} errors={errors} />
    </fieldset>
  );
}

function Errors({ id, errors }: { id: string; errors: string[] }) {
  if (!errors.length) return null;
  return (
    <ul id={id} className={styles.errors} role="alert">
      {errors.map((e) => (
        <li key={e}>{e}</li>
      ))}
    </ul>
  );
}

function ArrayInput({
  field,
  value,
  onChange,
  path,
  problems,
  data,
}: {
  field: FieldDef;
  value: unknown[];
  onChange(value: unknown): void;
  path: string;
  problems: Map<string, string[]>;
  data: EditorData;
}) {
  const member = membersOf(field)[0];
  if (!member) return null;
  const move = (from: number, to: number) => {
    const next = [...value];
    const [item] = next.splice(from, 1);
    next.splice(to, 0, item);
    onChange(next);
  };
  const blank = () => {
    if (member.type === 'string') return '';
    if (member.type === 'reference') return { _type: 'reference', _key: key(), _ref: '' };
    return { _type: member.type, _key: key() };
  };
  const label = field.title ?? field.name;
  // An object item is named after its type and its preview title ("Variant 2: short"), not "Variants 2".
  const named = types.get(member.type);
  const itemName = member.title ?? (named?.type === 'object' ? named.title : undefined) ?? label;
  const previewField = named?.type === 'object' ? named.preview?.select?.title : undefined;
  const itemTitle = (item: unknown, index: number) => {
    const shown = previewField && typeof item === 'object' && item !== null ? (item as Record<string, unknown>)[previewField] : undefined;
    return `${itemName} ${index + 1}${typeof shown === 'string' && shown ? `: ${shown}` : ''}`;
  };
  return (
    <div className={styles.array}>
      {value.length === 0 ? <p className={styles.hint}>No items yet.</p> : null}
      <ol className={styles.arrayList}>
        {value.map((item, index) => {
          const itemPath = `${path}.${index}`;
          const itemField: FieldDef = { ...(member as FieldDef), name: String(index), title: itemTitle(item, index) };
          return (
            <li key={(item as { _key?: string })?._key ?? index} className={styles.arrayItem}>
              <FieldInput
                field={itemField}
                value={item}
                onChange={(next) => onChange(value.map((v, i) => (i === index ? (next ?? blank()) : v)))}
                path={itemPath}
                problems={problems}
                data={data}
              />
              <div className={styles.arrayButtons}>
                <button type="button" onClick={() => move(index, index - 1)} disabled={index === 0} aria-label={`Move ${itemName} ${index + 1} up`}>
                  ↑
                </button>
                <button
                  type="button"
                  onClick={() => move(index, index + 1)}
                  disabled={index === value.length - 1}
                  aria-label={`Move ${itemName} ${index + 1} down`}
                >
                  ↓
                </button>
                <button type="button" onClick={() => onChange(value.filter((_, i) => i !== index))} aria-label={`Remove ${itemName} ${index + 1}`}>
                  Remove
                </button>
              </div>
            </li>
          );
        })}
      </ol>
      <button type="button" className={styles.secondary} onClick={() => onChange([...value, blank()])}>
        Add to {label}
      </button>
    </div>
  );
}
