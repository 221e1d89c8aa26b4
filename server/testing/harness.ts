import { sql } from 'drizzle-orm';
import { openDatabase, setDatabase, type Database } from '@/db';
import { setPaymentGateway, TestGateway } from '../payments';
import { createGraphQLServer, GRAPHQL_ENDPOINT, type ServerOptions } from '../yoga';

/**
 * A real API over a real database for integration tests: an in-memory PGlite,
 * or PostgreSQL when TEST_DATABASE_URL is set (CI runs both).
 */
export interface Harness {
  database: Database;
  gateway: TestGateway;
  gql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    options?: { headers?: Record<string, string>; operationName?: string },
  ): Promise<{ status: number; body: { data?: T; errors?: { message: string; extensions?: { code?: string } }[] } }>;
  count(table: string): Promise<number>;
  close(): Promise<void>;
}

export async function startHarness(options: ServerOptions = {}): Promise<Harness> {
  const database = await openDatabase({ url: process.env.TEST_DATABASE_URL, dataDir: 'memory://' });
  if (database.kind === 'postgres') await resetPostgres(database);
  setDatabase(Promise.resolve(database));
  const gateway = new TestGateway(null);
  setPaymentGateway(gateway);
  const yoga = createGraphQLServer({ introspection: false, ...options });

  return {
    database,
    gateway,
    async gql(query, variables = {}, { headers = {}, operationName } = {}) {
      const allHeaders = { 'content-type': 'application/json', host: 'www.sparkle-clean.com', ...headers };
      const response = await yoga.fetch(
        `http://localhost${GRAPHQL_ENDPOINT}`,
        { method: 'POST', headers: allHeaders, body: JSON.stringify({ query, variables, operationName }) },
        { req: { headers: allHeaders, socket: { remoteAddress: headers['x-forwarded-for'] ?? '127.0.0.1' } } },
      );
      return { status: response.status, body: await response.json() };
    },
    async count(table: string) {
      const result = await database.db.execute(sql.raw(`select count(*)::int as n from ${table}`));
      const rows = (result as unknown as { rows: { n: number }[] }).rows;
      return Number(rows[0]?.n ?? 0);
    },
    async close() {
      setDatabase(undefined);
      setPaymentGateway(undefined);
      await database.close();
    },
  };
}

/** A shared PostgreSQL database starts each suite from the seed. */
async function resetPostgres(database: Database) {
  await database.db.execute(sql.raw('drop schema public cascade; create schema public; drop schema if exists drizzle cascade;'));
  await database.close();
  const fresh = await openDatabase({ url: process.env.TEST_DATABASE_URL });
  Object.assign(database, fresh);
}
