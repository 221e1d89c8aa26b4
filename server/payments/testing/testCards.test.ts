import { PaymentTimeoutError } from '../gateway';
import { TestGateway, TEST_CARDS } from '../testGateway';
import { freshTestCard } from './testCards';

const luhn = (n: string) =>
  [...n].reverse().reduce((sum, ch, i) => {
    const d = Number(ch) * (i % 2 ? 2 : 1);
    return sum + (d > 9 ? d - 9 : d);
  }, 0) %
    10 ===
  0;

describe('freshTestCard', () => {
  const gateway = new TestGateway(null);

  it('issues a new valid number each time, a card that pays with a fingerprint of its own', async () => {
    const cards = Array.from({ length: 50 }, () => freshTestCard());
    expect(new Set(cards).size).toBe(50);
    for (const card of cards) expect(luhn(card)).toBe(true);
    const [a, b] = await Promise.all(cards.slice(0, 2).map(async (card) => gateway.cardFingerprint((await gateway.tokenize(card)).token)));
    expect(a).not.toBe(b);
  });

  it('issues cards with an outcome: a declined or timeout card of its own acts like the canonical one', async () => {
    const timeout = freshTestCard('timeout');
    expect(luhn(timeout)).toBe(true);
    expect(timeout).toMatch(/^40000\d{7}0119$/);
    expect(timeout).not.toBe(TEST_CARDS.timeout);
    const charge = async (card: string) =>
      gateway.charge({
        paymentKey: `k-${card}`,
        token: (await gateway.tokenize(card)).token,
        amountCents: 1000,
        description: 'test',
        email: 'a@example.com',
        offSession: null,
      });
    expect(await charge(freshTestCard('declined'))).toMatchObject({ status: 'declined', message: expect.stringMatching(/Your card was declined\.$/) });
    await expect(charge(timeout)).rejects.toBeInstanceOf(PaymentTimeoutError);
    expect(await charge(freshTestCard())).toMatchObject({ status: 'succeeded' });
  });
});
