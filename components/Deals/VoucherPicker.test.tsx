import { render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { setRoute } from '@/test/routerMock';
import { DealsProvider, useDeals, type DealsData } from './DealsContext';
import { VoucherPicker } from './VoucherPicker';

function WithData({ data }: { data: DealsData }) {
  const { setData } = useDeals();
  useEffect(() => setData(data), [data, setData]);
  return <VoucherPicker />;
}

const ready = (vouchers: { numHours: number; price: number; remaining?: number }[]): DealsData => ({
  status: 'ready',
  location: null,
  vouchers: vouchers.map((v) => ({ remaining: 10, ...v })),
  reviews: null,
});

describe('VoucherPicker', () => {
  beforeEach(() => setRoute('/deal'));

  it('selects the 3-hour option by default and links to checkout with it', () => {
    render(
      <DealsProvider>
        <VoucherPicker />
      </DealsProvider>,
    );
    expect(screen.getByRole('radio', { name: /One Bedroom/ })).toBeChecked();
    expect(screen.getByTestId('continue-to-checkout')).toHaveAttribute('href', '/checkout?pre_hours=3');
  });

  it('falls back to the second option when the 3-hour one is sold out', async () => {
    render(
      <DealsProvider>
        <WithData data={ready([{ numHours: 2, price: 9 }, { numHours: 4, price: 39 }, { numHours: 6, price: 79 }])} />
      </DealsProvider>,
    );
    expect(await screen.findByRole('radio', { name: /Two Bedroom/ })).toBeChecked();
    expect(screen.queryByRole('radio', { name: /One Bedroom/ })).not.toBeInTheDocument();
  });

  it('sends visitors to the waitlist when no vouchers are left', async () => {
    render(
      <DealsProvider>
        <WithData data={ready([])} />
      </DealsProvider>,
    );
    expect(await screen.findByText('All first-cleaning vouchers have been claimed for now.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Join the waitlist' })).toHaveAttribute('href', '/waitlist');
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });

  it('carries a valid landing discount to checkout', () => {
    setRoute('/deal?discount=5', { discount: '5' });
    render(
      <DealsProvider>
        <VoucherPicker />
      </DealsProvider>,
    );
    expect(screen.getByTestId('price-3')).toHaveTextContent('$14');
    expect(screen.getByTestId('continue-to-checkout')).toHaveAttribute('href', '/checkout?pre_hours=3&discount=5');
  });

  it('shows the real number of vouchers left once availability is known', async () => {
    sessionStorage.clear();
    render(
      <DealsProvider>
        <WithData data={ready([{ numHours: 3, price: 19, remaining: 7 }, { numHours: 4, price: 39, remaining: 5 }])} />
      </DealsProvider>,
    );
    const scarcity = await screen.findByTestId('scarcity');
    expect(scarcity).toHaveTextContent('Only 12 vouchers left at these prices');
  });
});
