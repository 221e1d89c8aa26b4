/**
 * @jest-environment node
 */
import { PaymentTimeoutError } from './gateway';
import { StripeGateway } from './stripeGateway';

const request = { idempotencyKey: 'pi_abc:0', amountCents: 2009, token: 'pm_card_visa', description: '3 hour cleaning voucher', email: 'jane@example.com' };

function respond(status: number, body: unknown, requestId = 'req_123') {
  return jest.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'request-id': requestId } }));
}

describe('StripeGateway', () => {
  it('confirms a PaymentIntent with the idempotency key and amount', async () => {
    const fetchMock = respond(200, { id: 'pi_stripe_1', status: 'succeeded' });
    const outcome = await new StripeGateway('sk_test_x', fetchMock as unknown as typeof fetch).charge(request);
    expect(outcome).toEqual({ status: 'succeeded', chargeId: 'pi_stripe_1', requestId: 'req_123' });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://api.stripe.com/v1/payment_intents');
    expect((init.headers as Record<string, string>)['Idempotency-Key']).toBe('pi_abc:0');
    const form = new URLSearchParams(init.body as URLSearchParams);
    expect(form.get('amount')).toBe('2009');
    expect(form.get('currency')).toBe('usd');
    expect(form.get('payment_method')).toBe('pm_card_visa');
  });

  it('uses a SetupIntent for a $0 first cleaning', async () => {
    const fetchMock = respond(200, { id: 'seti_1', status: 'succeeded' });
    await new StripeGateway('sk_test_x', fetchMock as unknown as typeof fetch).charge({ ...request, amountCents: 0 });
    expect((fetchMock.mock.calls[0] as unknown as [string])[0]).toBe('https://api.stripe.com/v1/setup_intents');
  });

  it('returns a card decline with the request id prefix', async () => {
    const fetchMock = respond(402, { error: { type: 'card_error', message: 'Your card was declined.' } }, 'req_9');
    expect(await new StripeGateway('sk', fetchMock as unknown as typeof fetch).charge(request)).toEqual({
      status: 'declined',
      message: '[req_9] Your card was declined.',
      requestId: 'req_9',
    });
  });

  it('treats network failures and 5xx answers as retry-safe timeouts', async () => {
    const failing = jest.fn(async () => {
      throw new Error('socket hang up');
    });
    await expect(new StripeGateway('sk', failing as unknown as typeof fetch).charge(request)).rejects.toBeInstanceOf(PaymentTimeoutError);
    await expect(new StripeGateway('sk', respond(503, {}) as unknown as typeof fetch).charge(request)).rejects.toBeInstanceOf(PaymentTimeoutError);
  });
});
