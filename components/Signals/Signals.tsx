import Head from 'next/head';
import { useEffect, useSyncExternalStore } from 'react';
import { utmFrom, validTraceparent } from '@/lib/growth/tracking/signals';
import { days, readCookie, writeCookie } from '@/lib/platform/cookies';

const noop = () => () => undefined;
const traceparentNow = () => readCookie(document.cookie, 'traceparent');
const none = () => null;

/** Records landing signals and exposes the trace id to the page's own scripts. */
export function Signals() {
  const traceparent = useSyncExternalStore(noop, traceparentNow, none);
  useEffect(() => {
    const utm = utmFrom(window.location.search);
    if (utm) writeCookie('utm', JSON.stringify(utm), days(30));
  }, []);
  if (!validTraceparent(traceparent)) return null;
  return (
    <Head>
      <meta name="traceparent" content={traceparent} />
    </Head>
  );
}
