import { useCallback, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { stripRequestIdPrefix } from '@/lib/rules/paymentMessage';
import { useFocusTrap } from '@/lib/platform/useFocusTrap';
import styles from './AlertDialog.module.scss';

export interface AlertDialogProps {
  open: boolean;
  onClose: () => void;
  title?: string;
  message?: string;
}

/** Spec §8: optional title and message (payment request id stripped), one button 'Ok, got it'. */
export function AlertDialog({ open, onClose, title, message }: AlertDialogProps) {
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const messageId = useId();
  const close = useCallback(() => onClose(), [onClose]);
  useFocusTrap(panel, open, close);

  if (!open || typeof document === 'undefined') return null;

  return createPortal(
    <div className={styles.root}>
      <div className={styles.backdrop} aria-hidden="true" />
      <div
        ref={panel}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={title ? titleId : undefined}
        aria-describedby={message ? messageId : undefined}
        aria-label={title ? undefined : 'Alert'}
        className={styles.panel}
      >
        {title ? (
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
        ) : null}
        {message ? (
          <p id={messageId} className={styles.message}>
            {stripRequestIdPrefix(message)}
          </p>
        ) : null}
        <button type="button" className={styles.button} onClick={close}>
          Ok, got it
        </button>
      </div>
    </div>,
    document.body,
  );
}
