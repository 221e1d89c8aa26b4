import type { NextApiRequest, NextApiResponse } from 'next';
import { fieldErrors, cardForm } from '@/lib/rules/validation/forms';
import { unsafeRequest } from '@/server/httpGuard';
import { paymentGateway, TestGateway } from '@/server/payments';

/**
 * Card tokenization for the local test gateway, standing in for the payment
 * provider's own endpoint (Stripe.js in production). The card number is
 * validated with the spec §5 messages, exchanged for a token and forgotten;
 * it is never logged or stored.
 */
export default async function testTokens(req: NextApiRequest, res: NextApiResponse) {
  res.setHeader('Cache-Control', 'no-store');
  const gateway = paymentGateway();
  if (!(gateway instanceof TestGateway)) return res.status(404).json({ error: 'Not found' });
  const rejected = unsafeRequest(req);
  if (rejected) return res.status(rejected.status).json({ error: rejected.message });

  const parsed = cardForm().safeParse(req.body ?? {});
  if (!parsed.success) return res.status(400).json({ fieldErrors: fieldErrors(parsed.error) });
  const token = await gateway.tokenize(parsed.data.ccNumber);
  return res.status(200).json(token);
}
