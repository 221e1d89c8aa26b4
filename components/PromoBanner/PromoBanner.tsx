import type { PromoBannerCopy } from '@/lib/content/types';
import { useGrantedDiscount } from '@/lib/commerce/landingOffer';
import { bannerText } from '@/lib/rules/landing/banner';
import { applyLandingDiscount } from '@/lib/rules/discount';
import { defaultOption, STANDARD_LADDER } from '@/lib/rules/plans';
import styles from './PromoBanner.module.scss';

export interface PromoBannerProps {
  copy: PromoBannerCopy;
  /** The page's own title, for the "{title} Starting At {price}" wording. */
  title?: string | null;
  membershipModel?: boolean;
}

/** Spec §1 promotional banner; the price is the default option's, less any landing discount. */
export function PromoBanner({ copy, title, membershipModel = false }: PromoBannerProps) {
  const discount = useGrantedDiscount();
  const base = defaultOption(STANDARD_LADDER)?.priceCents ?? 0;
  const text = bannerText(copy, { priceCents: applyLandingDiscount(base, discount), title, membershipModel });
  return (
    <aside className={styles.banner} aria-label="Current offer">
      <p className={styles.text}>{text}</p>
    </aside>
  );
}
