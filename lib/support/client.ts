import type { CleanerApplicationInput, FieldErrors, SupportTicketInput } from '@/lib/rules/validation/forms';

/** The browser's side of the forms that become tickets: the contact form and a cleaner's application. */

export type TicketReply = { ok: true; message: string } | { ok: false; message: string; fieldErrors: FieldErrors };

const FALLBACK = 'We couldn’t send your message just now. Please try again in a minute, or email or call us.';

export const sendSupportTicket = (input: SupportTicketInput) => postTicket('/api/support/tickets', input);
export const sendCleanerApplication = (input: CleanerApplicationInput) => postTicket('/api/support/applications', input);

async function postTicket(url: string, input: unknown): Promise<TicketReply> {
  let response: Response;
  try {
    response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(input) });
  } catch {
    return { ok: false, message: 'You seem to be offline. Check your connection and try again.', fieldErrors: [] };
  }
  const body = (await response.json().catch(() => ({}))) as { message?: unknown; error?: unknown; fieldErrors?: unknown };
  if (response.ok && typeof body.message === 'string') return { ok: true, message: body.message };
  return {
    ok: false,
    message: typeof body.error === 'string' ? body.error : FALLBACK,
    fieldErrors: Array.isArray(body.fieldErrors) ? (body.fieldErrors as FieldErrors) : [],
  };
}
