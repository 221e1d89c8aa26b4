import styles from '../editor/Studio.module.scss';

/** The row of pressed/unpressed buttons that picks which of a list's statuses is shown (inbox, review moderation). */
export function StatusTabs<S extends string>({
  label,
  labels,
  current,
  onChange,
}: {
  /** What the group chooses, for screen readers ("Show tickets"). */
  label: string;
  labels: Record<S, string>;
  current: S;
  onChange(next: S): void;
}) {
  return (
    <div className={styles.actions} role="group" aria-label={label}>
      {(Object.keys(labels) as S[]).map((s) => (
        <button key={s} type="button" className={current === s ? styles.primary : styles.secondary} aria-pressed={current === s} onClick={() => onChange(s)}>
          {labels[s]}
        </button>
      ))}
    </div>
  );
}
