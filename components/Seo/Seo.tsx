import Head from 'next/head';
import type { PageBrand } from '@/lib/content/types';
import type { PageMeta } from '@/lib/rules/seoMeta';
import { BRAND_ICONS, WEB_MANIFEST_PATH } from '@/lib/rules/images/brandIcons';

export function Seo({ meta, brand }: { meta: PageMeta; brand: PageBrand }) {
  const icons = `/favicons/${brand.faviconKey}`;
  const { favicon, icon32, appleTouch } = BRAND_ICONS;
  return (
    <Head>
      <title>{meta.title}</title>
      <meta name="description" content={meta.description} />
      <link rel="canonical" href={meta.canonical} />
      {meta.noindex ? <meta name="robots" content="noindex" /> : null}
      <meta property="og:site_name" content={brand.appName} />
      <meta property="og:title" content={meta.title} />
      <meta property="og:description" content={meta.description} />
      <meta property="og:url" content={meta.canonical} />
      <meta property="og:type" content="website" />
      <meta name="theme-color" content={brand.accentColor} />
      {/* Icons made from the logo are served on the brand's own host (server/site/seo/brandIcons.ts); else the static set. */}
      {brand.icons ? (
        <>
          <link rel="icon" href={favicon.path} sizes="16x16 32x32 48x48" />
          <link rel="icon" href={icon32.path} type={icon32.type} sizes="32x32" />
          <link rel="apple-touch-icon" href={appleTouch.path} />
          <link rel="manifest" href={WEB_MANIFEST_PATH} />
        </>
      ) : (
        <>
          <link rel="icon" href={`${icons}/favicon.ico`} sizes="any" />
          {brand.icoOnlyFavicon ? null : <link rel="icon" href={`${icons}/icon.svg`} type="image/svg+xml" />}
        </>
      )}
      {meta.organizationJsonLd ? <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: meta.organizationJsonLd }} /> : null}
    </Head>
  );
}
