import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';
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
    link: new HttpLink({ uri, credentials: 'same-origin' }),
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
