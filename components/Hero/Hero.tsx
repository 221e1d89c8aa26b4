import type { ReactNode } from 'react';
import { AppLink } from '../AppLink';
import styles from './Hero.module.scss';

export interface HeroProps {
  eyebrow?: string | null;
  headline: string;
  subhead: string;
  cta?: { label: string; href: string } | null;
  /** `split`: copy beside the form on large screens (the reskinned landing page). */
  layout?: 'stacked' | 'split';
  children?: ReactNode;
}

export function Hero({ eyebrow, headline, subhead, cta, layout = 'stacked', children }: HeroProps) {
  const split = layout === 'split';
  return (
    <div className={split ? styles.heroSplit : styles.hero}>
      <div className={split ? styles.innerSplit : styles.inner}>
        <div>
          {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
          <h1 className={styles.headline}>{headline}</h1>
          <p className={styles.subhead}>{subhead}</p>
          {cta ? (
            <AppLink href={cta.href} className={styles.cta}>
              {cta.label}
            </AppLink>
          ) : null}
        </div>
        {children ? <div className={split ? styles.panel : undefined}>{children}</div> : null}
      </div>
    </div>
  );
}
