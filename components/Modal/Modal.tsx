import { useCallback, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useFocusTrap } from '@/lib/platform/useFocusTrap';
import styles from './Modal.module.scss';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** Render the title inside the body instead of in the header bar. */
  titleInBody?: boolean;
  fullscreenOnMobile?: boolean;
  /** Dialog height in px on larger screens (default 576). */
  height?: number;
  children: ReactNode;
}

/** Reusable modal (spec §2): max width 800px, default height 576px, close button labelled 'Close modal'. */
export function Modal({ open, onClose, title, titleInBody = false, fullscreenOnMobile = false, height = 576, children }: ModalProps) {
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const close = useCallback(() => onClose(), [onClose]);
  useFocusTrap(panel, open, close);

  if (!open || typeof document === 'undefined') return null;

  const heading = (
    <h2 id={titleId} className={styles.title}>
      {title}
    </h2>
  );

  return createPortal(
    <div className={styles.root}>
      <div className={styles.backdrop} onClick={close} aria-hidden="true" />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={`${styles.panel} ${fullscreenOnMobile ? styles.fullscreenOnMobile : ''}`}
        style={{ ['--modal-height' as string]: `${height}px` }}
      >
        <div className={styles.header}>
          {titleInBody ? null : heading}
          <button type="button" className={styles.close} aria-label="Close modal" onClick={close}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div className={styles.body}>
          {titleInBody ? heading : null}
          {children}
        </div>
      </div>
    </div>,
    document.body,
  );
}
