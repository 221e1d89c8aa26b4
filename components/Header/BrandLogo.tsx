import type { PageBrand } from '@/lib/content/types';
import styles from './Header.module.scss';

/** The brand's logo with its intrinsic size (no layout shift), or its name when there is none. */
export function BrandLogo({ brand }: { brand: PageBrand }) {
  if (!brand.logo) return <span className={styles.wordmark}>{brand.appName}</span>;
  return (
    // eslint-disable-next-line @next/next/no-img-element -- brand SVG logos are tiny and sized; the image optimizer adds nothing
    <img
      src={brand.logo.url}
      width={brand.logo.width}
      height={brand.logo.height}
      alt={brand.appName}
      className={styles.logo}
      fetchPriority="high"
    />
  );
}
