import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { LandingCommerce } from '@/lib/commerce/types';
import { OfferProvider } from '@/lib/commerce/offer';
import { runQuery } from '@/lib/graphql/lazy';
import { offerFixture } from '@/test/fixtures';
import { setRoute } from '@/test/routerMock';
import { DealsProvider as Deals } from './DealsContext';
import { VoucherPicker } from './VoucherPicker';

jest.mock('@/lib/graphql/lazy', () => ({ runQuery: jest.fn(), runMutation: jest.fn() }));
const query = runQuery as jest.Mock;

/** The deals view of a page whose offer is the seeded default plan, unless a test says otherwise. */
function DealsProvider({
  initial,
  children,
  offer = offerFixture(),
}: {
  initial: LandingCommerce | null;
  children: ReactNode;
  offer?: ReturnType<typeof offerFixture>;
}) {
  return (
    <OfferProvider offer={offer}>
      <Deals initial={initial}>{children}</Deals>
    </OfferProvider>
  );
}

/** What a landing page's HTML carries when it was generated with this stock. */
const withStock = (vouchers: { numHours: number; priceCents: number; remaining?: number }[]): LandingCommerce => ({
  vouchers: vouchers.map((v) => ({ remaining: 10, ...v })),
  reviews: { items: [], pageInfo: { hasPreviousPage: false, hasNextPage: false, startCursor: null, endCursor: null }, totalCount: 0 },
  trust: { averageStars: null, reviewCount: 0, cleanerCount: 0 },
});

describe('VoucherPicker', () => {
  beforeEach(() => setRoute('/deal'));

  it('selects the 3-hour option by default and links to checkout with it', () => {
    render(
      <DealsProvider initial={null}>
        <VoucherPicker scarcityThreshold={100} />
      </DealsProvider>,
    );
    expect(screen.getByRole('radio', { name: /One Bedroom/ })).toBeChecked();
    expect(screen.getByTestId('continue-to-checkout')).toHaveAttribute('href', '/checkout?pre_hours=3');
  });

  it('falls back to the second option when the 3-hour one is sold out', () => {
    render(
      <DealsProvider
        initial={withStock([
          { numHours: 2, priceCents: 900 },
          { numHours: 4, priceCents: 3900 },
          { numHours: 6, priceCents: 7900 },
        ])}
      >
        <VoucherPicker scarcityThreshold={100} />
      </DealsProvider>,
    );
    expect(screen.getByRole('radio', { name: /Two Bedroom/ })).toBeChecked();
    expect(screen.queryByRole('radio', { name: /One Bedroom/ })).not.toBeInTheDocument();
  });

  it('sends visitors to the waitlist when no vouchers are left', () => {
    render(
      <DealsProvider initial={withStock([])}>
        <VoucherPicker scarcityThreshold={100} />
      </DealsProvider>,
    );
    expect(screen.getByText('All first-cleaning vouchers have been claimed for now.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Join the waitlist' })).toHaveAttribute('href', '/waitlist');
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });

  it('shows the page’s offer as the server decided it, asks nothing, and links to checkout with the hours alone', () => {
    query.mockClear();
    setRoute('/deal?adgroupid=152718340741&discount=4', { adgroupid: '152718340741', discount: '4' });
    render(
      <DealsProvider initial={null} offer={offerFixture('FOREVERCLEAN_59_1_6_99', 1000)}>
        <VoucherPicker scarcityThreshold={100} />
      </DealsProvider>,
    );
    expect(screen.getByTestId('price-3')).toHaveTextContent('$9');
    expect(screen.getByTestId('price-2')).toHaveTextContent('$1');
    expect(screen.getByTestId('continue-to-checkout')).toHaveAttribute('href', '/checkout?pre_hours=3');
    expect(query).not.toHaveBeenCalled();
  });

  it('carries a CDN-cached page’s landing parameters to checkout, which decides the offer from them', () => {
    render(
      <DealsProvider initial={null}>
        <VoucherPicker scarcityThreshold={100} landing={{ adgroupid: '152718340741', utm_campaign: 'spring-clean' }} />
      </DealsProvider>,
    );
    expect(screen.getByTestId('continue-to-checkout')).toHaveAttribute('href', '/checkout?adgroupid=152718340741&utm_campaign=spring-clean&pre_hours=3');
  });

  it('offers the membership with its own plan’s figures', () => {
    render(
      <DealsProvider initial={null}>
        <VoucherPicker scarcityThreshold={100} membershipModel />
      </DealsProvider>,
    );
    expect(screen.getByTestId('membership-offer')).toHaveTextContent('Your first 3-hour cleaning is free');
    expect(screen.getByTestId('membership-offer')).toHaveTextContent('at $59/month');
    expect(screen.getByTestId('membership-offer')).toHaveTextContent('costs $166');
  });

  it('shows the real number of vouchers left', () => {
    sessionStorage.clear();
    render(
      <DealsProvider
        initial={withStock([
          { numHours: 3, priceCents: 1900, remaining: 7 },
          { numHours: 4, priceCents: 3900, remaining: 5 },
        ])}
      >
        <VoucherPicker scarcityThreshold={100} />
      </DealsProvider>,
    );
    expect(screen.getByTestId('scarcity')).toHaveTextContent('Only 12 vouchers left at these prices');
  });

  it('says nothing about stock while it is above content’s threshold', () => {
    render(
      <DealsProvider
        initial={withStock([
          { numHours: 3, priceCents: 1900, remaining: 400 },
          { numHours: 4, priceCents: 3900, remaining: 250 },
        ])}
      >
        <VoucherPicker scarcityThreshold={100} />
      </DealsProvider>,
    );
    expect(screen.getByTestId('scarcity')).toBeEmptyDOMElement();
  });
});
