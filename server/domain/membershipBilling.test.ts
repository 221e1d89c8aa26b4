/**
 * @jest-environment node
 */
import { formatUsd } from '@/lib/rules/money';
import { eq, sql } from 'drizzle-orm';
import { sqlRows } from '@/db';
import { memberships } from '@/db/schema';
import type { EmailMessage } from '../email';
import { TEST_CARDS } from '../payments';
import { sendRenewalNotices } from './careEmails';
import { cancelMembership, MAX_ATTEMPTS, membershipCancellation, membershipState, runBilling } from './membershipBilling';
import { harnessWithOutbox, type Harness } from '../testing/harness';
import { buyMembership } from '../testing/members';

const harness = harnessWithOutbox();
let api: Harness;
beforeAll(() => {
  api = harness.api;
});

const DAY = 86_400_000;
const rows = <T>(query: string) => sqlRows<T>(api.database.db, sql.raw(query));
const member = (daysAgo: number) => buyMembership(api, daysAgo);

function recorder() {
  const sent: EmailMessage[] = [];
  const outbox = { name: 'outbox' as const, send: async (message: EmailMessage) => void sent.push(message) };
  return { sent, outbox };
}

const chargesOf = async (customerId: number) => (await api.gateway.charges()).filter((c) => c.paymentKey.startsWith(`membership:${customerId}:`));

