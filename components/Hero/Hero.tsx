import type { ReactNode } from 'react';
import { AppLink } from '../AppLink';
import styles from './Hero.module.scss';

export interface HeroProps {
  eyebrow?: string | null;
  headline: string;
  subhead: string;
  cta?: { label: string; href: string } | null;
  children?: ReactNode;
}

export function Hero({ eyebrow, headline, subhead, cta, children }: HeroProps) {
  return (
    <div className={styles.hero}>
      <div className={styles.inner}>
        {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
        <h1 className={styles.headline}>{headline}</h1>
        <p className={styles.subhead}>{subhead}</p>
        {cta ? (
          <AppLink href={cta.href} className={styles.cta}>
            {cta.label}
          </AppLink>
        ) : null}
        {children}
      </div>
    </div>
  );
}
