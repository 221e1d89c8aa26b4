import Head from 'next/head';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { useCallback, useEffect, useState } from 'react';
import { documentTypes, isSingleton, singletonTypes } from '@/cms-schema';
import { studioFetch } from '@/studio-local/editor/client';
import { mayUse, type StudioArea } from '@/lib/rules/studioRoles';
import { ChangesView } from '../backoffice/ChangesView';
import { ExperimentsView } from '../backoffice/ExperimentsView';
import { DocumentEditor } from './DocumentEditor';
import { DocumentList } from './DocumentList';
import { FunnelView } from '../backoffice/FunnelView';
import { InboxView } from '../backoffice/InboxView';
import { ReviewsView } from '../backoffice/ReviewsView';
import { JobsView } from '../backoffice/JobsView';
import { OutboxView } from '../backoffice/OutboxView';
import { PeopleView } from '../backoffice/PeopleView';
import { AdGroupCoverageView } from '../backoffice/AdGroupCoverageView';
import { FieldSpeedView } from '../backoffice/FieldSpeedView';
import { SchedulesView } from './ScheduleSection';
import { LinkSignIn, SignIn } from './SignIn';
import styles from './Studio.module.scss';
import { StudioUserContext, type StudioUserView } from './studioUser';

const NAV = [...documentTypes, ...singletonTypes].map((t) => ({ name: t.name, title: t.title ?? t.name, singleton: isSingleton(t) }));
/** Screens that are not content types, each shown to the roles that may use it. */
type View = { name: string; title: string; area: StudioArea };
const VIEWS: View[] = [
  { name: 'schedules', title: 'Schedules', area: 'content' },
  { name: 'funnel', title: 'Funnel', area: 'funnel' },
  { name: 'experiments', title: 'Experiment results', area: 'experiments' },
  { name: 'ad-groups', title: 'Ad-group coverage', area: 'funnel' },
  { name: 'field-speed', title: 'Field speed', area: 'funnel' },
  { name: 'inbox', title: 'Inbox', area: 'inbox' },
  { name: 'reviews', title: 'Reviews to check', area: 'inbox' },
  { name: 'outbox', title: 'Outbox', area: 'outbox' },
  { name: 'people', title: 'People', area: 'people' },
  { name: 'changes', title: 'Recent changes', area: 'changes' },
  { name: 'jobs', title: 'Jobs', area: 'jobs' },
];

type Session = { signedIn: boolean; user: StudioUserView | null; setupNeeded?: boolean };

