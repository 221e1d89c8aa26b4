import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';
import { establishVisit } from '@/lib/platform/visit';
import { publicEnv } from '@/lib/platform/env/public';
import { possibleTypes } from './possibleTypes';

/**
 * The browser's GraphQL client (spec §7): POST to {host}/api/graphql, client
 * name publicweb. NEXT_PUBLIC_GRAPHQL_URL points it at another backend.
 * Imported lazily by landing pages so Apollo is not in their first load.
 */

export const CLIENT_NAME = 'publicweb';

let client: ApolloClient | undefined;

export function createApolloClient(uri = publicEnv.graphqlUrl): ApolloClient {
  return new ApolloClient({
    // A first visit's offer is established before anything is quoted or charged (lib/platform/visit.ts).
    link: new HttpLink({ uri, credentials: 'same-origin', fetch: (input, init) => establishVisit().then(() => fetch(input, init)) }),
    cache: new InMemoryCache({
      possibleTypes,
      typePolicies: {
        // Quotes and purchase results are per request; never merge them across calls.
        VoucherPriceQuote: { keyFields: ['intent'] },
        Query: { fields: { publicReviews: { keyArgs: ['filter'] } } },
      },
    }),
    clientAwareness: { name: CLIENT_NAME, version: publicEnv.appVersion },
  });
}

/** One client per browser tab. */
export function apolloClient(): ApolloClient {
  client ??= createApolloClient();
  return client;
}
