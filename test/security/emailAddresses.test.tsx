import { render, screen } from '@testing-library/react';
import { InboxView } from '@/studio-local/backoffice/InboxView';
import { mailtoHref } from '@/lib/rules/mailto';
import { MESSAGES } from '@/lib/rules/validation/messages';
import { emailField } from '@/lib/rules/validation/fields';
import { supportTicketForm } from '@/lib/rules/validation/forms';
import type { SupportTicketView } from '@/studio-local/store/types';

/**
 * Issue 38, item 10: `victim@example.com?bcc=attacker%40evil.test` was taken
 * by the contact form and became, in the studio inbox, a mailto: link that
 * blind-copied the attacker on the reply.
 */

const TRICKS = [
  'victim@example.com?bcc=attacker%40evil.test',
  'victim@example.com?cc=attacker@evil.test',
  'victim@example.com&bcc=attacker@evil.test',
  'victim%40example.com@evil.test',
  'victim@example.com%0abcc:attacker@evil.test',
  'victim@example.com,attacker@evil.test',
  'victim@example.com;attacker@evil.test',
  '"victim"@example.com',
  'victim@example.com.',
  'victim@[127.0.0.1]',
  'vic<tim>@example.com',
  'victim@exa_mple.com',
  '.victim@example.com',
  'vic..tim@example.com',
];

describe('email addresses', () => {
  it.each(TRICKS)('refuses %s as an address, on every form that takes one', (address) => {
    expect(emailField.safeParse(address).error?.issues[0]?.message).toBe(MESSAGES.email);
    expect(supportTicketForm.safeParse({ email: address, topic: 'other', message: 'Hello there, please call me back.' }).success).toBe(false);
  });

  it('still takes the addresses people have', () => {
    for (const address of [
      'jane@example.com',
      'jane.doe+cleaning@mail.example.co.uk',
      "o'brien@example.ie",
      'a_b-c@sub-domain.example.org',
      'josé@correo.example.es',
      'x@example.xn--p1ai',
    ]) {
      expect(emailField.safeParse(address).success).toBe(true);
    }
  });

  it('builds mailto: links with each part encoded, so an address never adds a header or a recipient', () => {
    expect(mailtoHref('jane.doe+cleaning@example.com')).toBe('mailto:jane.doe%2Bcleaning@example.com');
    const href = mailtoHref('victim@example.com?bcc=attacker%40evil.test');
    expect(href).not.toMatch(/[?&]/);
    expect(new URL(href).search).toBe('');
    expect(decodeURIComponent(new URL(href).pathname)).toBe('victim@example.com?bcc=attacker%40evil.test');
  });
});

describe('the studio inbox', () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
  });

  it('links a stored trick address as one literal recipient, and a valid one as usual', async () => {
    const ticket = (id: number, email: string): SupportTicketView => ({
      id,
      brandKey: 'local',
      email,
      topic: 'other',
      topicLabel: 'Something else',
      message: 'Please reply.',
      voucherCode: null,
      status: 'open',
      createdAt: '2026-11-01T10:00:00Z',
      closedAt: null,
    });
    const tickets = [ticket(1, 'victim@example.com?bcc=attacker%40evil.test'), ticket(2, 'jane@example.com')];
    global.fetch = jest.fn(async () => ({ ok: true, status: 200, json: async () => ({ tickets }) })) as unknown as typeof fetch;
    render(<InboxView onSignedOut={() => undefined} />);

    const trick = await screen.findByText('victim@example.com?bcc=attacker%40evil.test');
    expect(trick.closest('a')).toBeNull();
    expect(screen.getByRole('link', { name: 'jane@example.com' })).toHaveAttribute('href', 'mailto:jane@example.com');
    for (const link of screen.queryAllByRole('link')) expect(link.getAttribute('href')).not.toMatch(/[?&]/);
  });
});
