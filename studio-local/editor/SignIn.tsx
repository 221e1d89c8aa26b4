import { useEffect, useRef, useState } from 'react';
import { studioFetch } from '@/studio-local/editor/client';
import styles from './Studio.module.scss';
import type { StudioUserView } from './studioUser';

type Signed = (user: StudioUserView) => void;

/** Everyone signs in with their work email: the studio emails a one-time link. */
function EmailSignIn() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <form
      className={styles.signIn}
      noValidate
      onSubmit={async (event) => {
        event.preventDefault();
        setBusy(true);
        setError(null);
        try {
          const answer = await studioFetch<{ message: string }>('/api/studio/session', { method: 'POST', body: { email } });
          setSent(answer.message);
        } catch (e) {
          setError((e as Error).message);
        } finally {
          setBusy(false);
        }
      }}
    >
      <h1>Sign in to the content studio</h1>
      <p className={styles.hint}>Enter your work email and we’ll send you a sign-in link. No password needed.</p>
      <label htmlFor="studio-email" className={styles.label}>
        Work email
      </label>
      <input
        id="studio-email"
        className={styles.input}
        type="email"
        autoComplete="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'sign-in-error' : undefined}
      />
      {error ? (
        <p id="sign-in-error" className={styles.errorText} role="alert">
          {error}
        </p>
      ) : null}
      {sent ? (
        <p className={styles.ok} role="status">
          {sent} No email? Ask your studio admin to check you have access.
        </p>
      ) : null}
      <button type="submit" className={styles.primary} disabled={busy || !email}>
        {busy ? 'Sending…' : sent ? 'Send another link' : 'Email me a sign-in link'}
      </button>
    </form>
  );
}

/** The very first sign-in: the setup token from whoever installed the site makes its first admin. */
function FirstAdmin({ onSignedIn }: { onSignedIn: Signed }) {
  const [email, setEmail] = useState('');
  const [token, setToken] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <form
      className={styles.signIn}
      onSubmit={async (event) => {
        event.preventDefault();
        setBusy(true);
        setError(null);
        try {
          const answer = await studioFetch<{ user: StudioUserView }>('/api/studio/session', { method: 'POST', body: { email, token } });
          onSignedIn(answer.user);
        } catch (e) {
          setError((e as Error).message);
        } finally {
          setBusy(false);
        }
      }}
    >
      <h1>Set up the content studio</h1>
      <p className={styles.hint}>
        Nobody has access yet. Enter your work email and the setup token you were given with the site: you become its first admin, and invite your team from
        People.
      </p>
      <label htmlFor="studio-admin-email" className={styles.label}>
        Your work email
      </label>
      <input id="studio-admin-email" className={styles.input} type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
      <label htmlFor="studio-token" className={styles.label}>
        Setup token
      </label>
      <input
        id="studio-token"
        className={styles.input}
        type="password"
        autoComplete="off"
        value={token}
        onChange={(e) => setToken(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'setup-error' : undefined}
      />
      {error ? (
        <p id="setup-error" className={styles.errorText} role="alert">
          {error}
        </p>
      ) : null}
      <button type="submit" className={styles.primary} disabled={busy || !email || !token}>
        {busy ? 'Setting up…' : 'Become the first admin'}
      </button>
    </form>
  );
}

export function SignIn({ setupNeeded, onSignedIn }: { setupNeeded: boolean; onSignedIn: Signed }) {
  return setupNeeded ? <FirstAdmin onSignedIn={onSignedIn} /> : <EmailSignIn />;
}

/** /studio/sign-in?token=…: the emailed link. Signing in is a POST the page makes, so a mail scanner that only fetches the link uses nothing up. */
export function LinkSignIn({ token, onSignedIn }: { token: string; onSignedIn: Signed }) {
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    studioFetch<{ user: StudioUserView }>('/api/studio/session', { method: 'POST', body: { link: token } })
      .then((answer) => onSignedIn(answer.user))
      .catch((e: Error) => setError(e.message));
  }, [token, onSignedIn]);
  return error ? (
    <>
      <p className={styles.errorBox} role="alert">
        {error}
      </p>
      <EmailSignIn />
    </>
  ) : (
    <p role="status">Signing you in…</p>
  );
}
