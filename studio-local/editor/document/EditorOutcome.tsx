import styles from '../Studio.module.scss';
import type { EditorMessage } from './useEditorFeedback';

/** The last step's outcome; a conflict offers Reload, and problems of the whole document are listed under it. */
export function EditorOutcome({ message, documentProblems, onReload }: { message: EditorMessage | null; documentProblems: string[]; onReload(): void }) {
  if (!message) return null;
  return (
    <div className={message.tone === 'ok' ? styles.ok : styles.errorBox} role={message.tone === 'ok' ? 'status' : 'alert'}>
      {message.text}{' '}
      {message.conflict ? (
        <button type="button" className={styles.linkButton} onClick={onReload}>
          Reload
        </button>
      ) : null}
      {documentProblems.length ? (
        <ul data-testid="document-problems">
          {documentProblems.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
