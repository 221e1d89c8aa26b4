import Head from 'next/head';
import type { PageBrand } from '@/lib/content/types';
import type { PageMeta } from '@/lib/rules/seoMeta';

export function Seo({ meta, brand }: { meta: PageMeta; brand: PageBrand }) {
  const icons = `/favicons/${brand.faviconKey}`;
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
      <link rel="icon" href={`${icons}/favicon.ico`} sizes="any" />
      {brand.icoOnlyFavicon ? null : <link rel="icon" href={`${icons}/icon.svg`} type="image/svg+xml" />}
      {meta.organizationJsonLd ? <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: meta.organizationJsonLd }} /> : null}
    </Head>
  );
}
