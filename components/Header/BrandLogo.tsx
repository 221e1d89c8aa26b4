import type { PageBrand } from '@/lib/content/types';
import styles from './Header.module.scss';

/**
 * The brand's logo with its intrinsic size (no layout shift), or its name when
 * there is none. It is fetched at low priority: what a visitor reads and acts
 * on first is the copy and the zipcode form, and on a slow connection a logo
 * fetched first holds them back (docs/decisions.md, "Pictures never go before
 * the first screen's words").
 */
export function BrandLogo({ brand }: { brand: PageBrand }) {
  if (!brand.logo) return <span className={styles.wordmark}>{brand.appName}</span>;
  return (
    // eslint-disable-next-line @next/next/no-img-element -- brand SVG logos are tiny and sized; the image optimizer adds nothing
    <img src={brand.logo.url} width={brand.logo.width} height={brand.logo.height} alt={brand.appName} className={styles.logo} fetchPriority="low" />
  );
}
