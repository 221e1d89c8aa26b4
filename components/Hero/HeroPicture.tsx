import Head from 'next/head';
import { getImageProps } from 'next/image';
import type { ContentImage } from '@/lib/content/types';
import styles from './Hero.module.scss';

/**
 * The hero's picture frame width per screen range (see Hero.module.scss), and
 * the widest file each range may get: at most twice the frame's width there,
 * so a dense phone screen never downloads a desktop-sized file.
 */
const BESIDE_COPY = { media: '(min-width: 768px)', sizes: '(min-width: 1280px) 540px, 46vw', widest: 1080 };
const ONE_COLUMN_WIDE = { media: '(min-width: 480px) and (max-width: 767.98px)', sizes: 'calc(100vw - 2rem)', widest: 828 };
const PHONE = { media: '(max-width: 479.98px)', sizes: 'calc(100vw - 2rem)', widest: 640 };

/** No frame is narrower than this: the optimizer's icon sizes below it are never wanted. */
const NARROWEST = 256;

const capped = (srcSet: string | undefined, widest: number) =>
  (srcSet ?? '')
    .split(', ')
    .filter((candidate) => {
      const width = Number(/ (\d+)w$/.exec(candidate)?.[1]);
      return width >= NARROWEST && width <= widest;
    })
    .join(', ');

/**
 * The picture served by Next's image optimizer (AVIF or WebP, as the browser
 * accepts), in a fixed 4:3 frame reserved before it arrives (no layout shift).
 * It is preloaded at high priority where it is on the first screen: beside the
 * copy from 768 px; below that, in one column, only when nothing stands between
 * it and the copy. Under the zipcode form it sits at the foot of the first
 * screen there, and fetching it early would hold back what is above, so it is
 * fetched at low priority (docs/decisions.md, "The hero picture is fetched
 * first only where it is seen first").
 */
export function HeroPicture({ image, firstScreenInOneColumn }: { image: ContentImage; firstScreenInOneColumn: boolean }) {
  const source = (range: typeof PHONE) => {
    const { props } = getImageProps({ src: image.url, alt: image.alt, fill: true, sizes: range.sizes });
    return { ...range, srcSet: capped(props.srcSet, range.widest), src: props.src };
  };
  const besideCopy = source(BESIDE_COPY);
  const wider = [besideCopy, source(ONE_COLUMN_WIDE)];
  const phone = source(PHONE);
  const preloaded = firstScreenInOneColumn ? [...wider, phone] : [besideCopy];
  return (
    <div className={styles.media}>
      <Head>
        {preloaded.map((s) => (
          <link key={s.media} rel="preload" as="image" imageSrcSet={s.srcSet} imageSizes={s.sizes} media={s.media} fetchPriority="high" />
        ))}
      </Head>
      <picture>
        {wider.map((s) => (
          <source key={s.media} media={s.media} srcSet={s.srcSet} sizes={s.sizes} />
        ))}
        <img
          src={phone.src}
          srcSet={phone.srcSet}
          sizes={phone.sizes}
          alt={image.alt}
          fetchPriority={firstScreenInOneColumn ? 'high' : 'low'}
          decoding="async"
          className={styles.image}
          style={{ objectPosition: `${Math.round(image.focus.x * 100)}% ${Math.round(image.focus.y * 100)}%` }}
        />
      </picture>
    </div>
  );
}
