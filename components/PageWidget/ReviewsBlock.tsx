import type { LandingCommerce } from '@/lib/commerce/types';
import { DealsProvider, Reviews } from '../Deals';

/** Every public review with the four sorts and paging; the first page arrives in the HTML. */
export default function ReviewsBlock({ commerce }: { commerce: LandingCommerce | null }) {
  return (
    <section aria-label="Customer reviews">
      <DealsProvider initial={commerce}>
        <Reviews />
      </DealsProvider>
    </section>
  );
}
