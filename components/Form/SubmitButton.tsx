import type { ButtonHTMLAttributes, ReactNode } from 'react';
import styles from './Form.module.scss';

/** The primary action; while busy it stays in place, says why, and cannot be pressed again. */
export function SubmitButton({
  busy,
  busyLabel,
  children,
  ...button
}: ButtonHTMLAttributes<HTMLButtonElement> & { busy?: boolean; busyLabel?: string; children: ReactNode }) {
  return (
    <button type="submit" className={styles.submit} disabled={busy || button.disabled} aria-busy={busy || undefined} {...button}>
      {busy ? (busyLabel ?? 'Please wait…') : children}
    </button>
  );
}
