import type { GetStaticPaths } from 'next';
import { PageSection } from '@/components/PageSection';
import { WaitlistForm } from '@/components/Waitlist';
import { paths } from '@/lib/rules/paths';
import { onDemandPaths, transactionalPageProps } from '@/server/site/brandPage';

export default function WaitlistPage() {
  return (
    <PageSection>
      <h1>Join the voucher waitlist</h1>
      <p>First-cleaning vouchers are released in batches. Leave your email and we’ll let you know as soon as new ones are available.</p>
      <WaitlistForm />
    </PageSection>
  );
}

export const getStaticPaths: GetStaticPaths = onDemandPaths;
export const getStaticProps = transactionalPageProps('Voucher waitlist', paths.waitlist);
