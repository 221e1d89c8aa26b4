import { sql } from 'drizzle-orm';
import { sqlRows, type Db } from '@/db';
import { customers, funnelPayments, priceIntents, purchases } from '@/db/schema';

export interface PaymentVisit {
  sessionId: string;
  brandKey: string;
  cohorts: Record<string, string>;
  referralCode: string | null;
  excluded: boolean;
}

/**
 * The server's records of a payment by a visit, as the purchase mutation writes them: the quote, the funnel's payment
 * row and, when it was charged, the customer and the purchase. For reports that read those records, without a checkout.
 */
export async function recordedPayment(
  db: Db,
  { intentId, visit, at, charged, priceCents }: { intentId: string; visit: PaymentVisit; at: Date; charged: boolean; priceCents: number },
): Promise<void> {
  const [place] = await sqlRows<{ plan_key: string; region_id: string }>(
    db,
    sql`select (select key from plans limit 1) as plan_key, (select id from service_regions limit 1) as region_id`,
  );
  await db.insert(priceIntents).values({
    id: intentId,
    kind: 'voucher',
    planKey: place!.plan_key,
    numHours: 3,
    zipcode: '43206',
    regionId: place!.region_id,
    discountCents: 0,
    priceBeforeTaxCents: priceCents,
    salesTaxCents: 0,
    priceCents,
    status: charged ? 'completed' : 'open',
    expiresAt: new Date(at.getTime() + 3_600_000),
  });
  await db.insert(funnelPayments).values({ intentId, ...visit, outcome: charged ? 'charged' : 'declined', occurredAt: at });
  if (!charged) return;
  const [customer] = await db
    .insert(customers)
    .values({ email: `${intentId}@example.com`, phone: '6145550100', zipcode: '43206' })
    .returning({ id: customers.id });
  await db.insert(purchases).values({ intentId, customerId: customer!.id, chargeId: `ch_${intentId}`, result: {} });
}
