import type { GetStaticPaths } from 'next';
import { Checkout } from '@/components/Checkout';
import { paths } from '@/lib/rules/paths';
import { onDemandPaths, transactionalPageProps } from '@/server/site/brandPage';

export default function CheckoutPage() {
  return <Checkout />;
}

export const getStaticPaths: GetStaticPaths = onDemandPaths;
export const getStaticProps = transactionalPageProps('Checkout', paths.checkout);
