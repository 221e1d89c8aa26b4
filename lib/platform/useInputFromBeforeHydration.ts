import { useEffect, useRef } from 'react';

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
 * Put the returned ref on the form, or on the element around the fields.
 */
export function useInputFromBeforeHydration<T extends HTMLElement>(adopt: (name: string, value: string) => void) {
  const ref = useRef<T>(null);
  useEffect(() => {
    for (const field of ref.current?.querySelectorAll('input') ?? []) {
      const choice = field.type === 'radio' || field.type === 'checkbox';
      if (choice ? field.checked && !field.defaultChecked : field.value !== field.defaultValue) adopt(field.name, field.value);
    }
    // Once, after hydration: later values reach the state through the fields' own handlers.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return ref;
}
