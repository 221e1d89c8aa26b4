import { useSyncExternalStore } from 'react';
import type { NavLink } from '@/lib/content/types';
import { paths } from '@/lib/rules/paths';
import { SIGNED_IN_COOKIE } from '@/lib/rules/signedIn';

const noSubscription = () => () => undefined;

/**
 * The header's account link: "Your account" for a signed-in customer (the `signed_in` marker their sign-in set),
 * else the navigation's sign-in link. Pages are static, so the server renders the sign-in link and a signed-in
 * browser swaps it when it hydrates.
 */
export function useAccountLink(signIn: NavLink): NavLink {
  const signedIn = useSyncExternalStore(
    noSubscription,
    // A plain match, not the cookie parser: this runs on every landing page, whose JavaScript has a budget.
    () => document.cookie.split(/;\s*/).includes(`${SIGNED_IN_COOKIE}=1`),
    () => false,
  );
  return signedIn ? { label: 'Your account', href: paths.customer } : signIn;
}
