import { useState, useSyncExternalStore, type ElementType, type HTMLAttributes, type ReactNode } from 'react';

const noSubscription = () => () => undefined;

/**
 * True while React hydrates server HTML (it reads the server snapshot then),
 * false in any render made in the browser (a client-side navigation, a test).
 */
const useHydrating = () =>
  useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );

/**
 * Content with nothing to do in the browser (links, copy, lists), rendered on
 * the server and left as it is when the page hydrates: React adopts the
 * element but not its children, so their hydration costs nothing on a phone's
 * main thread. Links inside work as plain links. Anything mounted later (a
 * client-side navigation) renders normally.
 */
export function StaticHtml({
  as: Tag = 'div',
  children,
  ...attributes
}: { as?: ElementType; children: ReactNode } & HTMLAttributes<HTMLElement> & { 'data-testid'?: string }) {
  // Decided once, at mount: the server's HTML stays, and an empty inner HTML that never changes is never written to it.
  const [keepServerHtml] = useState(useHydrating() && typeof window !== 'undefined');
  if (keepServerHtml) return <Tag {...attributes} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: '' }} />;
  return <Tag {...attributes}>{children}</Tag>;
}