describe('membership billing and cancellation', () => {
  it('billing:run charges each due period once, run twice in a row or twice at once, and emails one receipt per period', async () => {
    const m = await member(40);
    const now = new Date();
    const { sent, outbox } = recorder();
    // Two at once first (both find the periods unpaid and charge them under the same keys), then twice in a row.
    await Promise.all([runBilling(api.database.db, api.gateway, now, outbox), runBilling(api.database.db, api.gateway, now, outbox)]);
    await runBilling(api.database.db, api.gateway, now, outbox);
    await runBilling(api.database.db, api.gateway, now, outbox);
    const mine = sent.filter((message) => message.to === m.email);
    expect(mine.map((message) => message.kind)).toEqual(['membership-payment', 'membership-payment']);
    expect(mine[0]?.subject).toMatch(/^Your .+ membership payment of \$49$/);
    expect(mine.map((message) => /Membership period: (\d)/.exec(message.text)?.[1]).sort()).toEqual(['1', '2']);
    // First cleaning 40 days ago: the period starting then and the one a month later.
    expect((await chargesOf(m.customerId)).map((c) => c.amountCents)).toEqual([4900, 4900]);
    expect(await rows(`select period, status from membership_charges where membership_id = ${m.membershipId} order by period`)).toEqual([
      { period: 0, status: 'paid' },
      { period: 1, status: 'paid' },
    ]);
  });

  it('a membership bought before brands were kept with it is billed without an email', async () => {
    const m = await member(10);
    await api.database.db.execute(sql.raw(`update memberships set brand_key = null where id = ${m.membershipId}`));
    const { sent, outbox } = recorder();
    await runBilling(api.database.db, api.gateway, new Date(), outbox);
    expect((await chargesOf(m.customerId)).map((c) => c.amountCents)).toEqual([4900]);
    expect(sent.filter((message) => message.to === m.email)).toEqual([]);
  });

  it('no billing before the first cleaning', async () => {
    const m = await member(-3);
    await runBilling(api.database.db, api.gateway, new Date());
    expect(await chargesOf(m.customerId)).toEqual([]);
  });

  it('cancelling at month 2 charges the plan’s fee once, shown first, with one receipt; at month 7 nothing', async () => {
    const sent: EmailMessage[] = [];
    const notice = {
      email: { name: 'outbox' as const, send: async (message: EmailMessage) => void sent.push(message) },
      emailBrand: async () => ({ name: 'Sparkle Clean', origin: 'https://www.sparkle-clean.com' }),
    };
    const cancel = (customerId: number, feeCents: number) => cancelMembership(api.database.db, customerId, feeCents, api.gateway, new Date(), notice);
    const early = await member(40);
    await runBilling(api.database.db, api.gateway, new Date());
    const quote = await membershipCancellation(api.database.db, early.customerId, new Date());
    expect(quote).toMatchObject({ feeCents: 9900, paidMonths: 2, minimumMonths: 6 });
    // The meter's date: the sixth month's charge, five months after the first cleaning (40 days ago).
    const first = new Date(Date.now() - 40 * DAY);
    const sixth = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 5, 1));
    expect(quote!.freeFrom!.slice(0, 7)).toBe(sixth.toISOString().slice(0, 7));
    expect(quote!.message).toMatch(
      /^You have paid 2 of the 6 months required: cancelling now costs \$99; from [A-Z][a-z]{2} \d{1,2}, \d{4}, once that month is paid, it is free\.$/,
    );
    expect(await cancel(early.customerId, 0)).toMatchObject({ success: false });
    const [a, b] = await Promise.all([cancel(early.customerId, 9900), cancel(early.customerId, 9900)]);
    expect([a.success, b.success]).toEqual([true, true]);
    expect(await cancel(early.customerId, 9900)).toMatchObject({ success: true, feeChargedCents: 9900 });
    expect((await chargesOf(early.customerId)).filter((c) => c.paymentKey.includes(':cancellation:')).map((c) => c.amountCents)).toEqual([9900]);
    // One receipt, from the request that cancelled, however many asked.
    const [earlyCustomer] = await rows<{ email: string }>(`select email from customers where id = ${early.customerId}`);
    expect(sent).toEqual([expect.objectContaining({ to: earlyCustomer?.email, kind: 'fee-receipt', subject: 'Your Sparkle Clean membership is cancelled' })]);
    expect(sent[0]?.text).toContain('Early-cancellation fee: $99');
    expect(sent[0]?.text).toContain('Open your account: https://www.sparkle-clean.com/customer');
    // A cancelled membership is not billed again.
    await runBilling(api.database.db, api.gateway, new Date(Date.now() + 90 * DAY));
    expect((await chargesOf(early.customerId)).filter((c) => c.paymentKey.includes(':period:'))).toHaveLength(2);

    const late = await member(185);
    await runBilling(api.database.db, api.gateway, new Date());
    expect(await membershipCancellation(api.database.db, late.customerId, new Date())).toMatchObject({ feeCents: 0, paidMonths: 7 });
    expect(await cancel(late.customerId, 0)).toMatchObject({ success: true, feeChargedCents: 0 });
    expect((await chargesOf(late.customerId)).filter((c) => c.paymentKey.includes(':cancellation:'))).toEqual([]);
    expect(sent).toHaveLength(2);
    expect(sent[1]).toMatchObject({ kind: 'membership-cancelled', subject: 'Your Sparkle Clean membership is cancelled' });
    expect(sent[1]?.text).toContain('Cancelling was free of charge.');
  });

  it('cancelling before the first cleaning has happened charges no fee, voids that cleaning and refunds what it cost', async () => {
    const sent: EmailMessage[] = [];
    const notice = {
      email: { name: 'outbox' as const, send: async (message: EmailMessage) => void sent.push(message) },
      emailBrand: async () => ({ name: 'Sparkle Clean', origin: 'https://www.sparkle-clean.com' }),
    };
    // Booked for three days from now: the discounted first cleaning has not taken place.
    const m = await member(-3);
    const [bought] = await rows<{ intent_id: string; price_cents: number }>(
      `select i.id as intent_id, i.price_cents from vouchers v join price_intents i on i.id = v.intent_id where v.code = '${m.code}'`,
    );
    const { intent_id: intent, price_cents: paid } = bought!;
    const paidText = formatUsd(paid);
    const quote = await membershipCancellation(api.database.db, m.customerId, new Date());
    expect(quote).toMatchObject({ feeCents: 0, paidMonths: 0 });
    // Said before the customer confirms: the voucher they paid for is voided and its price refunded.
    expect(quote?.message).toBe(
      `Your first cleaning has not taken place yet, so cancelling now costs nothing. Your unused first cleaning (voucher ${m.code}) will be voided and the ${paidText} you paid for it refunded to your card.`,
    );
    const done = await cancelMembership(api.database.db, m.customerId, 0, api.gateway, new Date(), notice);
    expect(done).toEqual({
      success: true,
      feeChargedCents: 0,
      message: `Your membership is cancelled, free of charge. Your unused first cleaning (voucher ${m.code}) is voided and the ${paidText} you paid for it is refunded to your card.`,
    });
    expect(await chargesOf(m.customerId)).toEqual([]);
    const firstCleaning = (await api.gateway.charges()).find((c) => c.paymentKey === intent);
    expect(firstCleaning).toMatchObject({ amountCents: paid, refundedAt: expect.any(String) });
    expect(await rows(`select voided_at is not null as voided from vouchers where code = '${m.code}'`)).toEqual([{ voided: true }]);
    expect(await rows(`select status from bookings where voucher_id = (select id from vouchers where code = '${m.code}')`)).toEqual([{ status: 'cancelled' }]);
    expect(sent[0]?.text).toContain(
      `Your first cleaning had not taken place yet, so no fee was charged. Your unused first cleaning (voucher ${m.code}) is voided and the ${paidText} you paid for it is refunded to your card.`,
    );
    // The voided voucher cannot be booked again, and the account says why.
    const again = await api.gql<{ bookingAvailability: { reason: string } }>(
      `query ($code: String!, $email: String) { bookingAvailability(code: $code, email: $email) { ... on BookingRefused { reason } } }`,
      { code: m.code, email: m.email },
    );
    expect(again.body.data!.bookingAvailability.reason).toBe('VOIDED');
  });

  it('the per-hour plans charge the early-cancellation fee their terms state', async () => {
    const m = await member(40);
    await api.database.db.execute(sql.raw(`update memberships set plan_key = 'FOREVERCLEAN_49_1_6_99_PH35' where id = ${m.membershipId}`));
    expect(await membershipCancellation(api.database.db, m.customerId, new Date())).toMatchObject({ feeCents: 10500 });
  });

  it('records a failed charge and retries it a limited number of times, telling the member once', async () => {
    const m = await member(5);
    const declined = (await api.gateway.tokenize(TEST_CARDS.declined)).token;
    await api.database.db.execute(sql.raw(`update customers set payment_method = '${declined}' where id = ${m.customerId}`));
    const { sent, outbox } = recorder();
    for (let run = 0; run < MAX_ATTEMPTS + 2; run += 1) await runBilling(api.database.db, api.gateway, new Date(), outbox);
    const mine = sent.filter((message) => message.to === m.email);
    expect(mine).toEqual([
      expect.objectContaining({ kind: 'membership-payment-failed', subject: expect.stringMatching(/membership payment did not go through$/) }),
    ]);
    expect(mine[0]?.text).toContain('We could not charge your membership payment of $49 to your card on file.');
    expect(mine[0]?.text).toContain(`We will try again up to ${MAX_ATTEMPTS - 1} more times.`);
    expect(await rows(`select status, attempts from membership_charges where membership_id = ${m.membershipId}`)).toEqual([
      { status: 'failed', attempts: MAX_ATTEMPTS },
    ]);
    expect(await chargesOf(m.customerId)).toEqual([]);
    // Out of retries, the failed month is not charged again: the account's next charge is the next month's, ahead.
    const [membership] = await api.database.db.select().from(memberships).where(eq(memberships.id, m.membershipId));
    const state = await membershipState(api.database.db, membership!, new Date());
    expect(new Date(state.nextChargeDate!).getTime()).toBeGreaterThan(Date.now() + 20 * DAY);
    expect(state).toMatchObject({ paymentFailed: true, nextChargePeriod: 1 });
  });

  it('a month due and still retried is the next charge now, never a date in the past', async () => {
    const m = await member(5);
    const declined = (await api.gateway.tokenize(TEST_CARDS.declined)).token;
    await api.database.db.execute(sql.raw(`update customers set payment_method = '${declined}' where id = ${m.customerId}`));
    await runBilling(api.database.db, api.gateway, new Date());
    const [membership] = await api.database.db.select().from(memberships).where(eq(memberships.id, m.membershipId));
    const now = new Date();
    const state = await membershipState(api.database.db, membership!, now);
    expect(state).toMatchObject({ nextChargeDate: now.toISOString(), nextChargePeriod: 0, paymentFailed: true });
  });
});

describe('renewal notices (issue 42)', () => {
  it('tells the member a few days before each charge, once, with two runs at once', async () => {
    // First cleaning 28 days ago: its first month is paid now, the next charge is 2–3 days away.
    const m = await member(28);
    const now = new Date();
    await runBilling(api.database.db, api.gateway, now, recorder().outbox);
    const { sent, outbox } = recorder();
    await Promise.all([sendRenewalNotices(api.database.db, outbox, now), sendRenewalNotices(api.database.db, outbox, now)]);
    await sendRenewalNotices(api.database.db, outbox, new Date(now.getTime() + 3_600_000));
    const notices = sent.filter((message) => message.to === m.email && message.kind === 'membership-renewal');
    expect(notices).toHaveLength(1);
    expect(notices[0]!.text).toContain('we will charge $49 to the card on file');
    // A member whose next charge is weeks away hears nothing yet.
    const later = await member(5);
    await runBilling(api.database.db, api.gateway, now, recorder().outbox);
    await sendRenewalNotices(api.database.db, outbox, now);
    expect(sent.filter((message) => message.to === later.email)).toHaveLength(0);
  });
});
