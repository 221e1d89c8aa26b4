import { useRouter } from 'next/router';
import type { ComponentPropsWithoutRef, MouseEvent } from 'react';
import { resolveHref } from '@/lib/rules/links';
import { visitSettled } from '@/lib/platform/visit';

type Props = Omit<ComponentPropsWithoutRef<'a'>, 'href'> & { href: string };

/** A same-site path ("/help", "/deal#pricing"), not another origin or scheme. */
const isSitePath = (href: string) => href.startsWith('/') && !href.startsWith('//');

/** A plain left click that the browser would handle in this tab. */
function plainClick(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  return (
    !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey && (!target || target === '_self')
  );
}

/**
 * The site's link (spec §2): ?query and #hash hrefs stay on the current page,
 * and nothing is prefetched, not even on hover (next/link still prefetches on
 * hover with prefetch={false}). Same-site clicks navigate client-side, once
 * a first visit's cookies are set (lib/platform/visit.ts): the next page is
 * decided by the offer this one showed, not by a visit with none. Every other
 * click (new tab, other origins) is the browser's.
 */
export function AppLink({ href, onClick, target, ...rest }: Props) {
  const router = useRouter();
  const resolved = resolveHref(href, router?.asPath ?? '/');
  return (
    <a
      {...rest}
      href={resolved}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (!router || !isSitePath(resolved) || !plainClick(event, target)) return;
        event.preventDefault();
        void visitSettled().then(() => router.push(resolved));
      }}
    />
  );
}
