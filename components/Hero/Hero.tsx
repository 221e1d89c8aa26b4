import Head from 'next/head';
import type { ReactNode } from 'react';
import type { ContentImage } from '@/lib/content/types';
import { AppLink } from '../AppLink';
import { StaticHtml } from '../StaticHtml';
import { HeroPicture } from './HeroPicture';
import styles from './Hero.module.scss';

export interface HeroProps {
  eyebrow?: string | null;
  headline: string;
  subhead: string;
  cta?: { label: string; href: string } | null;
  /** The brand's (or ad group's) picture, beside the copy on large screens. */
  image?: ContentImage | null;
  /** Trust marks under the copy. */
  marks?: ReactNode;
  /** `split`: copy and picture beside the form on large screens, on an accent band (the reskinned landing page). */
  layout?: 'stacked' | 'split';
  children?: ReactNode;
}

/** The hero's copy: the browser paints nothing before it has parsed it (see below). */
const HERO_COPY_ID = 'hero-copy';

/** The top of a landing page: copy, trust marks and the visitor's first action, beside the brand's picture. */
export function Hero({ eyebrow, headline, subhead, cta, image, marks, layout = 'stacked', children }: HeroProps) {
  const split = layout === 'split';
  // In one column (below 768 px) the picture follows the copy directly unless the first action (the zipcode form) comes between them.
  const picture = image ? <HeroPicture image={image} firstScreenInOneColumn={split || !children} /> : null;
  return (
    <div className={split ? styles.heroSplit : styles.hero}>
      <Head>
        {/* The first paint waits until the headline and its copy are parsed: a phone then never paints the banner and header alone and the copy a moment later. */}
        <link rel="expect" href={`#${HERO_COPY_ID}`} blocking="render" />
      </Head>
      <div className={picture || split ? styles.columns : styles.inner}>
        <div className={styles.copy}>
          {/* Copy and marks have nothing to do in the browser: kept as rendered, not hydrated. */}
          <StaticHtml id={HERO_COPY_ID}>
            {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
            <h1 className={styles.headline}>{headline}</h1>
            <p className={styles.subhead}>{subhead}</p>
            {marks}
            {cta ? (
              <AppLink href={cta.href} className={styles.cta}>
                {cta.label}
              </AppLink>
            ) : null}
          </StaticHtml>
          {split ? picture : children ? <div className={styles.action}>{children}</div> : null}
        </div>
        {split ? <div className={styles.panel}>{children}</div> : picture}
      </div>
    </div>
  );
}
