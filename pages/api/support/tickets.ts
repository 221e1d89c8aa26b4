import { recordSupportTicket } from '@/server/domain/supportTickets';
import { ticketRoute } from '@/server/api/ticketRoute';

/** POST /api/support/tickets: the contact form (/help/ticket). The brand is the host's, never the body's. */
export const config = { api: { bodyParser: { sizeLimit: '16kb' } } };

export default ticketRoute('support-tickets', recordSupportTicket);
