/**
 * @jest-environment node
 */
import { sql } from 'drizzle-orm';
import type { NextApiRequest, NextApiResponse } from 'next';
import { sqlRows } from '@/db';
import { emailBrandFor } from '@/server/site/brandKey';
import signInLinkRoute from '@/pages/api/customer/sign-in-link';
import { setEmailSender, type EmailMessage } from '@/server/email';
import { memoryBuckets } from '@/server/domain/rateLimit';
import { requestSignInLink, SIGN_IN_LIMITED, SIGN_IN_SENT, signInWithToken } from '@/server/domain/customerAuth';
import { harnessWithOutbox, type Harness } from '@/server/testing/harness';
import { freshTestCard } from '@/server/payments/testing/testCards';

/**
 * Issue 38, item 9 (sign-in links): the answer's timing told customers from
 * strangers, anyone could spend a customer's link allowance, and the link's
 * origin came from the request's Host header.
 */

const harness = harnessWithOutbox();
const { sent, recorder } = harness;
let api: Harness;
beforeAll(() => {
  api = harness.api;
});

async function customer(email: string) {
  const q = (
    await api.gql<{ voucherPriceAndIntent: { intent: string } }>(
      `{ voucherPriceAndIntent(voucherOption: CCF_1, numHours: 3, zipcode: "43206") { ... on VoucherPriceQuote { intent } } }`,
    )
  ).body.data!.voucherPriceAndIntent;
  const token = (await api.gateway.tokenize(freshTestCard())).token;
  await api.gql(`mutation ($input: VoucherPurchaseInput!) { purchaseVoucher(input: $input) { success } }`, {
    input: { intent: q.intent, paymentToken: token, hours: 3, email, zipcode: '43206', phone: '6145550100' },
  });
  return email;
}

const limits = () => {
  const perRequester = memoryBuckets({ capacity: 5, refillPerSecond: 5 / 3600 });
  const perClient = memoryBuckets({ capacity: 20, refillPerSecond: 20 / 3600 });
  return { perRequester: { take: async (k: string) => perRequester.take(k) }, perClient: { take: async (k: string) => perClient.take(k) } };
};
const brand = { name: 'Sparkle Clean', origin: 'https://www.sparkle-clean.com' };
const tokens = async () => (await sqlRows<{ n: number }>(api.database.db, sql`select count(*)::int as n from customer_sign_in_tokens`))[0]!.n;
const linkIn = (message: EmailMessage | undefined) => /\/login\?token=([\w-]+)/.exec(message?.text ?? '')?.[1] ?? '';

describe('sign-in links', () => {
  it('answer a customer and a stranger alike, and do the lookup, the token and the email only after answering', async () => {
    const known = await customer(`known-${Date.now()}@example.com`);
    const stranger = `stranger-${Date.now()}@example.com`;
    const later: (() => Promise<void>)[] = [];
    const facts = {
      ...limits(),
      sender: recorder,
      brand,
      clientKey: '10.1.0.1',
      now: new Date(),
      afterAnswer: (work: () => Promise<void>) => void later.push(work),
    };
    const [sentBefore, tokensBefore] = [sent.length, await tokens()];

    const answers = [await requestSignInLink(api.database.db, { email: known }, facts), await requestSignInLink(api.database.db, { email: stranger }, facts)];
    expect(answers).toEqual([
      { status: 'sent', message: SIGN_IN_SENT(known) },
      { status: 'sent', message: SIGN_IN_SENT(stranger) },
    ]);
    // Nothing that depends on who the address belongs to has happened yet: both answers did the same work.
    expect(sent.length).toBe(sentBefore);
    expect(await tokens()).toBe(tokensBefore);
    expect(later).toHaveLength(2);

    await Promise.all(later.map((work) => work()));
    expect(sent.slice(sentBefore).map((m) => m.to)).toEqual([known]);
    expect(await tokens()).toBe(tokensBefore + 1);
  });

  it('POST /api/customer/sign-in-link answers before the email is sent, with the same answer for anyone', async () => {
    const known = await customer(`route-${Date.now()}@example.com`);
    const events: string[] = [];
    setEmailSender({ name: 'outbox', send: async (message) => void events.push(`sent to ${message.to}`) });
    const ask = async (email: string) => {
      const answer = { status: 0, body: {} as Record<string, unknown> };
      const req = {
        method: 'POST',
        headers: { 'content-type': 'application/json', host: 'www.sparkle-clean.com' },
        body: { email },
        socket: { remoteAddress: '10.1.0.2' },
        url: '/api/customer/sign-in-link',
      };
      const res = {
        setHeader: () => res,
        status: (code: number) => ((answer.status = code), res),
        json: (body: Record<string, unknown>) => (events.push(`answered ${email}`), (answer.body = body), res),
      };
      await signInLinkRoute(req as unknown as NextApiRequest, res as unknown as NextApiResponse);
      return answer;
    };
    const stranger = `nobody-${Date.now()}@example.com`;
    const [a, b] = [await ask(known), await ask(stranger)];
    setEmailSender(recorder);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(b.body).toEqual({ message: SIGN_IN_SENT(stranger) });
    expect(a.body).toEqual({ message: SIGN_IN_SENT(known) });
    expect(events).toEqual([`answered ${known}`, `sent to ${known}`, `answered ${stranger}`]);
  });

  it("one requester cannot spend a customer's allowance, and the newest link always signs in", async () => {
    const victim = await customer(`victim-${Date.now()}@example.com`);
    const l = limits();
    const later: (() => Promise<void>)[] = [];
    const ask = (clientKey: string) =>
      requestSignInLink(
        api.database.db,
        { email: victim },
        { ...l, sender: recorder, brand, clientKey, now: new Date(), afterAnswer: (work) => void later.push(work) },
      );
    const run = async () => Promise.all(later.splice(0).map((work) => work()));

    for (let i = 0; i < 5; i += 1) expect((await ask('10.66.0.1')).status).toBe('sent');
    expect(await ask('10.66.0.1')).toEqual({ status: 'limited', message: SIGN_IN_LIMITED });
    await run();
    // The customer, from their own address, still gets a link, and it works.
    expect((await ask('10.1.0.3')).status).toBe('sent');
    await run();
    const newest = linkIn(sent.filter((m) => m.to === victim && m.kind === 'sign-in').pop());
    expect((await signInWithToken(api.database.db, newest, new Date())).ok).toBe(true);
  });

  it("links come from the brand's configured base URL, never from the Host header", async () => {
    const cases: [string, string][] = [
      ['www.sparkle-clean.com', 'https://www.sparkle-clean.com'],
      ['evil.sparkle-clean.com:8443', 'https://www.sparkle-clean.com'],
      ['SPARKLE-CLEAN.COM', 'https://www.sparkle-clean.com'],
      ['www.tidy-nest.com', 'https://www.tidy-nest.com'],
      // Unknown hosts and loopback are the fallback brand, whose base URL content names.
      ['www.sparkle-clean.com.attacker.test', 'http://localhost:3000'],
      ['localhost:4321', 'http://localhost:3000'],
      ['', 'http://localhost:3000'],
    ];
    for (const [host, origin] of cases) expect([host, (await emailBrandFor(host)).origin]).toEqual([host, origin]);
  });
});
