import { recordCleanerApplication } from '@/server/domain/supportTickets';
import { ticketRoute } from '@/server/api/ticketRoute';

/** POST /api/support/applications: a cleaner's application (/apply), a ticket in the studio inbox. */
export const config = { api: { bodyParser: { sizeLimit: '16kb' } } };

export default ticketRoute('cleaner-applications', recordCleanerApplication);
