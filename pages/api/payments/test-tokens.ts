import type { NextApiRequest, NextApiResponse } from 'next';
import { fieldErrors, cardForm } from '@/lib/rules/validation/forms';
import { requestClient } from '@/server/platform/clientAddress';
import { serverEnv } from '@/server/platform/env';
import { unsafeRequest } from '@/server/api/httpGuard';
import { paymentGateway, TestGateway } from '@/server/payments';
import { createRateLimiter } from '@/server/domain/rateLimit';

let tokens: ReturnType<typeof createRateLimiter> | null = null;
const tokenLimit = () => {
  const perMinute = serverEnv().TEST_CARD_TOKENS_PER_MINUTE;
  tokens ??= createRateLimiter({ name: 'test-card-tokens', capacity: perMinute, refillPerSecond: perMinute / 60 });
  return tokens;
};

/**
 * Card tokenization for the local test gateway, standing in for the payment
 * provider's own endpoint (Stripe.js in production). The card number is
 * validated with the spec §5 messages, exchanged for a token and forgotten;
 * it is never logged or stored, and nothing is written per token. Limited per
 * client, as a provider limits its tokenization endpoint.
 */
export default async function testTokens(req: NextApiRequest, res: NextApiResponse) {
  res.setHeader('Cache-Control', 'no-store');
  const gateway = paymentGateway();
  if (!(gateway instanceof TestGateway)) return res.status(404).json({ error: 'Not found' });
  const rejected = unsafeRequest(req);
  if (rejected) return res.status(rejected.status).json({ error: rejected.message });
  if (!(await tokenLimit().take(requestClient(req)))) return res.status(429).json({ error: 'Too many card checks. Please wait a minute and try again.' });

  const parsed = cardForm().safeParse(req.body ?? {});
  if (!parsed.success) return res.status(400).json({ fieldErrors: fieldErrors(parsed.error) });
  const token = await gateway.tokenize(parsed.data.ccNumber);
  return res.status(200).json(token);
}
