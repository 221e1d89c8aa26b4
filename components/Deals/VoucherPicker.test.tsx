import { render, screen, waitFor } from '@testing-library/react';
import type { LandingCommerce } from '@/lib/commerce/types';
import { runQuery } from '@/lib/graphql/lazy';
import { setRoute } from '@/test/routerMock';
import { AdGroupGrantProvider } from '@/lib/commerce/landingOffer';
import { DealsProvider } from './DealsContext';
import { VoucherPicker } from './VoucherPicker';

// The landing offer (campaign and ad-group discounts) is the server's answer; the transport is stubbed.
jest.mock('@/lib/graphql/lazy', () => ({ runQuery: jest.fn(), runMutation: jest.fn() }));
const query = runQuery as jest.Mock;

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
      <DealsProvider initial={withStock([{ numHours: 2, priceCents: 900 }, { numHours: 4, priceCents: 3900 }, { numHours: 6, priceCents: 7900 }])}>
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

  it('shows the granted discount and carries it to checkout', async () => {
    query.mockResolvedValue({ landingOffer: { campaignId: 'spring-clean', discount: 5 } });
    setRoute('/deal?utm_campaign=spring-clean&discount=5', { utm_campaign: 'spring-clean', discount: '5' });
    render(
      <DealsProvider initial={null}>
        <VoucherPicker scarcityThreshold={100} />
      </DealsProvider>,
    );
    await waitFor(() => expect(screen.getByTestId('price-3')).toHaveTextContent('$14'));
    expect(screen.getByTestId('continue-to-checkout')).toHaveAttribute('href', '/checkout?pre_hours=3&discount=5');
  });

  it('shows the page’s own ad-group discount without asking the server, capped by the URL’s discount', () => {
    query.mockClear();
    setRoute('/deal?adgroupid=152718340741&discount=4', { adgroupid: '152718340741', discount: '4' });
    render(
      <AdGroupGrantProvider adGroupId="152718340741" cents={1000}>
        <DealsProvider initial={null}>
          <VoucherPicker scarcityThreshold={100} />
        </DealsProvider>
      </AdGroupGrantProvider>,
    );
    expect(screen.getByTestId('price-3')).toHaveTextContent('$15');
    expect(query).not.toHaveBeenCalled();
  });

  it('shows the real number of vouchers left', () => {
    sessionStorage.clear();
    render(
      <DealsProvider initial={withStock([{ numHours: 3, priceCents: 1900, remaining: 7 }, { numHours: 4, priceCents: 3900, remaining: 5 }])}>
        <VoucherPicker scarcityThreshold={100} />
      </DealsProvider>,
    );
    expect(screen.getByTestId('scarcity')).toHaveTextContent('Only 12 vouchers left at these prices');
  });

  it('says nothing about stock while it is above content’s threshold', () => {
    render(
      <DealsProvider initial={withStock([{ numHours: 3, priceCents: 1900, remaining: 400 }, { numHours: 4, priceCents: 3900, remaining: 250 }])}>
        <VoucherPicker scarcityThreshold={100} />
      </DealsProvider>,
    );
    expect(screen.getByTestId('scarcity')).toBeEmptyDOMElement();
  });
});
