import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sign, verify } from '@/server/platform/signing';
import type { AbandonedPayment, ChargeOutcome, ChargeRequest, PaymentGateway } from './gateway';
import { PaymentTimeoutError } from './gateway';

/**
 * The local test payment gateway (embedded default). It behaves like a card
 * provider: cards are exchanged for tokens, charges are idempotent by key,
 * and test card numbers trigger declines or a timeout. A card that paid in
 * the checkout is kept under a customer of its own; a later charge while the
 * customer is away must name that customer, as a provider asks. It keeps only the last
 * four digits of a card and a fingerprint of its number, never the number or the
 * security code. Like a provider's payment intent, it takes at most one payment per
 * quote. Tokens carry what they stand for, signed (server/platform/signing.ts), so
 * tokenizing writes nothing; the ledger of charges is a JSON file written
 * atomically, so it survives restarts.
 */

export const TEST_CARDS = {
  success: '4242424242424242',
  successAmex: '378282246310005',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  expired: '4000000000000069',
  lost: '4000000000009987',
  stolen: '4000000000009979',
  incorrectCvc: '4000000000000127',
  /** Charged, but the answer is lost: a retry with the same key returns the charge. */
  timeout: '4000000000000119',
} as const;

type Outcome = 'success' | 'declined' | 'insufficient_funds' | 'expired_card' | 'lost_card' | 'stolen_card' | 'incorrect_cvc' | 'timeout';

const OUTCOMES: Record<string, Outcome> = {
  [TEST_CARDS.declined]: 'declined',
  [TEST_CARDS.insufficientFunds]: 'insufficient_funds',
  [TEST_CARDS.expired]: 'expired_card',
  [TEST_CARDS.lost]: 'lost_card',
  [TEST_CARDS.stolen]: 'stolen_card',
  [TEST_CARDS.incorrectCvc]: 'incorrect_cvc',
  [TEST_CARDS.timeout]: 'timeout',
};
const OUTCOMES_BY_LAST4 = new Map(Object.entries(OUTCOMES).map(([number, outcome]) => [number.slice(-4), outcome]));

/**
 * What a card number does: the numbers above, and any other 16-digit number
 * in the 40000 range ending with one of their last fours. Each such number is
 * a card of its own (its own fingerprint), so a test can make a payment time
 * out for a customer of its own, as one card buys one first cleaning.
 */
export function testCardOutcome(number: string): Outcome {
  const exact = OUTCOMES[number];
  if (exact) return exact;
  return (/^40000\d{11}$/.test(number) && OUTCOMES_BY_LAST4.get(number.slice(-4))) || 'success';
}

// As a provider words them: a lost or stolen card is "declined", nothing more.
const DECLINE_MESSAGES: Record<Exclude<Outcome, 'success' | 'timeout'>, string> = {
  declined: 'Your card was declined.',
  insufficient_funds: 'Your card has insufficient funds.',
  expired_card: 'Your card has expired.',
  lost_card: 'Your card was declined.',
  stolen_card: 'Your card was declined.',
  incorrect_cvc: 'Your card’s security code is incorrect.',
};

interface TokenRecord {
  token: string;
  last4: string;
  brand: 'visa' | 'amex' | 'mastercard' | 'card';
  outcome: Outcome;
  /** The same for every token of one number, as a provider's card fingerprint is. */
  fingerprint: string;
}

const TOKEN_PURPOSE = 'test-card-token';
const OUTCOME_KEYS: readonly Outcome[] = ['success', 'declined', 'insufficient_funds', 'expired_card', 'lost_card', 'stolen_card', 'incorrect_cvc', 'timeout'];
const BRANDS: readonly TokenRecord['brand'][] = ['visa', 'amex', 'mastercard', 'card'];

/**
 * `tok_test_` and, base64url-encoded, `{nonce}~{last4}~{brand}~{outcome}~{fingerprint}` signed: what the card is,
 * without its number, in the characters a provider's tokens use.
 */
function tokenFor(card: Omit<TokenRecord, 'token'>): string {
  const signed = sign(TOKEN_PURPOSE, ['tok_test', randomBytes(9).toString('base64url'), card.last4, card.brand, card.outcome, card.fingerprint].join('~'));
  return `tok_test_${Buffer.from(signed).toString('base64url')}`;
}

function readToken(token: string): TokenRecord | null {
  const payload = token.startsWith('tok_test_') ? verify(TOKEN_PURPOSE, Buffer.from(token.slice('tok_test_'.length), 'base64url').toString()) : null;
  const [prefix, , last4, brand, outcome, fingerprint, ...rest] = payload?.split('~') ?? [];
  if (prefix !== 'tok_test' || rest.length || !last4 || !fingerprint || !BRANDS.includes(brand as never) || !OUTCOME_KEYS.includes(outcome as never))
    return null;
  return { token, last4, brand: brand as TokenRecord['brand'], outcome: outcome as Outcome, fingerprint };
}

export interface ChargeRecord {
  chargeId: string;
  /** The quote it paid: one charge per key, ever. */
  paymentKey: string;
  amountCents: number;
  token: string;
  last4: string;
  requestId: string;
  createdAt: string;
  /** Set when the charge was given back (a payment nobody came back to finish). */
  refundedAt?: string;
}

