import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { Headers as PlainHeaders, Request as PlainRequest, Response as PlainResponse } from '@whatwg-node/node-fetch';
import { readFileSync } from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import path from 'node:path';
import { GraphQLError, getOperationAST, Kind, NoSchemaIntrospectionCustomRule, visit, type DocumentNode, type SelectionNode } from 'graphql';
import { createSchema, createYoga, type Plugin } from 'graphql-yoga';
import { serverEnv } from '@/server/platform/env';
import { reportError, toReport } from '@/server/platform/errorReport';
import { currentRequestId } from '@/server/platform/log';
import { createContext, type GraphQLContext, type OfferSource } from './context';
import { createRateLimiter, type RateLimiter } from '../domain/rateLimit';
import { resolvers } from './resolvers';

export const GRAPHQL_ENDPOINT = '/api/graphql';

const typeDefs = () => readFileSync(path.join(/*turbopackIgnore: true*/ process.cwd(), 'server', 'api', 'schema.graphql'), 'utf8');

interface ServerContext {
  req: { headers: IncomingHttpHeaders; socket?: { remoteAddress?: string } };
  requestId?: string;
}

const rateLimited = () =>
  new GraphQLError('Too many requests. Please wait a minute and try again.', { extensions: { code: 'RATE_LIMITED', http: { status: 429 } } });

/** How many times an operation asks for `field`, aliases and fragments included. */
export function fieldCount(document: DocumentNode, field: string): number {
  let count = 0;
  visit(document, {
    [Kind.FIELD](node) {
      if (node.name.value === field) count += 1;
    },
  });
  return count;
}

/**
 * What a document asks for that costs: price quotes (each stores an intent) and voucher look-ups (each tests a
 * voucher code with an email, so they must not become a way to guess either). Counted once per document: Yoga's
 * parser cache hands every request with the same query the same DocumentNode, and walking it again on every
 * request was most of this plugin's cost.
 */
interface Costs {
  quotes: number;
  voucherLookups: number;
  /** Mutations that can charge a card: one per operation, so aliases cannot try many cards at once. */
  payments: number;
  /** Root fields of each mutation operation, by operation name ('' for an anonymous one): each takes a token. */
  writes: Map<string, number>;
}
// Each reaches a voucher by its code (and the buying email), and answers differently when it is found.
const VOUCHER_LOOKUPS = ['bookingAvailability', 'bookingChangeFee', 'bookCleaning', 'changeBooking', 'postPurchaseSurvey'];
const PAYMENTS = ['purchaseVoucher', 'purchaseSubscription', 'changeBooking', 'cancelMembership'];
const costsByDocument = new WeakMap<DocumentNode, Costs>();
function costsOf(document: DocumentNode): Costs {
  let costs = costsByDocument.get(document);
  if (costs === undefined) {
    const count = (fields: readonly string[]) => fields.reduce((n, field) => n + fieldCount(document, field), 0);
    costs = {
      quotes: fieldCount(document, 'voucherPriceAndIntent'),
      voucherLookups: count(VOUCHER_LOOKUPS),
      payments: count(PAYMENTS),
      writes: mutationRootFields(document),
    };
    costsByDocument.set(document, costs);
  }
  return costs;
}

/** How many fields each mutation asks for at its root, aliases and fragments (also nested ones) expanded. */
function mutationRootFields(document: DocumentNode): Map<string, number> {
  const fragments = new Map(document.definitions.flatMap((d) => (d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d] as const] : [])));
  const countIn = (selections: readonly SelectionNode[], seen: ReadonlySet<string>): number =>
    selections.reduce((n, selection) => {
      if (selection.kind === Kind.FIELD) return n + 1;
      if (selection.kind === Kind.INLINE_FRAGMENT) return n + countIn(selection.selectionSet.selections, seen);
      const fragment = fragments.get(selection.name.value);
      return fragment && !seen.has(fragment.name.value) ? n + countIn(fragment.selectionSet.selections, new Set([...seen, fragment.name.value])) : n;
    }, 0);
  const writes = new Map<string, number>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.OPERATION_DEFINITION && definition.operation === 'mutation')
      writes.set(definition.name?.value ?? '', countIn(definition.selectionSet.selections, new Set()));
  }
  return writes;
}

const oneAtATime = (what: string) => new GraphQLError(`Ask for one ${what} at a time.`, { extensions: { code: 'BAD_REQUEST', http: { status: 400 } } });

/**
 * Limits count work, not requests (DESIGN §4a): every field of a mutation takes
 * a token from its client's bucket (15 aliased fields are 15 writes), and so
 * does every price quote (a quote stores an intent) and every voucher look-up.
 * An operation may ask for one quote, one look-up and one payment only, so
 * aliases cannot try several cards or codes in one request.
 */
