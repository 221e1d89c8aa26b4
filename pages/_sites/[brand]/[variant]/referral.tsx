import type { GetStaticPaths } from 'next';
import { PageSection } from '@/components/PageSection';
import { ReferralWelcome } from '@/components/Referral';
import { paths } from '@/lib/routing/paths';
import { onDemandPaths, transactionalPageProps } from '@/lib/site/brandPage';

export default function ReferralPage() {
  return (
    <PageSection>
      <h1>You’ve been invited</h1>
      <ReferralWelcome />
    </PageSection>
  );
}

export const getStaticPaths: GetStaticPaths = onDemandPaths;
export const getStaticProps = transactionalPageProps('Your invitation', paths.deal);
