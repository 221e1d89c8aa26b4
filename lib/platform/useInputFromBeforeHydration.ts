import { useEffect, type RefObject } from 'react';

/**
 * What the visitor typed or chose in a part of the page before React hydrated
 * it: on a slow phone the page is on screen well before its scripts have run,
 * and the lower parts hydrate after the shell. React keeps such a value
 * through hydration without reporting it, and the next render of a controlled
 * field puts the field's state back over it (a zipcode typed early vanished
 * when the field was focused again). Once mounted, each field that differs
 * from what the server wrote is handed to `adopt`, so the state takes the
 * visitor's value instead.
 *
 * `container` is the form, or the element around the fields; a field is
 * known to `adopt` by its name.
 */
export function useInputFromBeforeHydration(container: RefObject<HTMLElement | null>, adopt: (name: string, value: string) => void) {
  useEffect(() => {
    for (const field of container.current?.querySelectorAll('input, select') ?? []) {
      if (changedBeforeHydration(field as HTMLInputElement | HTMLSelectElement)) adopt((field as HTMLInputElement).name, (field as HTMLInputElement).value);
    }
    // Once, after hydration: later values reach the state through the fields' own handlers.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

/** Whether the field differs from what the server wrote (which React leaves as the field's default). */
function changedBeforeHydration(field: HTMLInputElement | HTMLSelectElement) {
  if (field instanceof HTMLSelectElement) {
    const served = [...field.options].find((option) => option.defaultSelected) ?? field.options[0];
    return field.selectedOptions[0] !== served;
  }
  if (field.type === 'radio' || field.type === 'checkbox') return field.checked && !field.defaultChecked;
  return field.value !== field.defaultValue;
}
