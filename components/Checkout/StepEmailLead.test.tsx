import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emptySession } from '@/lib/commerce/checkoutSession';
import { runMutation, runQuery } from '@/lib/graphql/lazy';
import { checkoutPlanFixture } from '@/test/fixtures';
import { StepEmailLead } from './StepEmailLead';

jest.mock('@/lib/graphql/lazy', () => ({ ...jest.requireActual('@/lib/graphql/lazy'), runMutation: jest.fn(), runQuery: jest.fn() }));
const mutate = runMutation as jest.Mock;
const query = runQuery as jest.Mock;

const plan = checkoutPlanFixture;

describe('StepEmailLead', () => {
  it('quotes any email alike and moves on: whether it may buy a first cleaning is told only at payment', async () => {
    mutate.mockResolvedValue({ registerLead: { success: true, message: null, fieldErrors: [] } });
    query.mockResolvedValue({
      voucherPriceAndIntent: {
        __typename: 'VoucherPriceQuote',
        intent: 'pi_1',
        price: 20.09,
        priceBeforeSalesTax: 19,
        salesTaxDollars: 1.09,
        numHours: 3,
        expiresAt: new Date(Date.now() + 30 * 60_000).toISOString(),
        summary: { lines: [{ label: '3-hour cleaning voucher', amount: 19 }], total: 20.09, membership: null, terms: [] },
      },
    });
    const onQuoted = jest.fn();
    const user = userEvent.setup();
    render(<StepEmailLead plan={plan} session={{ ...emptySession(), hours: 3 }} onBack={() => undefined} onQuoted={onQuoted} />);
    await user.type(screen.getByLabelText('Email'), 'jane@example.com');
    await user.type(screen.getByLabelText('Zipcode'), '43206');
    await user.click(screen.getByRole('button', { name: 'See my price' }));

    await waitFor(() => expect(onQuoted).toHaveBeenCalled());
    expect(query.mock.calls[0]?.[1]).toMatchObject({ email: 'jane@example.com' });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onQuoted).toHaveBeenCalledWith(
      expect.objectContaining({ email: 'jane@example.com', zipcode: '43206', quote: expect.objectContaining({ intent: 'pi_1', priceCents: 2009 }) }),
    );
  });
});
