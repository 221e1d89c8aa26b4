import { sql } from 'drizzle-orm';
import { readFileSync } from 'node:fs';
import { openDatabase, setDatabase, sqlRows, type Database } from '@/db';
import { serverEnv } from '@/server/platform/env';
import { setEmailSender, type EmailMessage, type EmailSender } from '../email';
import { setPaymentGateway, TestGateway } from '../payments';
import { createGraphQLHandler } from '../api/http/graphqlHttp';
import { stopJobRunner } from '../jobs/runner';
import { databaseUrl, onServer } from './postgresAdmin';
import type { Campaign } from '@/lib/rules/discount';
import type { OfferSource } from '../offer/grants';
import type { ServerOptions } from '../api/yoga';
import { eq } from 'drizzle-orm';
import { customers } from '@/db/schema';
import { createSignInLink, CUSTOMER_SESSION_COOKIE, signInWithToken } from '../domain/customerAuth';
import { seededExperiments } from './seededExperiments';

/**
 * A real API over a real database for integration tests: an in-memory PGlite,
 * or PostgreSQL when TEST_DATABASE_URL is set (CI runs both), in a database of
 * the test process's own on that server.
 */
export interface Harness {
  database: Database;
  gateway: TestGateway;
  gql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    options?: { headers?: Record<string, string>; operationName?: string },
  ): Promise<{
    status: number;
    headers: Record<string, string>;
    body: { data?: T; errors?: { message: string; extensions?: { code?: string; requestId?: string } }[] };
  }>;
  count(table: string): Promise<number>;
  /** A signed-in session of the customer with this email, as the Cookie header their browser would send. */
  signIn(email: string): Promise<{ cookie: string }>;
  close(): Promise<void>;
}

/** The seed's campaigns and ad-group discounts, as the page layer would hand them in from content. */
export const TEST_OFFERS: OfferSource = {
  experiments: async () => seededExperiments(),
  async campaign(campaignId) {
    const campaigns: Record<string, Campaign> = {
      'spring-clean': {
        campaignId: 'spring-clean',
        title: 'Spring clean',
        discountCents: 500,
        brandKeys: [],
        startsAt: null,
        endsAt: null,
        redemptionCap: null,
      },
      'deep-discount': {
        campaignId: 'deep-discount',
        title: 'Deep discount',
        discountCents: 6000,
        brandKeys: ['sparkle-clean'],
        startsAt: null,
        endsAt: null,
        redemptionCap: null,
      },
      'summer-2025': {
        campaignId: 'summer-2025',
        title: 'Summer 2025',
        discountCents: 1000,
        brandKeys: [],
        startsAt: new Date('2025-06-01T00:00:00Z'),
        endsAt: new Date('2025-09-01T00:00:00Z'),
        redemptionCap: null,
      },
      'one-left': { campaignId: 'one-left', title: 'One left', discountCents: 300, brandKeys: [], startsAt: null, endsAt: null, redemptionCap: 1 },
    };
    return campaigns[campaignId] ?? null;
  },
  adGroupDiscountCents: async (adGroupId) => (adGroupId === '152718340741' ? 1000 : null),
  adGroupName: async (adGroupId) => (adGroupId === '152718340741' ? 'Afternoon Cleaning' : null),
};

/**
 * A database of this suite's own on the TEST_DATABASE_URL server, copied from the run's migrated, seeded template
 * (test/globalSetup.ts): suites in parallel test workers never touch each other's, and a copy takes a fraction of
 * migrating and seeding. Without a template (a suite run on its own) the harness migrates and seeds it.
 */
async function suiteDatabaseUrl(serverUrl: string): Promise<string> {
  const name = `harness_${process.pid}`;
  const template = serverEnv().TEST_POSTGRES_TEMPLATE;
  await onServer(serverUrl, `drop database if exists ${name} with (force)`, `create database ${name}${template ? ` template ${template}` : ''}`);
  return databaseUrl(serverUrl, name);
}

const dropDatabase = (serverUrl: string, name: string) => onServer(serverUrl, `drop database if exists ${name} with (force)`);

let template: Blob | undefined;
/** The run's migrated, seeded PGlite dump (test/globalSetup.ts), read once per test process. */
function pgliteTemplate(): Blob | undefined {
  const file = serverEnv().TEST_PGLITE_TEMPLATE;
  if (file && !template) template = new Blob([readFileSync(file)]);
  return template;
}

export async function startHarness(options: ServerOptions = {}): Promise<Harness> {
  const serverUrl = serverEnv().TEST_DATABASE_URL;
  const url = serverUrl ? await suiteDatabaseUrl(serverUrl) : undefined;
  const database = await openDatabase({ url, dataDir: 'memory://', template: url ? undefined : pgliteTemplate() });
  setDatabase(Promise.resolve(database));
  const gateway = new TestGateway(null);
  setPaymentGateway(gateway);
  const handle = createGraphQLHandler({ introspection: false, ...options });

  return {
    database,
    gateway,
    async gql(query, variables = {}, { headers = {}, operationName } = {}) {
      const allHeaders = { 'content-type': 'application/json', host: 'www.sparkle-clean.com', ...headers };
      // Through the same HTTP layer as POST /api/graphql; a test names its client by the socket address it would come from.
      const response = await handle({
        method: 'POST',
        headers: allHeaders,
        body: JSON.stringify({ query, variables, operationName }),
        remoteAddress: headers['x-forwarded-for'] ?? '127.0.0.1',
      });
      return { status: response.status, headers: response.headers, body: JSON.parse(response.body) };
    },
    async signIn(email: string) {
      const [customer] = await database.db.select({ id: customers.id }).from(customers).where(eq(customers.email, email)).limit(1);
      if (!customer) throw new Error(`no customer ${email}`);
      const link = await createSignInLink(database.db, customer.id, 'http://test', new Date());
      const session = await signInWithToken(database.db, new URL(link).searchParams.get('token'), new Date());
      if (!session.ok) throw new Error(session.message);
      return { cookie: `${CUSTOMER_SESSION_COOKIE}=${session.secret}` };
    },
    async count(table: string) {
      const [row] = await sqlRows<{ n: number }>(database.db, sql.raw(`select count(*)::int as n from ${table}`));
      return Number(row?.n ?? 0);
    },
    async close() {
      await stopJobRunner();
      setDatabase(undefined);
      setPaymentGateway(undefined);
      await database.close();
      if (serverUrl && url) await dropDatabase(serverUrl, new URL(url).pathname.slice(1));
    },
  };
}

/**
 * One harness for a test file, opened before its tests and closed after them,
 * with limits high enough for many purchases and every email kept in `sent`
 * (what the outbox would deliver, through `recorder`). `harness.api` is set once the file's
 * `beforeAll` hooks have run.
 */
export function harnessWithOutbox(options: ServerOptions = {}): { api: Harness; sent: EmailMessage[]; recorder: EmailSender } {
  const sent: EmailMessage[] = [];
  const recorder: EmailSender = { name: 'outbox', send: async (message) => void sent.push(message) };
  const handle = { api: undefined as unknown as Harness, sent, recorder };
  beforeAll(async () => {
    setEmailSender(recorder);
    handle.api = await startHarness({ mutationBurst: 1000, mutationsPerMinute: 60_000, quotesPerMinute: 60_000, ...options });
  }, 60_000);
  afterAll(async () => {
    setEmailSender(undefined);
    await handle.api?.close();
  });
  return handle;
}
