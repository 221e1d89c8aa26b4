/**
 * Conversion payloads of spec §3 and §7, built from one completed purchase.
 * Personal data that leaves for an ad, order-tracking or affiliate partner is
 * hashed (SHA-256 of the normalised value): email, phone and names. The
 * zipcode stays plain: partners match on it as an area, not a person.
 */
import { toCents, toDollars } from '@/lib/rules/money';

export interface CompletedPurchase {
  voucherCode: string;
  estimatedLtv: number;
  email: string;
  phone: string;
  /** Total charged, tax included, in dollars. */
  price: number;
  tax: number;
  hours: number;
  customerId: number;
  stableId: string;
  isNewCustomer: boolean | null;
  firstName: string | null;
  lastName: string | null;
  zipcode: string;
  city: string | null;
  state: string | null;
}

/** A dollar amount rounded to whole cents, as partners' conversion fields expect. */
const roundedDollars = (dollars: number) => toDollars(toCents(dollars));

export async function sha256(text: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

export const normaliseEmail = (email: string) => email.trim().toLowerCase();
export const normaliseName = (name: string) => name.trim().toLowerCase();
const hashedName = async (name: string | null) => (name && name.trim() ? sha256(normaliseName(name)) : null);
/** E.164 for US numbers: +1 and the ten digits. */
export const normalisePhone = (phone: string) => `+1${phone.replace(/\D/g, '').slice(-10)}`;

/** The conversion tracking input (§3); the email leaves hashed. */
export async function conversionTrackingInput(p: CompletedPurchase) {
  return {
    voucherCode: p.voucherCode,
    estimatedLtv: p.estimatedLtv,
    email: await sha256(normaliseEmail(p.email)),
    price: p.price,
    details: `${p.hours} hour voucher`,
    tax: p.tax,
    hours: p.hours,
    subtotal: roundedDollars(p.price - p.tax),
    customerId: p.customerId,
    stableID: p.stableId,
    isNewCustomer: p.isNewCustomer,
    firstName: await hashedName(p.firstName),
    lastName: await hashedName(p.lastName),
    zipcode: p.zipcode,
  };
}

/** The order-shaped conversion (§3): the voucher code is the order id; the email leaves hashed. */
export async function orderConversion(p: CompletedPurchase) {
  return {
    orderId: p.voucherCode,
    total: p.price,
    tax: p.tax,
    city: p.city,
    state: p.state,
    country: 'USA',
    currency: 'USD',
    voucherHours: p.hours,
    email: await sha256(normaliseEmail(p.email)),
    code: p.voucherCode,
    value: p.estimatedLtv,
    isNewCustomer: p.isNewCustomer,
  };
}

/** The ad-platform events (§7): purchase by order id, and a conversion with hashed contact data. */
export async function adEvents(p: CompletedPurchase) {
  return {
    purchase: { event: 'purchase', orderId: p.voucherCode, value: p.price, currency: 'USD' },
    conversion: {
      event: 'conversion',
      hashedEmail: await sha256(normaliseEmail(p.email)),
      hashedPhone: await sha256(normalisePhone(p.phone)),
      zipcode: p.zipcode,
      firstName: await hashedName(p.firstName),
      lastName: await hashedName(p.lastName),
      voucherCode: p.voucherCode,
      value: p.estimatedLtv,
      currency: 'USD',
    },
  };
}

/** The affiliate network's conversion record (§3). */
export async function affiliateConversion(p: CompletedPurchase, profileId: string) {
  const subtotal = roundedDollars(p.price - p.tax);
  return {
    hours: p.hours,
    subtotal,
    customerId: String(p.customerId),
    customerEmail: await sha256(normaliseEmail(p.email)),
    profileId,
    items: [{ category: 'Voucher', sku: `voucher-${p.hours}h`, name: `${p.hours} hour voucher`, quantity: 1, price: subtotal }],
    currency: 'USD',
    promoCode: '',
    discount: 0,
  };
}
