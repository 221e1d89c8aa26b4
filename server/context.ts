import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { database, type Db } from '@/db';
import { resolveBrandKey } from '@/lib/brand/hostToBrandKey';
import { routingTable } from '@/lib/routing/manifestCache';
import { ServiceUnavailableError } from './errors';
import { paymentGateway, type PaymentGateway } from './payments';
import { geoFromHeaders, type GeoEstimate } from './services/geo';

export interface GraphQLContext {
  requestId: string;
  brandKey: string;
  /** Who the rate limits count against. */
  clientKey: string;
  geo: GeoEstimate;
  now: () => Date;
  db: () => Promise<Db>;
  payments: PaymentGateway;
}

export interface RequestFacts {
  headers: IncomingHttpHeaders;
  remoteAddress: string | undefined;
}

const REQUEST_ID = /^[\w.:-]{8,128}$/;

export function requestIdFrom(headers: IncomingHttpHeaders): string {
  const given = headers['x-request-id'];
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
}

/** The first X-Forwarded-For hop when a proxy set one, else the socket address. */
export function clientKeyFrom(facts: RequestFacts): string {
  const forwarded = facts.headers['x-forwarded-for'];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
  return first && first.length <= 64 ? first : (facts.remoteAddress ?? 'unknown');
}

async function brandKeyFrom(headers: IncomingHttpHeaders): Promise<string> {
  try {
    const table = await routingTable();
    return resolveBrandKey(headers.host, table.brandKeys, table.manifest.fallbackKey).key;
  } catch {
    return process.env.FALLBACK_BRAND_KEY || 'local';
  }
}

export async function createContext(facts: RequestFacts, requestId: string): Promise<GraphQLContext> {
  return {
    requestId,
    brandKey: await brandKeyFrom(facts.headers),
    clientKey: clientKeyFrom(facts),
    geo: geoFromHeaders(facts.headers),
    now: () => new Date(),
    db: async () => {
      try {
        return (await database()).db;
      } catch (error) {
        console.error(`[graphql ${requestId}] database unavailable:`, error instanceof Error ? error.message : error);
        throw new ServiceUnavailableError();
      }
    },
    payments: paymentGateway(),
  };
}
