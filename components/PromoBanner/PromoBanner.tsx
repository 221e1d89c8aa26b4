import type { PromoBannerCopy } from '@/lib/content/types';
import { useOfferedOptions } from '@/lib/commerce/offer';
import { bannerText } from '@/lib/rules/landing/banner';
import { defaultOption } from '@/lib/rules/plans';
import styles from './PromoBanner.module.scss';

export interface PromoBannerProps {
  copy: PromoBannerCopy;
  /** The page's own title, for the "{title} Starting At {price}" wording. */
  title?: string | null;
  membershipModel?: boolean;
}

/** Spec §1 promotional banner; the price is the default option's as this visitor pays it (the page's offer). */
export function PromoBanner({ copy, title, membershipModel = false }: PromoBannerProps) {
  const price = defaultOption(useOfferedOptions())?.priceCents ?? 0;
  const text = bannerText(copy, { priceCents: price, title, membershipModel });
  return (
    <aside className={styles.banner} aria-label="Current offer">
      <p className={styles.text}>{text}</p>
    </aside>
  );
}
