import { LINK_MINUTES } from '../domain/signInLinks';
import { formatUtcDate } from '@/lib/rules/dates';
import { googleCalendarLink, outlookCalendarLink, type CalendarEvent } from '@/lib/rules/calendar';
import { formatUsd } from '@/lib/rules/money';
import { unusedFirstCleaningText } from '@/lib/rules/earlyCancellation';
import type { EmailBrand } from '@/server/site/brandKey';
import type { OrderSummary } from '@/lib/rules/orderSummary';
import type { EmailKind, EmailMessage } from './types';

/**
 * Branded, plain emails: one short text version and the same in simple HTML
 * (no images, no tracking), so they read well in any mail client.
 */

export type { EmailBrand } from '@/server/site/brandKey';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

type Line = string | { link: string; label: string } | { rows: [string, string][] };

/** First in every email while the test gateway takes the payments (server/platform/testGateway.ts). */
export const TEST_MODE_NOTICE = 'Test mode: no real payments. No card is charged on this site.';

function compose(kind: EmailKind, to: string, brand: EmailBrand, subject: string, lines: Line[]): EmailMessage {
  const text = [
    ...(brand.testPayments ? [TEST_MODE_NOTICE] : []),
    ...lines.map((line) =>
      typeof line === 'string' ? line : 'link' in line ? `${line.label}: ${line.link}` : line.rows.map(([k, v]) => `${k}: ${v}`).join('\n'),
    ),
    `— ${brand.name}`,
  ].join('\n\n');
  const body = lines
    .map((line) => {
      if (typeof line === 'string') return `<p>${escape(line)}</p>`;
      if ('link' in line)
        return `<p><a href="${escape(line.link)}" style="display:inline-block;padding:12px 20px;background:#0b5394;color:#ffffff;text-decoration:none;border-radius:6px">${escape(line.label)}</a></p><p style="font-size:13px;color:#555">Or paste this address into your browser: ${escape(line.link)}</p>`;
      return `<table role="presentation" cellpadding="4">${line.rows.map(([k, v]) => `<tr><th align="left">${escape(k)}</th><td>${escape(v)}</td></tr>`).join('')}</table>`;
    })
    .join('\n');
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escape(subject)}</title></head><body style="font-family:Arial,Helvetica,sans-serif;color:#1a1a1a;max-width:560px;margin:0 auto;padding:16px">${brand.testPayments ? `<p style="padding:8px 12px;background:#fff4ce;font-weight:700">${escape(TEST_MODE_NOTICE)}</p>` : ''}<h1 style="font-size:20px">${escape(brand.name)}</h1>\n${body}\n<p style="font-size:13px;color:#555">— ${escape(brand.name)}</p></body></html>`;
  return { to, kind, subject, text, html, ...(brand.replyTo ? { replyTo: brand.replyTo } : {}) };
}

export function signInEmail(to: string, brand: EmailBrand, link: string): EmailMessage {
  return compose('sign-in', to, brand, `Your ${brand.name} sign-in link`, [
    `Use this link to sign in to your account. It works once and expires in ${LINK_MINUTES} minutes.`,
    { link, label: 'Sign in' },
    'If you did not ask to sign in, you can ignore this email: nobody can sign in without the link.',
  ]);
}

/** A studio person's one-time sign-in link (the studio is staff-only; the link opens it on the host they asked from). */
export function studioSignInEmail(to: string, brand: EmailBrand, link: string): EmailMessage {
  return compose('studio-sign-in', to, brand, 'Your content studio sign-in link', [
    'Use this link to sign in to the content studio. It works once and expires in 15 minutes.',
    { link, label: 'Sign in to the studio' },
    'If you did not ask to sign in, you can ignore this email: nobody can sign in without the link.',
  ]);
}

export interface ReceiptFacts {
  code: string;
  /** The order's lines as checkout showed them (lib/rules/orderSummary.ts). */
  summary: OrderSummary;
  expiresAt: Date;
}

export function receiptEmail(to: string, brand: EmailBrand, facts: ReceiptFacts, signInLink: string): EmailMessage {
  const { summary } = facts;
  return compose('receipt', to, brand, `Your ${brand.name} receipt: voucher ${facts.code}`, [
    'Thank you for your purchase. Here is your receipt.',
    {
      rows: [
        ['Voucher code', facts.code],
        ...summary.lines.map((line): [string, string] => [line.label, line.amountCents === null ? '' : formatUsd(line.amountCents)]),
        ['Total paid', formatUsd(summary.totalCents ?? 0)],
        ['Then, Forever Clean membership', summary.membership],
        ['Valid until', formatUtcDate(facts.expiresAt.toISOString())],
      ],
    },
    'Book your cleaning from your account:',
    { link: signInLink, label: 'Sign in and choose a date' },
    ...summary.terms,
  ]);
}

/** A payment taken for a purchase that never completed (its answer lost, a bank check finished after the buyer left), refunded by the sweep. */
export function refundEmail(to: string, brand: EmailBrand, facts: { amountCents: number; attemptedAt: Date }): EmailMessage {
  const amount = formatUsd(facts.amountCents);
  return compose('refund', to, brand, `Your ${brand.name} payment of ${amount} is refunded`, [
    `Your purchase on ${formatUtcDate(facts.attemptedAt.toISOString())} was not completed, so no voucher was issued. The payment of ${amount} taken from your card for it has been refunded in full.`,
    'Refunds usually reach your account within 5 to 10 business days, depending on your bank. If you bought again afterwards, that purchase is not affected.',
    'You can check prices and buy again at any time:',
    { link: `${brand.origin}/`, label: 'Check prices' },
  ]);
}

/** A membership period charged by billing: its receipt. */
export function membershipPaymentEmail(to: string, brand: EmailBrand, facts: { amountCents: number; period: number; chargedAt: Date }): EmailMessage {
  return compose('membership-payment', to, brand, `Your ${brand.name} membership payment of ${formatUsd(facts.amountCents)}`, [
    'Thank you for being a member. Here is the receipt for your membership payment.',
    {
      rows: [
        ['Membership period', String(facts.period + 1)],
        ['Amount', formatUsd(facts.amountCents)],
        ['Paid with', 'your card on file'],
        ['Date', formatUtcDate(facts.chargedAt.toISOString())],
      ],
    },
    'Your member rates, next charge date and vouchers are in your account:',
    { link: `${brand.origin}/customer`, label: 'Open your account' },
  ]);
}

/** A membership period billing could not charge: what happens next, and what the member can do. */
export function membershipPaymentFailedEmail(to: string, brand: EmailBrand, facts: { amountCents: number; retries: number }): EmailMessage {
  return compose('membership-payment-failed', to, brand, `Your ${brand.name} membership payment did not go through`, [
    `We could not charge your membership payment of ${formatUsd(facts.amountCents)} to your card on file.`,
    facts.retries > 0
      ? `We will try again ${facts.retries === 1 ? 'once more' : `up to ${facts.retries} more times`}. If your card has changed or expired, please contact us to update it.`
      : 'Please contact us to update your card.',
    { link: `${brand.origin}/customer`, label: 'Open your account' },
  ]);
}

/** A membership cancelled from the customer area: its receipt, with the early-cancellation fee when one was charged. */
export function membershipCancelledEmail(
  to: string,
  brand: EmailBrand,
  facts: { feeCents: number; cancelledAt: Date; voidedVoucher: string | null; refundedCents: number },
): EmailMessage {
  const fee = formatUsd(facts.feeCents);
  return compose(facts.feeCents > 0 ? 'fee-receipt' : 'membership-cancelled', to, brand, `Your ${brand.name} membership is cancelled`, [
    `Your membership was cancelled on ${formatUtcDate(facts.cancelledAt.toISOString())}. It will not be charged again.`,
    facts.feeCents > 0
      ? {
          rows: [
            ['Early-cancellation fee', fee],
            ['Paid with', 'your card on file'],
          ],
        }
      : 'Cancelling was free of charge.',
    ...(facts.feeCents > 0
      ? ['The fee applies because the membership was cancelled before its minimum number of paid months, after its discounted first cleaning.']
      : []),
    ...(facts.voidedVoucher
      ? [`Your first cleaning had not taken place yet, so no fee was charged. ${unusedFirstCleaningText(facts.voidedVoucher, facts.refundedCents, 'done')}`]
      : []),
    { link: `${brand.origin}/customer`, label: 'Open your account' },
  ]);
}

const BOOKING_SUBJECTS = {
  booking: 'Your cleaning is booked',
  'booking-change': 'Your cleaning has moved',
  cancellation: 'Your cleaning is cancelled',
} as const;

/**
 * A booking, its move or its cancellation. `when` is the cleaning in the home's local time with its zone
 * ("Thu, Nov 27 · 8–11am CST"), `policy` the late-change policy's own sentence (lib/rules/lateChange.ts).
 */
export function bookingEmail(
  kind: keyof typeof BOOKING_SUBJECTS,
  to: string,
  brand: EmailBrand,
  facts: { code: string; when: string; policy: string; calendar?: BookingCalendar },
  extra: string[] = [],
): EmailMessage {
  const intro =
    kind === 'cancellation'
      ? 'Your cleaning has been cancelled. Your voucher can be booked again while it is valid.'
      : kind === 'booking-change'
        ? 'Your cleaning has been moved. Here is the new time.'
        : 'Your cleaning is booked. Here are the details.';
  const calendar = facts.calendar;
  const message = compose(kind, to, brand, `${BOOKING_SUBJECTS[kind]}: ${facts.when}`, [
    intro,
    {
      rows: [
        ['Voucher code', facts.code],
        [kind === 'cancellation' ? 'Was booked for' : 'When', facts.when],
      ],
    },
    ...extra,
    ...(calendar
      ? [
          'Add it to your calendar: the attached cleaning.ics works with Apple Calendar and most others, or use a link.',
          { link: googleCalendarLink(calendar.event), label: 'Add to Google Calendar' },
          { link: outlookCalendarLink(calendar.event), label: 'Add to Outlook' },
        ]
      : []),
    `${facts.policy} You can make changes from your account.`,
  ]);
  return calendar
    ? { ...message, attachments: [{ filename: 'cleaning.ics', contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content: calendar.ics }] }
    : message;
}

/** A booking's calendar entry: the event, and the same as an iCalendar file. */
export interface BookingCalendar {
  event: CalendarEvent;
  ics: string;
}

/** The day before a cleaning: when, and how to prepare. */
export function bookingReminderEmail(to: string, brand: EmailBrand, facts: { code: string; when: string; policy: string }): EmailMessage {
  return compose('booking-reminder', to, brand, `Tomorrow: your cleaning, ${facts.when}`, [
    'A reminder that your cleaner is coming tomorrow.',
    {
      rows: [
        ['When', facts.when],
        ['Voucher code', facts.code],
      ],
    },
    'To help them start straight away: clear counters and floors where you can, and let us know about pets or parking in your account.',
    facts.policy,
    { link: `${brand.origin}/customer`, label: 'Open your account' },
  ]);
}

/** After a cleaning: how was it? */
export function bookingFollowUpEmail(to: string, brand: EmailBrand, facts: { code: string; when: string; rateToken: string }): EmailMessage {
  return compose('booking-follow-up', to, brand, 'How was your cleaning?', [
    `We hope your home feels great after your cleaning on ${facts.when}.`,
    'Rate it in a minute: tell us how it went, and ask for the same cleaner next time if you liked them.',
    { link: `${brand.origin}/customer?rate=${encodeURIComponent(facts.rateToken)}`, label: 'Rate your cleaning' },
    brand.replyTo
      ? `If anything was missed, reply to this email (it reaches ${brand.replyTo}) by the next day and we will put it right.`
      : 'If anything was missed, write to us by the next day and we will put it right.',
    ...(brand.replyTo ? [] : [{ link: `${brand.origin}/help/ticket/`, label: 'Contact us' }]),
  ]);
}

/** A few days before a membership charge: how much, and when. */
export function membershipRenewalEmail(to: string, brand: EmailBrand, facts: { amountCents: number; chargeDate: string; paidMonths: number }): EmailMessage {
  return compose('membership-renewal', to, brand, `Your membership renews on ${facts.chargeDate}`, [
    `Your Forever Clean membership renews on ${facts.chargeDate}: we will charge ${formatUsd(facts.amountCents)} to the card on file.`,
    `You have paid ${facts.paidMonths} month${facts.paidMonths === 1 ? '' : 's'} so far.`,
    'Nothing to do if you are staying. You can see your membership, or cancel, from your account.',
    { link: `${brand.origin}/customer`, label: 'Open your account' },
  ]);
}
