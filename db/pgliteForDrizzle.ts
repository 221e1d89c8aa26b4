import type { PGlite, QueryOptions, Results, Transaction } from '@electric-sql/pglite';

/**
 * The types Drizzle reads as text and parses itself: timestamp, timestamptz, interval, date, and
 * numeric[], timestamp[], timestamptz[], interval[], date[] (as drizzle-orm/pglite's prepared
 * queries list them; db/pgliteForDrizzle.test.ts checks the two lists agree).
 */
export const TYPES_DRIZZLE_PARSES = [1114, 1184, 1186, 1082, 1231, 1115, 1185, 1187, 1182] as const;

type Query = <T>(sql: string, params?: unknown[], options?: QueryOptions) => Promise<Results<T>>;

const withoutParserTable =
  (query: Query): Query =>
  (sql, params, options) =>
    query(sql, params, options && { ...options, parsers: undefined });

/**
 * PGlite as Drizzle should use it. Drizzle hands PGlite a table of those
 * parsers with every query, and PGlite then copies its own table of about 300
 * parsers to merge them in, on every query: on this machine a small query took
 * about 215 µs that way and 100 µs without. The parsers are set once on the
 * database instead (after its start-up, which sets the array types), and the
 * client Drizzle gets passes queries on without the table. Drizzle uses only
 * `query` and `transaction`.
 */
export function pgliteForDrizzle(client: PGlite): PGlite {
  const asText = (value: string) => value;
  for (const type of TYPES_DRIZZLE_PARSES) client.parsers[type] = asText;
  const forDrizzle = {
    query: withoutParserTable(client.query.bind(client) as Query),
    transaction: <T>(work: (tx: Transaction) => Promise<T>) => client.transaction((tx) => work(Object.assign(Object.create(tx) as Transaction, { query: withoutParserTable(tx.query as Query) }))),
  };
  return forDrizzle as unknown as PGlite;
}
