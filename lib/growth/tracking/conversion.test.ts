/**
 * @jest-environment node
 */
import { adEvents, affiliateConversion, conversionTrackingInput, orderConversion, sha256, type CompletedPurchase } from './conversion';

const purchase: CompletedPurchase = {
  voucherCode: 'HC-ABCDE-FGHJK',
  estimatedLtv: 314.09,
  email: '  Jane.Doe@Example.com ',
  phone: '(312) 555-0147',
  price: 20.09,
  tax: 1.09,
  hours: 3,
  customerId: 42,
  stableId: 'a1b2c3d4e5f6',
  isNewCustomer: true,
  firstName: 'Jane',
  lastName: 'Doe',
  zipcode: '43206',
  city: 'Columbus',
  state: 'OH',
};

describe('conversion payloads', () => {
  it('builds the conversion tracking input of spec §3, with the email hashed', async () => {
    expect(await conversionTrackingInput(purchase)).toEqual({
      voucherCode: 'HC-ABCDE-FGHJK',
      estimatedLtv: 314.09,
      email: await sha256('jane.doe@example.com'),
      price: 20.09,
      details: '3 hour voucher',
      tax: 1.09,
      hours: 3,
      subtotal: 19,
      customerId: 42,
      stableID: 'a1b2c3d4e5f6',
      isNewCustomer: true,
      firstName: await sha256('jane'),
      lastName: await sha256('doe'),
      zipcode: '43206',
    });
  });

  it('uses the voucher code as order id, in USD, country USA', async () => {
    const order = await orderConversion(purchase);
    expect(order).toEqual({
      orderId: 'HC-ABCDE-FGHJK',
      total: 20.09,
      tax: 1.09,
      city: 'Columbus',
      state: 'OH',
      country: 'USA',
      currency: 'USD',
      voucherHours: 3,
      email: await sha256('jane.doe@example.com'),
      code: 'HC-ABCDE-FGHJK',
      value: 314.09,
      isNewCustomer: true,
    });
    expect(JSON.stringify(order)).not.toMatch(/example\.com/i);
  });

  it('hashes email and phone for ad platforms and never sends them plain', async () => {
    const events = await adEvents(purchase);
    expect(events.purchase).toEqual({ event: 'purchase', orderId: 'HC-ABCDE-FGHJK', value: 20.09, currency: 'USD' });
    expect(events.conversion.hashedEmail).toBe(await sha256('jane.doe@example.com'));
    expect(events.conversion.hashedPhone).toBe(await sha256('+13125550147'));
    expect(events.conversion.hashedEmail).toMatch(/^[0-9a-f]{64}$/);
    expect(events.conversion.firstName).toBe(await sha256('jane'));
    expect(events.conversion.lastName).toBe(await sha256('doe'));
    expect(events.conversion.zipcode).toBe('43206');
    const text = JSON.stringify(events);
    expect(text).not.toMatch(/jane\.doe@example\.com|5550147|"Jane"|"Doe"/i);
  });

  it('builds the affiliate record with one Voucher item and a hashed email', async () => {
    const record = await affiliateConversion(purchase, 'profile-7');
    expect(record).toEqual({
      hours: 3,
      subtotal: 19,
      customerId: '42',
      customerEmail: await sha256('jane.doe@example.com'),
      profileId: 'profile-7',
      items: [{ category: 'Voucher', sku: 'voucher-3h', name: '3 hour voucher', quantity: 1, price: 19 }],
      currency: 'USD',
      promoCode: '',
      discount: 0,
    });
    expect(JSON.stringify(record)).not.toContain('example.com');
  });

  it('hashes with SHA-256', async () => {
    expect(await sha256('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});
