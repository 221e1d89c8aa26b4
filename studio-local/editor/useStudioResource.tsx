import { useCallback, useEffect, useRef, useState } from 'react';
import { studioFetch, StudioRequestError } from '@/studio-local/editor/client';
import styles from './Studio.module.scss';

export type StudioNotice = { tone: 'ok' | 'error'; text: string } | null;

/**
 * A studio screen's list from the API and the changes made to it: each change
 * shows busy, then a confirmation or the server's message, and reloads the
 * list; a lost session signs the studio out.
 */
export function useStudioResource<T>(url: string, pick: (body: Record<string, unknown>) => T, onSignedOut: () => void) {
  const [data, setData] = useState<T | null>(null);
  const [message, setMessage] = useState<StudioNotice>(null);
  const [busy, setBusy] = useState(false);
  const picker = useRef(pick);
  const fail = useCallback(
    (e: unknown) => (e instanceof StudioRequestError && e.status === 401 ? onSignedOut() : setMessage({ tone: 'error', text: (e as Error).message })),
    [onSignedOut],
  );
  // Only the newest load may set the list: an older answer arriving late would undo a change.
  const loads = useRef(0);
  const load = useCallback(() => {
    const mine = ++loads.current;
    studioFetch<Record<string, unknown>>(url)
      .then((body) => mine === loads.current && setData(picker.current(body)))
      .catch((e: unknown) => mine === loads.current && fail(e));
  }, [url, fail]);
  useEffect(() => {
    load();
    // Answers to a screen that has gone are dropped.
    return () => void (loads.current += 1);
  }, [load]);
  const act = useCallback(
    async (action: () => Promise<unknown>, done: string): Promise<boolean> => {
      setBusy(true);
      setMessage(null);
      try {
        await action();
        setMessage({ tone: 'ok', text: done });
        load();
        return true;
      } catch (e) {
        fail(e);
        return false;
      } finally {
        setBusy(false);
      }
    },
    [fail, load],
  );
  return { data, message, busy, act };
}

/** The confirmation (a status) or the problem (an alert) after a change. */
export function Notice({ message }: { message: StudioNotice }) {
  if (!message) return null;
  return (
    <p className={message.tone === 'ok' ? styles.ok : styles.errorBox} role={message.tone === 'ok' ? 'status' : 'alert'}>
      {message.text}
    </p>
  );
}
