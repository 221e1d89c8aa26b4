import { useCallback } from 'react';
import { useForm, type FieldValues, type Path, type UseFormProps } from 'react-hook-form';

/**
 * react-hook-form with the site's one way of showing the server's field
 * messages: each on its own field, focus on the first. Messages for fields
 * the form does not have are left to the caller (returns how many it showed).
 */
export function useSiteForm<T extends FieldValues, Parsed = T>(options: UseFormProps<T, unknown, Parsed> & { defaultValues: T }) {
  const form = useForm<T, unknown, Parsed>(options);
  const { setError } = form;
  const fields = Object.keys(options.defaultValues);
  const showFieldErrors = useCallback(
    (errors: readonly { field: string; message: string }[]) => {
      const shown = errors.filter((e) => fields.includes(e.field));
      shown.forEach((e, i) => setError(e.field as Path<T>, { message: e.message }, { shouldFocus: i === 0 }));
      return shown.length;
    },
    // The field names are fixed for a form's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [setError],
  );
  return { ...form, showFieldErrors };
}
