import type { InputHTMLAttributes, Ref, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { FieldFrame } from './FieldFrame';
import styles from './Form.module.scss';

interface Framed {
  label: string;
  error?: string;
  hint?: string;
}

export interface TextFieldProps extends Framed, Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input whose error and hint are announced with it (aria-describedby, aria-invalid). */
export function TextField({ label, error, hint, ref, className, ...input }: TextFieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} className={className}>
      {(a11y) => <input ref={ref} className={styles.input} {...a11y} {...input} />}
    </FieldFrame>
  );
}

/** A labelled multi-line text field. */
export function TextAreaField({
  label,
  error,
  hint,
  ref,
  className,
  ...textarea
}: Framed & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> & { ref?: Ref<HTMLTextAreaElement> }) {
  return (
    <FieldFrame label={label} error={error} hint={hint} className={className}>
      {(a11y) => <textarea ref={ref} className={`${styles.input} ${styles.textarea}`} {...a11y} {...textarea} />}
    </FieldFrame>
  );
}

/** A labelled choice from a short list; the first option says what to choose. */
export function SelectField({
  label,
  error,
  hint,
  ref,
  className,
  placeholder,
  options,
  ...select
}: Framed &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & {
    ref?: Ref<HTMLSelectElement>;
    placeholder: string;
    options: readonly { value: string; label: string }[];
  }) {
  return (
    <FieldFrame label={label} error={error} hint={hint} className={className}>
      {(a11y) => (
        <select ref={ref} className={styles.input} {...a11y} {...select}>
          <option value="">{placeholder}</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
