import Head from 'next/head';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { useEffect, useState } from 'react';
import { documentTypes, singletonTypes } from '@/cms-schema';
import { studioFetch } from '@/lib/studio/client';
import { DocumentEditor } from './DocumentEditor';
import { DocumentList } from './DocumentList';
import { FunnelView } from './FunnelView';
import { InboxView } from './InboxView';
import { OutboxView } from './OutboxView';
import { SignIn } from './SignIn';
import styles from './Studio.module.scss';

const NAV = [...documentTypes, ...singletonTypes].map((t) => ({ name: t.name, title: t.title, singleton: t.singleton === true }));
/** Screens that are not content types. */
const VIEWS = [
  { name: 'funnel', title: 'Funnel' },
  { name: 'inbox', title: 'Inbox' },
  { name: 'outbox', title: 'Outbox' },
] as const;

/** The built-in studio: /studio, /studio/{type}, /studio/{type}/{id}. */
export function StudioApp() {
  const router = useRouter();
  const [signedIn, setSignedIn] = useState<boolean | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const parts = Array.isArray(router.query.path) ? router.query.path : [];
  const [type, id] = parts;

  useEffect(() => {
    studioFetch<{ signedIn: boolean }>('/api/studio/session')
      .then((r) => setSignedIn(r.signedIn))
      .catch((e: Error) => {
        setProblem(e.message);
        setSignedIn(false);
      });
  }, []);

  const title = 'Content studio';
  return (
    <div className={styles.studio}>
      <Head>
        <title>{title}</title>
        <meta name="robots" content="noindex, nofollow" />
      </Head>
      <header className={styles.topBar}>
        <Link href="/studio" className={styles.brand} prefetch={false}>
          {title}
        </Link>
        {signedIn ? (
          <button
            type="button"
            className={styles.linkButton}
            onClick={async () => {
              await studioFetch('/api/studio/session', { method: 'DELETE' }).catch(() => undefined);
              setSignedIn(false);
            }}
          >
            Sign out
          </button>
        ) : null}
      </header>
      {signedIn === null ? (
        <p className={styles.main} role="status">
          Loading…
        </p>
      ) : !signedIn ? (
        <main className={styles.main}>
          {problem ? <p role="alert">{problem}</p> : null}
          <SignIn onSignedIn={() => setSignedIn(true)} />
        </main>
      ) : (
        <div className={styles.layout}>
          <nav aria-label="Content types" className={styles.nav}>
            <ul>
              {NAV.map((t) => (
                <li key={t.name}>
                  <Link href={t.singleton ? `/studio/${t.name}/${t.name}` : `/studio/${t.name}`} prefetch={false} aria-current={type === t.name ? 'page' : undefined}>
                    {t.title}
                  </Link>
                </li>
              ))}
              {VIEWS.map((view) => (
                <li key={view.name}>
                  <Link href={`/studio/${view.name}`} prefetch={false} aria-current={type === view.name ? 'page' : undefined}>
                    {view.title}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <main className={styles.main}>
            {!type ? (
              <>
                <h1>Content</h1>
                <p>Choose a content type. Changes are saved as drafts; publishing puts them on every brand’s site within seconds.</p>
              </>
            ) : type === 'funnel' ? (
              <FunnelView onSignedOut={() => setSignedIn(false)} />
            ) : type === 'inbox' ? (
              <InboxView onSignedOut={() => setSignedIn(false)} />
            ) : type === 'outbox' ? (
              <OutboxView onSignedOut={() => setSignedIn(false)} />
            ) : id ? (
              <DocumentEditor key={`${type}/${id}`} type={type} id={id} onSignedOut={() => setSignedIn(false)} />
            ) : (
              <DocumentList key={type} type={type} onSignedOut={() => setSignedIn(false)} />
            )}
          </main>
        </div>
      )}
    </div>
  );
}
