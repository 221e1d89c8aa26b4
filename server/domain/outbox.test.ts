/**
 * @jest-environment node
 */
import { emailOutbox } from '@/db/schema';
import { studioOutbox } from './outbox';
import { startHarness, type Harness } from '../testing/harness';

let api: Harness;
beforeAll(async () => {
  api = await startHarness();
}, 60_000);
afterAll(() => api.close());

describe('the studio Outbox', () => {
  it('shows customer emails whole but never a studio sign-in link', async () => {
    const link = 'http://localhost:3000/studio/sign-in?token=secret-token-secret-token-1234';
    await api.database.db.insert(emailOutbox).values([
      {
        toAddress: 'ed@example.com',
        kind: 'studio-sign-in',
        subject: 'Your content studio sign-in link',
        textBody: `Sign in: ${link}`,
        htmlBody: `<a href="${link}">Sign in</a>`,
      },
      { toAddress: 'buyer@example.com', kind: 'receipt', subject: 'Your receipt', textBody: 'Voucher ABC-123', htmlBody: '<p>Voucher ABC-123</p>' },
    ]);
    const emails = await studioOutbox();
    expect(emails.find((e) => e.kind === 'receipt')?.text).toBe('Voucher ABC-123');
    const studio = emails.find((e) => e.kind === 'studio-sign-in');
    expect(studio?.to).toBe('ed@example.com');
    expect(studio?.text).not.toContain('secret-token');
    expect(studio?.text).toMatch(/hidden here/);
  });
});
