/** The live blocks an informational page can carry under its text (chosen in the studio, built in the site). */
export const PAGE_WIDGETS = [
  { value: 'contact', title: 'Contact form (support ticket)' },
  { value: 'privacyOptOut', title: 'Privacy opt-out (Do Not Sell or Share)' },
  { value: 'cancellationPolicy', title: 'Late-cancellation policy (fee and notice, live)' },
  { value: 'reviews', title: 'Customer reviews (every public review, sortable)' },
  { value: 'signIn', title: 'Customer sign-in (one-time email link)' },
  { value: 'customerArea', title: 'Customer area (vouchers, membership, sign-out)' },
  { value: 'redeem', title: 'Redeem a voucher (choose a date and arrival window)' },
  { value: 'memberBooking', title: 'Member booking (a further cleaning at the member rate, charged to the card on file)' },
  { value: 'apply', title: 'Cleaner application form (to the support inbox)' },
  { value: 'company', title: 'The company behind the brand (name, address, phone, hours)' },
] as const;

export type PageWidget = (typeof PAGE_WIDGETS)[number]['value'];

export const pageWidget = (value: unknown): PageWidget | null => PAGE_WIDGETS.find((w) => w.value === value)?.value ?? null;
