/**
 * @jest-environment node
 */
import { listSupportTickets, setSupportTicketStatus, submitCleanerApplication, submitSupportTicket } from './supportTickets';
import { startHarness, type Harness } from '../testing/harness';

let api: Harness;
beforeAll(async () => {
  api = await startHarness();
}, 60_000);
afterAll(() => api.close());

const ticket = (overrides: Record<string, unknown> = {}) => ({
  email: 'Pat@Example.com ',
  topic: 'billing',
  message: 'I was charged twice for my first cleaning.',
  ...overrides,
});

describe('support tickets', () => {
  it('stores a valid message and lists it in the open inbox', async () => {
    const outcome = await submitSupportTicket(api.database.db, 'tidy-nest', ticket({ voucherCode: ' hc-ab12c-3de4f ' }));
    expect(outcome).toMatchObject({ status: 'created', message: expect.stringContaining('We’ll reply to pat@example.com') });
    const open = await listSupportTickets(api.database.db, 'open');
    expect(open[0]).toMatchObject({
      brandKey: 'tidy-nest',
      email: 'pat@example.com',
      topic: 'billing',
      topicLabel: 'Billing and payments',
      voucherCode: 'HC-AB12C-3DE4F',
      status: 'open',
    });
  });

  it('answers each field in friendly words and stores nothing', async () => {
    const before = await api.count('support_tickets');
    const outcome = await submitSupportTicket(api.database.db, 'tidy-nest', { email: 'nope', topic: 'refund-me', message: 'short', voucherCode: 'ABC' });
    expect(outcome).toEqual({
      status: 'invalid',
      fieldErrors: [
        { field: 'email', message: 'Enter a valid email address' },
        { field: 'topic', message: 'Choose what your message is about.' },
        { field: 'message', message: 'Tell us a little more: at least 10 characters.' },
        { field: 'voucherCode', message: 'Enter the voucher code as it appears in your email, for example HC-AB12C-3DE4F.' },
      ],
    });
    const long = await submitSupportTicket(api.database.db, 'tidy-nest', ticket({ message: 'x'.repeat(2001) }));
    expect(long).toEqual({ status: 'invalid', fieldErrors: [{ field: 'message', message: 'Please keep your message under 2,000 characters.' }] });
    expect(await submitSupportTicket(api.database.db, 'tidy-nest', null)).toMatchObject({ status: 'invalid' });
    expect(await api.count('support_tickets')).toBe(before);
  });

  it('keeps one ticket for a message sent twice while it is open, and a new one once it is closed', async () => {
    const first = await submitSupportTicket(api.database.db, 'sparkle-clean', ticket({ message: 'Can I move my cleaning to Friday?', topic: 'booking' }));
    const again = await submitSupportTicket(api.database.db, 'sparkle-clean', ticket({ message: '  can I move my cleaning   to Friday? ', topic: 'booking' }));
    if (first.status !== 'created' || again.status !== 'duplicate') throw new Error(`unexpected ${first.status}/${again.status}`);
    expect(again.ticketNumber).toBe(first.ticketNumber);
    // The same words to another brand are another ticket.
    expect((await submitSupportTicket(api.database.db, 'tidy-nest', ticket({ message: 'Can I move my cleaning to Friday?', topic: 'booking' }))).status).toBe(
      'created',
    );

    expect(await setSupportTicketStatus(api.database.db, first.ticketNumber, 'closed')).toMatchObject({ status: 'closed', closedAt: expect.any(String) });
    expect((await listSupportTickets(api.database.db, 'closed')).map((t) => t.id)).toContain(first.ticketNumber);
    const later = await submitSupportTicket(api.database.db, 'sparkle-clean', ticket({ message: 'Can I move my cleaning to Friday?', topic: 'booking' }));
    expect(later.status).toBe('created');
    // Reopening the old one would make two open tickets for one message: refused.
    expect(await setSupportTicketStatus(api.database.db, first.ticketNumber, 'open')).toBe('conflict');
    expect(await setSupportTicketStatus(api.database.db, 999_999, 'closed')).toBeNull();
  });
});

describe('cleaner applications (/apply)', () => {
  const application = (overrides: Record<string, unknown> = {}) => ({
    name: 'Rosa Delgado',
    email: 'rosa@example.com',
    phone: '(312) 555-0142',
    zipcode: '60614',
    experience: '1-3',
    availability: 'weekdays',
    about: 'I clean offices now and would like homes.',
    ...overrides,
  });

  it('stores one application per submission and shows it in the inbox with its answers', async () => {
    const first = await submitCleanerApplication(api.database.db, 'sparkle-clean', application());
    expect(first).toMatchObject({ status: 'created', message: expect.stringMatching(/^Thanks, Rosa Delgado: we have your application \(number \d+\)/) });
    const again = await submitCleanerApplication(api.database.db, 'sparkle-clean', application());
    expect(again).toMatchObject({ status: 'duplicate', ticketNumber: (first as { ticketNumber: number }).ticketNumber });
    const open = await listSupportTickets(api.database.db, 'open');
    const mine = open.filter((t) => t.email === 'rosa@example.com');
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ brandKey: 'sparkle-clean', topic: 'cleaner-application', topicLabel: 'Cleaner application' });
    expect(mine[0]!.message).toContain('Experience: 1–3 years');
    expect(mine[0]!.message).toContain('Availability: Weekdays');
  });

  it('names every field that is wrong and stores nothing', async () => {
    const before = await api.count('support_tickets');
    const outcome = await submitCleanerApplication(api.database.db, 'sparkle-clean', {
      name: 'R',
      email: 'x',
      phone: '12',
      zipcode: 'abc',
      experience: 'decades',
      availability: '',
    });
    expect(outcome.status).toBe('invalid');
    expect((outcome as { fieldErrors: { field: string }[] }).fieldErrors.map((e) => e.field)).toEqual([
      'name',
      'email',
      'phone',
      'zipcode',
      'experience',
      'availability',
    ]);
    expect(await api.count('support_tickets')).toBe(before);
  });
});
