import type { GetStaticPaths, GetStaticProps } from 'next';
import { AppLink } from '@/components/AppLink';
import { Hero } from '@/components/Hero';
import { PageSection } from '@/components/PageSection';
import { PageWidget } from '@/components/PageWidget';
import { RichText } from '@/components/RichText';
import { getContentPage } from '@/server/content';
import type { LandingCommerce } from '@/lib/commerce/types';
import type { ContentPage } from '@/lib/content/types';
import { landingCommerce } from '@/server/site/landingCommerce';
import { commerceIsr } from '@/server/site/landingProps';
import { paths } from '@/lib/rules/paths';
import { isr, loadBrandContext, NOT_FOUND, onDemandPaths, pageMeta, type BrandPageProps, withPreview } from '@/server/site/brandPage';

interface Props extends BrandPageProps {
  page: ContentPage;
  /** The first page of reviews and stock, for a page that shows reviews; null otherwise. */
  commerce: LandingCommerce | null;
}

/** Pages that exist for their form (sign in, the account, booking, contact, opting out): the form comes first, on a phone's first screen, and the copy explains it below. */
const TASK_FIRST: ReadonlySet<string> = new Set(['signIn', 'customerArea', 'redeem', 'memberBooking', 'contact', 'privacyOptOut']);

/** Help, legal, sign-in, apply and the other informational pages of spec §2, edited in the studio. */
export default function ContentRoute({ page, chrome, commerce }: Props) {
  const widget = <PageWidget widget={page.widget} brand={chrome.brand} commerce={commerce} company={chrome.company} />;
  const taskFirst = page.widget !== null && TASK_FIRST.has(page.widget);
  return (
    <>
      <Hero headline={page.title} subhead={page.lead} cta={taskFirst ? null : page.cta} />
      <PageSection>
        {taskFirst ? widget : null}
        <RichText value={page.body} />
        {taskFirst ? null : widget}
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
  const props: Props = {
    chrome,
    meta: pageMeta(context, 'page', paths.page(page.path), { vars: { title: page.title }, override: page.seo }),
    bannerTitle: null,
    page,
    commerce: null,
  };
  if (page.widget !== 'reviews') return isr(props);
  // A reviews page carries the newest reviews in its HTML and is regenerated as often as the landing pages.
  const commerce = await landingCommerce();
  return commerceIsr({ ...props, commerce }, commerce);
});
