import type { GetStaticPaths, GetStaticProps } from 'next';
import { AppLink } from '@/components/AppLink';
import { Hero } from '@/components/Hero';
import { PageSection } from '@/components/PageSection';
import { RichText } from '@/components/RichText';
import { getContentPage } from '@/lib/cms';
import type { ContentPage } from '@/lib/cms/types';
import { paths } from '@/lib/routing/paths';
import { isr, loadBrandContext, NOT_FOUND, onDemandPaths, pageMeta, type BrandPageProps, withPreview } from '@/lib/site/brandPage';

interface Props extends BrandPageProps {
  page: ContentPage;
}

/** Help, legal, sign-in, apply and the other informational pages of spec §2, edited in the studio. */
export default function ContentRoute({ page }: Props) {
  return (
    <>
      <Hero headline={page.title} subhead={page.lead} cta={page.cta} />
      <PageSection>
        <RichText value={page.body} />
        {page.cta ? (
          <p>
            <AppLink href={page.cta.href}>{page.cta.label}</AppLink>
          </p>
        ) : null}
      </PageSection>
    </>
  );
}

export const getStaticPaths: GetStaticPaths = onDemandPaths;

export const getStaticProps: GetStaticProps<Props> = withPreview(async ({ params }) => {
  const context = await loadBrandContext(params);
  const segments = params?.path;
  if (!context || !Array.isArray(segments)) return NOT_FOUND;
  const page = await getContentPage(segments.join('/'));
  if (!page) return NOT_FOUND;
  const { chrome } = context;
  return isr({
    chrome,
    meta: pageMeta(chrome, 'page', paths.page(page.path), { vars: { title: page.title }, override: page.seo }),
    bannerTitle: null,
    page,
  });
});