function writeLimits(limits: { mutations: RateLimiter; quotes: RateLimiter; voucherLookups: RateLimiter }): Plugin<GraphQLContext> {
  return {
    async onExecute({ args, setResultAndStopExecution }) {
      const operation = getOperationAST(args.document, args.operationName);
      const context = args.contextValue as GraphQLContext;
      const { quotes, voucherLookups, payments, writes } = costsOf(args.document);
      if (quotes > 1 || voucherLookups > 1 || payments > 1) {
        setResultAndStopExecution({ errors: [oneAtATime(payments > 1 ? 'payment' : quotes > 1 ? 'price quote' : 'voucher')] });
        return;
      }
      let tokens = operation?.operation === 'mutation' ? (writes.get(operation.name?.value ?? '') ?? 1) : 0;
      let limited = false;
      while (tokens > 0 && !limited) {
        limited = !(await limits.mutations.take(context.clientKey));
        tokens -= 1;
      }
      limited ||=
        (quotes === 1 && !(await limits.quotes.take(context.clientKey))) || (voucherLookups === 1 && !(await limits.voucherLookups.take(context.clientKey)));
      if (limited) setResultAndStopExecution({ errors: [rateLimited()] });
    },
  };
}

function disableIntrospection(): Plugin {
  return {
    onValidate({ addValidationRule }) {
      addValidationRule(NoSchemaIntrospectionCustomRule);
    },
  };
}

export interface ServerOptions {
  mutationsPerMinute?: number;
  mutationBurst?: number;
  quotesPerMinute?: number;
  introspection?: boolean;
  /** Campaigns and ad-group discounts (content), handed in by the page layer. */
  offers?: OfferSource;
  /** Overrides the request context, for tests. */
  context?: (base: GraphQLContext) => GraphQLContext;
}

const perMinute = (name: string, count: number, burst = Math.max(count / 2, 1)) => createRateLimiter({ name, capacity: burst, refillPerSecond: count / 60 });

export function createGraphQLServer(options: ServerOptions = {}) {
  const env = serverEnv();
  const mutations = options.mutationsPerMinute ?? env.GRAPHQL_MUTATIONS_PER_MINUTE;
  const quotes = options.quotesPerMinute ?? env.GRAPHQL_QUOTES_PER_MINUTE;
  const limits = {
    mutations: perMinute('graphql-mutations', mutations, options.mutationBurst),
    quotes: perMinute('graphql-quotes', quotes),
    // As many as mutations: a customer's booking screens ask one or two at a time.
    voucherLookups: perMinute('graphql-voucher-lookups', mutations, options.mutationBurst),
  };
  const introspection = options.introspection ?? (env.NODE_ENV !== 'production' || env.GRAPHQL_INTROSPECTION);
  const armor = EnvelopArmorPlugin({
    maxDepth: { n: 10 },
    maxAliases: { n: 15 },
    maxTokens: { n: 2000 },
    maxDirectives: { n: 10 },
    costLimit: { maxCost: 5000 },
    blockFieldSuggestion: { enabled: true },
  });

  return createYoga<ServerContext, GraphQLContext>({
    schema: createSchema<ServerContext & GraphQLContext>({ typeDefs: typeDefs(), resolvers: resolvers as never }),
    graphqlEndpoint: GRAPHQL_ENDPOINT,
    // The HTTP layer hands Yoga each operation as a Request and reads a Response back. Node's own (undici) objects
    // set up an AbortSignal and structured-clone support for each; these plain ones don't. The trivial operation
    // answered 2-32 % more requests a second with them in six alternating rounds, DealsHome about 5 %
    // (docs/quality.md).
    // Their TypeScript types are the package's own, not the DOM's; Yoga only builds and reads them.
    fetchAPI: {
      Request: PlainRequest as unknown as typeof Request,
      Response: PlainResponse as unknown as typeof Response,
      Headers: PlainHeaders as unknown as typeof Headers,
    },
    // The HTTP layer has already read the body (64 KB at most) and hands Yoga a string, so Yoga's own limit would only
    // wrap that string in a stream to count its bytes again: a tenth of the trivial operation's CPU. Without it every
    // operation answered 15-20 % more requests a second in alternating rounds (docs/quality.md).
    maxRequestBodySize: false,
    landingPage: false,
    graphiql: false,
    batching: false,
    // Cross-origin answers are decided by the HTTP layer (server/api/http/graphqlHttp.ts), never with credentials.
    cors: false,
    plugins: [armor, writeLimits(limits), ...(introspection ? [] : [disableIntrospection()])],
    context: async ({ req, requestId }) => {
      const base = await createContext(
        { headers: req.headers, remoteAddress: req.socket?.remoteAddress, offers: options.offers },
        requestId ?? currentRequestId() ?? 'none',
      );
      return options.context ? options.context(base) : base;
    },
    maskedErrors: {
      maskError(error, message) {
        const original = error instanceof GraphQLError ? error.originalError : error;
        if (original instanceof GraphQLError || (error instanceof GraphQLError && !error.originalError)) return error as Error;
        // A bug: logged with the request id, answered as a 500 that names the same id and nothing else.
        const requestId = currentRequestId();
        reportError(toReport(original, 'server', { requestId, context: { api: 'graphql' } }));
        return new GraphQLError(message, { extensions: { code: 'INTERNAL_SERVER_ERROR', requestId, http: { status: 500 } } });
      },
    },
  });
}
