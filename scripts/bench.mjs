#!/usr/bin/env node
/**
 * `npm run bench`: measured figures, each beside a reference measured in the
 * same run on the same machine. Not part of `npm test`.
 *   BENCH_SECONDS (default 10) per target, 50 connections, loopback only.
 */
import { createServer } from 'node:http';
import path from 'node:path';
import { buildIfNeeded } from './build-if-needed.mjs';
import { getWithHost } from './bench/http.mjs';
import { load, row } from './bench/load.mjs';
import { publishToLive } from './bench/publish.mjs';
import { startServer } from './bench/server.mjs';

const seconds = Number(process.env.BENCH_SECONDS || 10);
const port = Number(process.env.BENCH_PORT || 3200);
const base = `http://127.0.0.1:${port}`;
const json = { 'content-type': 'application/json', host: 'www.sparkle-clean.com' };

const OPERATIONS = {
  trivial: { query: '{ __typename }' },
  dealsHome: {
    operationName: 'DealsHome',
    variables: { first: 10, filter: { sort: 'LOCATION_CLOSEST', zipcode: '60614' } },
    query:
      'query DealsHome($first: Int, $after: String, $adTracking: AdTracking, $filter: ReviewFilter) { publicReviews(first: $first, after: $after, adTracking: $adTracking, filter: $filter) { edges { cursor node { body stars received publicLocation customer { firstName lastName } } } pageInfo { hasNextPage endCursor } } estimatedBrowserLocation(adTracking: $adTracking) { nearbyState memberHourlyRate nonmemberHourlyRate nearbyCities } availableVouchers { numHours price } }',
  },
  voucherPrice: {
    operationName: 'VoucherPriceAndIntent',
    variables: { voucherOption: 'CCF_1', numHours: 3, zipcode: '43206', discount: 5 },
    query:
      'query VoucherPriceAndIntent($voucherOption: PricingPlanKey!, $numHours: Float!, $zipcode: String!, $discount: Float) { voucherPriceAndIntent(voucherOption: $voucherOption, numHours: $numHours, zipcode: $zipcode, discount: $discount) { __typename ... on VoucherPriceQuote { intent price } } }',
  },
};

async function main() {
  buildIfNeeded();
  const dataDir = path.join('.data', 'bench');
  const server = await startServer({ port, dataDir });
  const lines = [`Benchmark: ${seconds} s per target, 50 connections, loopback (${new Date().toISOString()})`, ''];
  try {
    const gql = (operation) => ({ url: `${base}/api/graphql`, method: 'POST', headers: json, body: JSON.stringify(operation), seconds });
    // Warm caches and the JIT so the first measured target is not penalised.
    for (const operation of Object.values(OPERATIONS)) await load({ ...gql(operation), seconds: 2, connections: 10 });

    lines.push('GraphQL (reference: trivial { __typename } on the same server)');
    const trivial = await load(gql(OPERATIONS.trivial));
    lines.push(row('  trivial resolver (reference)', trivial));
    lines.push(row('  DealsHome', await load(gql(OPERATIONS.dealsHome)), trivial));
    lines.push(row('  VoucherPriceAndIntent (writes an intent)', await load(gql(OPERATIONS.voucherPrice)), trivial));
    lines.push('');

    lines.push('ISR landing page (reference: plain node:http serving the same bytes from memory)');
    const bytes = (await getWithHost(base, 'www.sparkle-clean.com', '/?adgroupid=148203961127')).body;
    const plain = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': bytes.length });
      res.end(bytes);
    });
    await new Promise((resolve) => plain.listen(port + 1, '127.0.0.1', resolve));
    const reference = await load({ url: `http://127.0.0.1:${port + 1}/`, seconds });
    plain.close();
    lines.push(row('  node:http, same bytes (reference)', reference));
    lines.push(row('  next start, / with ad group (ISR)', await load({ url: `${base}/?adgroupid=148203961127`, headers: { host: 'www.sparkle-clean.com' }, seconds }), reference));
    lines.push('');

    const live = await publishToLive({ base, dataDir });
    lines.push(`Publish to live (studio publish → change in the server HTML, ${live.rounds} rounds; target ≤ 5 s)`);
    lines.push(`  ad-group title edit                        median ${live.edit.median.toFixed(2)} s  max ${live.edit.max.toFixed(2)} s`);
    lines.push(`  new brand on its own host                  median ${live.newBrand.median.toFixed(2)} s  max ${live.newBrand.max.toFixed(2)} s`);
  } finally {
    server.stop();
  }
  console.log(lines.join('\n'));
}

main().catch((error) => {
  console.error(`[bench] ${error.message}`);
  process.exit(1);
});
