import type { ReactNode } from 'react';
import styles from './PageSection.module.scss';

/** A titled band of the page inside the content container. */
export function PageSection({ id, title, tone = 'plain', children }: { id?: string; title?: string; tone?: 'plain' | 'alt'; children: ReactNode }) {
  const headingId = id ? `${id}-title` : undefined;
  return (
    <section id={id} aria-labelledby={title ? headingId : undefined} className={tone === 'alt' ? styles.alt : styles.plain}>
      <div className={styles.inner}>
        {title ? (
          <h2 id={headingId} className={styles.title}>
            {title}
          </h2>
        ) : null}
        {children}
      </div>
    </section>
  );
}
