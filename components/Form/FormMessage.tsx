import type { ReactNode } from 'react';
import styles from './Form.module.scss';

/** A form-level message: errors are announced assertively, confirmations politely. */
export function FormMessage({ tone, children }: { tone: 'error' | 'success' | 'info'; children: ReactNode }) {
  return (
    <div className={tone === 'error' ? styles['error-box'] : styles[tone]} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