interface Ledger {
  /** Cards kept after paying in the checkout: token → the customer a later charge must name. */
  kept: Record<string, string>;
  charges: Record<string, ChargeRecord>;
  declines: { paymentKey: string; requestId: string; reason: string; createdAt: string }[];
}

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

function cardBrand(number: string): TokenRecord['brand'] {
  if (/^3[47]/.test(number)) return 'amex';
  if (number.startsWith('4')) return 'visa';
  if (/^5[1-5]/.test(number)) return 'mastercard';
  return 'card';
}

export class TestGateway implements PaymentGateway {
  readonly name = 'test' as const;
  private ledger: Ledger | undefined;
  /** One operation at a time, like a provider's serialised idempotency check. */
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly file: string | null) {}

  /** Exchanges an already-validated card number for a token; nothing is stored. */
  async tokenize(cardNumber: string): Promise<{ token: string; last4: string; brand: TokenRecord['brand'] }> {
    const card = {
      last4: cardNumber.slice(-4),
      brand: cardBrand(cardNumber),
      outcome: testCardOutcome(cardNumber),
      fingerprint: createHash('sha256').update(`test-card:${cardNumber}`).digest('base64url').slice(0, 16),
    };
    return { token: tokenFor(card), last4: card.last4, brand: card.brand };
  }

  async cardFingerprint(token: string): Promise<string | null> {
    return readToken(token)?.fingerprint ?? null;
  }

  async charge(request: ChargeRequest): Promise<ChargeOutcome> {
    const result = await this.exclusive(async (ledger): Promise<ChargeOutcome | PaymentTimeoutError> => {
      const requestId = id('req');
      const existing = ledger.charges[request.paymentKey];
      if (existing)
        return {
          status: 'succeeded',
          chargeId: existing.chargeId,
          paymentMethod: existing.token,
          customer: ledger.kept[existing.token] ?? null,
          paymentRef: existing.chargeId,
          requestId: existing.requestId,
        };

      const token = readToken(request.token);
      const outcome = token?.outcome ?? 'declined';
      const keptFor = token ? ledger.kept[token.token] : undefined;
      const notKept = request.offSession !== null && (!keptFor || keptFor !== request.offSession.customer);
      if (!token || notKept || (outcome !== 'success' && outcome !== 'timeout')) {
        const reason = !token
          ? 'Your card details have expired. Please enter them again.'
          : notKept
            ? 'This card was not kept for later payments.'
            : DECLINE_MESSAGES[outcome as keyof typeof DECLINE_MESSAGES];
        // The newest declines only: the file stays small however many cards are tried.
        ledger.declines = [...ledger.declines.slice(-999), { paymentKey: request.paymentKey, requestId, reason, createdAt: new Date().toISOString() }];
        return { status: 'declined', message: `[${requestId}] ${reason}`, requestId };
      }
      const record: ChargeRecord = {
        chargeId: id('ch_test'),
        paymentKey: request.paymentKey,
        amountCents: request.amountCents,
        token: token.token,
        last4: token.last4,
        requestId,
        createdAt: new Date().toISOString(),
      };
      ledger.charges[request.paymentKey] = record;
      const customer = (ledger.kept[token.token] ??= id('cus_test'));
      if (outcome === 'timeout') return new PaymentTimeoutError(requestId, record.chargeId);
      return { status: 'succeeded', chargeId: record.chargeId, paymentMethod: record.token, customer, paymentRef: record.chargeId, requestId };
    });
    if (result instanceof PaymentTimeoutError) throw result;
    return result;
  }

  async refundAbandoned(payment: AbandonedPayment): Promise<'refunded' | 'none'> {
    return this.exclusive(async (ledger) => {
      // The ledger keeps a quote's one charge under its key, so the key finds it whatever id an attempt reported.
      const charge = ledger.charges[payment.paymentKey];
      if (!charge) return 'none';
      charge.refundedAt ??= new Date().toISOString();
      return 'refunded';
    });
  }

  /** Every charge made, for tests and reconciliation. */
  async charges(): Promise<ChargeRecord[]> {
    return this.exclusive(async (ledger) => Object.values(ledger.charges), false);
  }

  private exclusive<T>(work: (ledger: Ledger) => Promise<T>, persist = true): Promise<T> {
    const run = this.queue.then(async () => {
      const ledger = await this.load();
      const result = await work(ledger);
      if (persist) await this.save(ledger);
      return result;
    });
    this.queue = run.catch(() => undefined);
    return run;
  }

  private async load(): Promise<Ledger> {
    if (this.ledger) return this.ledger;
    let loaded: Ledger = { kept: {}, charges: {}, declines: [] };
    if (this.file) {
      try {
        loaded = { ...loaded, ...(JSON.parse(await readFile(this.file, 'utf8')) as Ledger) };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
    }
    this.ledger = loaded;
    return loaded;
  }

  private async save(ledger: Ledger): Promise<void> {
    if (!this.file) return;
    await mkdir(path.dirname(this.file), { recursive: true });
    const temp = `${this.file}.${process.pid}.tmp`;
    await writeFile(temp, JSON.stringify(ledger));
    await rename(temp, this.file);
  }
}