/** The built-in studio: /studio, /studio/{type}, /studio/{type}/{id}. */
export function StudioApp() {
  const router = useRouter();
  const [session, setSession] = useState<Session | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const parts = Array.isArray(router.query.path) ? router.query.path : [];
  const [type, id] = parts;
  const linkToken = type === 'sign-in' && typeof router.query.token === 'string' ? router.query.token : null;

  useEffect(() => {
    studioFetch<Session>('/api/studio/session')
      .then(setSession)
      .catch((e: Error) => {
        setProblem(e.message);
        setSession({ signedIn: false, user: null });
      });
  }, []);

  const signedOut = useCallback(() => setSession({ signedIn: false, user: null }), []);
  const signedIn = useCallback(
    (user: StudioUserView) => {
      setSession({ signedIn: true, user });
      if (type === 'sign-in') void router.replace('/studio');
    },
    [router, type],
  );

  const title = 'Content studio';
  const user = session?.signedIn ? session.user : null;
  const views = user ? VIEWS.filter((v) => mayUse(user.role, v.area)) : [];
  const showsContent = user ? mayUse(user.role, 'content') : false;
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
        {user ? (
          <span className={styles.who}>
            <span data-testid="signed-in-as">
              {user.email} · {user.role}
            </span>
            <button
              type="button"
              className={styles.linkButton}
              onClick={async () => {
                await studioFetch('/api/studio/session', { method: 'DELETE' }).catch(() => undefined);
                signedOut();
              }}
            >
              Sign out
            </button>
          </span>
        ) : null}
      </header>
      {session === null || (!router.isReady && !user) ? (
        <p className={styles.main} role="status">
          Loading…
        </p>
      ) : !user ? (
        <main className={styles.main}>
          {problem ? <p role="alert">{problem}</p> : null}
          {linkToken ? <LinkSignIn token={linkToken} onSignedIn={signedIn} /> : <SignIn setupNeeded={session.setupNeeded === true} onSignedIn={signedIn} />}
        </main>
      ) : (
        <StudioUserContext.Provider value={user}>
          <div className={styles.layout}>
            <nav aria-label="Studio sections" className={styles.nav}>
              <ul>
                {showsContent
                  ? NAV.map((t) => (
                      <li key={t.name}>
                        <Link
                          href={t.singleton ? `/studio/${t.name}/${t.name}` : `/studio/${t.name}`}
                          prefetch={false}
                          aria-current={type === t.name ? 'page' : undefined}
                        >
                          {t.title}
                        </Link>
                      </li>
                    ))
                  : null}
                {views.map((view) => (
                  <li key={view.name}>
                    <Link href={`/studio/${view.name}`} prefetch={false} aria-current={type === view.name ? 'page' : undefined}>
                      {view.title}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
            <main className={styles.main}>
              <StudioScreen type={type} id={id} showsContent={showsContent} views={views} onSignedOut={signedOut} />
            </main>
          </div>
        </StudioUserContext.Provider>
      )}
    </div>
  );
}

/** The screen for /studio/{type}/{id}, among those the role may use. */
function StudioScreen({
  type,
  id,
  showsContent,
  views,
  onSignedOut,
}: {
  type?: string;
  id?: string;
  showsContent: boolean;
  views: View[];
  onSignedOut(): void;
}) {
  if (!type || type === 'sign-in') {
    return showsContent ? (
      <>
        <h1>Content</h1>
        <p>Choose a content type. Changes are saved as drafts; publishing puts them on every brand’s site within seconds.</p>
      </>
    ) : (
      <>
        <h1>Welcome</h1>
        <p>
          Your role reads the funnel and the experiments: choose Funnel to see how visitors move from landing to purchase, or Experiment results to see how each
          experiment is doing.
        </p>
      </>
    );
  }
  const view = views.find((v) => v.name === type);
  if (view?.name === 'schedules') return <SchedulesView onSignedOut={onSignedOut} />;
  if (view?.name === 'funnel') return <FunnelView onSignedOut={onSignedOut} />;
  if (view?.name === 'experiments') return <ExperimentsView experimentKey={id} onSignedOut={onSignedOut} />;
  if (view?.name === 'inbox') return <InboxView onSignedOut={onSignedOut} />;
  if (view?.name === 'reviews') return <ReviewsView onSignedOut={onSignedOut} />;
  if (view?.name === 'outbox') return <OutboxView onSignedOut={onSignedOut} />;
  if (view?.name === 'people') return <PeopleView onSignedOut={onSignedOut} />;
  if (view?.name === 'changes') return <ChangesView onSignedOut={onSignedOut} />;
  if (view?.name === 'jobs') return <JobsView onSignedOut={onSignedOut} />;
  if (view?.name === 'ad-groups') return <AdGroupCoverageView onSignedOut={onSignedOut} />;
  if (view?.name === 'field-speed') return <FieldSpeedView onSignedOut={onSignedOut} />;
  if (!showsContent || VIEWS.some((v) => v.name === type))
    return <p role="alert">Your role cannot use this part of the studio. Ask an admin if you need it.</p>;
  return id ? (
    <DocumentEditor key={`${type}/${id}`} type={type} id={id} onSignedOut={onSignedOut} />
  ) : (
    <DocumentList key={type} type={type} onSignedOut={onSignedOut} />
  );
}
