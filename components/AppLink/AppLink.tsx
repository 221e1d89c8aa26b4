import Link from 'next/link';
import { useRouter } from 'next/router';
import type { ComponentPropsWithoutRef } from 'react';
import { resolveHref } from '@/lib/routing/resolveHref';

type Props = Omit<ComponentPropsWithoutRef<typeof Link>, 'href' | 'prefetch'> & { href: string };

/** The site's link: ?query and #hash hrefs stay on the current page; prefetching is off (spec §2). */
export function AppLink({ href, ...rest }: Props) {
  const router = useRouter();
  return <Link href={resolveHref(href, router?.asPath ?? '/')} prefetch={false} {...rest} />;
}
