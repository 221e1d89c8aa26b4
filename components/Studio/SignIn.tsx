import { useState } from 'react';
import { studioFetch } from '@/lib/studio/client';
import styles from './Studio.module.scss';

export function SignIn({ onSignedIn }: { onSignedIn(): void }) {
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
          await studioFetch('/api/studio/session', { method: 'POST', body: { token } });
          onSignedIn();
        } catch (e) {
          setError((e as Error).message);
        } finally {
          setBusy(false);
        }
      }}
    >
      <h1>Sign in to the studio</h1>
      <p className={styles.hint}>Use the studio sign-in token: the one printed by npm start on first start, or the one your team configured.</p>
      <label htmlFor="studio-token" className={styles.label}>
        Studio token
      </label>
      <input id="studio-token" className={styles.input} type="password" autoComplete="current-password" value={token} onChange={(e) => setToken(e.target.value)} aria-invalid={error ? true : undefined} aria-describedby={error ? 'sign-in-error' : undefined} />
      {error ? (
        <p id="sign-in-error" className={styles.errorText} role="alert">
          {error}
        </p>
      ) : null}
      <button type="submit" className={styles.primary} disabled={busy || !token}>
        {busy ? 'Signing in…' : 'Sign in'}
      </button>
    </form>
  );
}
