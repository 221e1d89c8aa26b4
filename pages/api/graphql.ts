import { contentOffers } from '@/server/offer/contentSource';
import { graphqlRoute } from '@/server/api/http/graphqlHttp';

/**
 * POST /api/graphql (spec §7). The body is read by the GraphQL HTTP layer
 * (64 KB at most), not by Next's parser, so every malformed request gets a
 * JSON GraphQL error. Campaign and ad-group discounts come from content.
 */
export const config = { api: { bodyParser: false } };

export default graphqlRoute({ offers: contentOffers });
