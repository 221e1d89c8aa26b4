import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emptySession } from '@/lib/commerce/checkoutSession';
import { runMutation } from '@/lib/graphql/lazy';
import { router, setRoute } from '@/test/routerMock';
import { TEST_PAYMENTS } from '@/lib/commerce/types';
import { checkoutPlanFixture, orderSummaryFixture } from '@/test/fixtures';
import { StepPayment } from './StepPayment';

jest.mock('@/lib/graphql/lazy', () => ({ ...jest.requireActual('@/lib/graphql/lazy'), runMutation: jest.fn() }));
const mockTokenize = jest.fn();
jest.mock('@/lib/commerce/tokenize', () => ({ ...jest.requireActual('@/lib/commerce/tokenize'), testCardSource: () => ({ token: mockTokenize }) }));
const tokenize = mockTokenize;
const mutate = runMutation as jest.Mock;

const plan = checkoutPlanFixture;
const session = {
  ...emptySession(),
  hours: 3,
  email: 'jane@example.com',
  zipcode: '43206',
  quote: {
    intent: 'pi_1',
    priceCents: 2009,
    priceBeforeTaxCents: 1900,
    salesTaxCents: 109,
    numHours: 3,
    expiresAt: new Date(Date.now() + 30 * 60_000).toISOString(),
    summary: orderSummaryFixture,
  },
};

async function fillAndPay(card = '4242424242424242') {
  const user = userEvent.setup();
  render(<StepPayment plan={plan} session={session} payments={TEST_PAYMENTS} onBack={() => undefined} />);
  await user.type(screen.getByLabelText('Card number'), card);
  await user.type(screen.getByLabelText('Expiration (MM/YY)'), '12/39');
  await user.type(screen.getByLabelText('Security code'), '123');
  await user.type(screen.getByLabelText('Phone'), '6145550100');
  return user;
}

describe('StepPayment', () => {
  beforeEach(() => {
    mutate.mockReset();
    tokenize.mockReset();
    router.push.mockClear();
    setRoute('/checkout?step=3', { step: '3' });
  });

  it('shows the order total and pays once however often it is pressed', async () => {
    let finish: (value: unknown) => void = () => undefined;
    tokenize.mockResolvedValue({ ok: true, token: 'tok_test_1' });
    mutate.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    const user = await fillAndPay();
    expect(screen.getByTestId('order-total')).toHaveTextContent('$20.09');
    const pay = screen.getByRole('button', { name: 'Pay $20.09' });
    await user.click(pay);
    await user.click(pay);
    await user.dblClick(pay);
    finish({
      purchaseVoucher: {
        success: true,
        message: null,
        fieldErrors: [],
        voucherPurchaseDetails: { code: 'HC-ABCDE-FGHJK', estimatedLtv: 314, redirect: null, isNewCustomer: true },
        customer: null,
      },
    });
    await screen.findByRole('button', { name: 'Processing payment…' });
    expect(mutate).toHaveBeenCalledTimes(1);
    expect(mutate.mock.calls[0]?.[1]).toMatchObject({
      input: { intent: 'pi_1', paymentToken: 'tok_test_1', hours: 3, phone: '6145550100', email: 'jane@example.com' },
    });
    expect(JSON.stringify(mutate.mock.calls[0])).not.toContain('4242424242424242');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(router.push).toHaveBeenCalledWith('/survey?code=HC-ABCDE-FGHJK');
  });

  it('shows a decline in the alert dialog without the request id', async () => {
    tokenize.mockResolvedValue({ ok: true, token: 'tok_test_2' });
    mutate.mockResolvedValue({
      purchaseVoucher: { success: false, message: '[req_abc123] Your card was declined.', fieldErrors: [], voucherPurchaseDetails: null, customer: null },
    });
    const user = await fillAndPay('4000000000000002');
    await user.click(screen.getByRole('button', { name: 'Pay $20.09' }));
    const alert = await screen.findByRole('alertdialog', { name: 'Payment not completed' });
    expect(alert).toHaveTextContent('Your card was declined.');
    expect(alert).not.toHaveTextContent('req_abc123');
    await user.click(screen.getByRole('button', { name: 'Ok, got it' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay $20.09' })).toBeEnabled();
  });

  it('tells a returning client at payment that the offer is for new clients, with a sign-in link, and charges nothing', async () => {
    tokenize.mockResolvedValue({ ok: true, token: 'tok_test_3' });
    const message =
      'This first-cleaning offer is for new clients only, and this email or card has already been used for one. Sign in to see your voucher and book your cleaning.';
    mutate.mockResolvedValue({
      purchaseVoucher: { success: false, error: 'NOT_NEW_CLIENT', message, fieldErrors: [], voucherPurchaseDetails: null, customer: null },
    });
    const user = await fillAndPay();
    await user.click(screen.getByRole('button', { name: 'Pay $20.09' }));
    expect(await screen.findByText(/for new clients only/)).toHaveTextContent(message);
    expect(screen.getByRole('link', { name: 'Sign in with a one-time link' })).toHaveAttribute('href', '/login?email=jane%40example.com');
    expect(router.push).not.toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('puts the payment provider’s field messages on the fields', async () => {
    tokenize.mockResolvedValue({
      ok: false,
      fieldErrors: [{ field: 'ccExpiration', message: 'This card is no longer valid. Please try another form of payment.' }],
    });
    const user = await fillAndPay();
    await user.click(screen.getByRole('button', { name: 'Pay $20.09' }));
    expect(await screen.findByText('This card is no longer valid. Please try another form of payment.')).toBeInTheDocument();
    expect(screen.getByLabelText('Expiration (MM/YY)')).toHaveAttribute('aria-invalid', 'true');
    expect(mutate).not.toHaveBeenCalled();
  });

  it('asks for contact details first in the August 2025 payment-step variant, and not otherwise', () => {
    const order = () => {
      const labels = [...document.querySelectorAll('label')].map((l) => l.textContent ?? '');
      return [labels.findIndex((t) => t.startsWith('Phone')), labels.findIndex((t) => t.startsWith('Card number'))];
    };
    const { unmount } = render(<StepPayment plan={plan} session={session} payments={TEST_PAYMENTS} onBack={() => undefined} />);
    const [phone, card] = order();
    expect(card).toBeLessThan(phone!);
    expect(screen.queryByText(/we never store them/)).toBeNull();
    unmount();

    document.cookie = 'fecohorts=payment_step_2025_08%3Dvariant; Path=/';
    render(<StepPayment plan={plan} session={session} payments={TEST_PAYMENTS} onBack={() => undefined} />);
    const [phoneV, cardV] = order();
    expect(phoneV).toBeLessThan(cardV!);
    expect(screen.getByText(/we never store them/)).toBeInTheDocument();
    document.cookie = 'fecohorts=; Max-Age=0; Path=/';
  });

  it('shows how long the quoted price is held, and says when it no longer is', () => {
    const { unmount } = render(<StepPayment plan={plan} session={session} payments={TEST_PAYMENTS} onBack={() => undefined} />);
    expect(screen.getByTestId('price-hold')).toHaveTextContent(/held for you for (30:00|29:5\d)/);
    unmount();
    const expired = { ...session, quote: { ...session.quote, expiresAt: new Date(Date.now() - 1000).toISOString() } };
    render(<StepPayment plan={plan} session={expired} payments={TEST_PAYMENTS} onBack={() => undefined} />);
    expect(screen.queryByTestId('price-hold')).toBeNull();
    expect(screen.getByText('This price is no longer held. Go back to get a fresh price.')).toBeInTheDocument();
  });
});
