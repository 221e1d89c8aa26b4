import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { GraphQLError, getOperationAST, NoSchemaIntrospectionCustomRule } from 'graphql';
import { createSchema, createYoga, type Plugin } from 'graphql-yoga';
import { reportError, toReport } from '@/lib/errors/report';
import { createContext, requestIdFrom, type GraphQLContext } from './context';
import { createRateLimiter, type RateLimiter } from './rateLimit';
import { resolvers } from './resolvers';

export const GRAPHQL_ENDPOINT = '/api/graphql';

const typeDefs = () => readFileSync(path.join(/*turbopackIgnore: true*/ process.cwd(), 'server', 'schema.graphql'), 'utf8');

interface ServerContext {
  req: { headers: import('node:http').IncomingHttpHeaders; socket?: { remoteAddress?: string } };
}

function mutationRateLimit(limiter: RateLimiter): Plugin<GraphQLContext> {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const operation = getOperationAST(args.document, args.operationName);
      if (operation?.operation !== 'mutation') return;
      const context = args.contextValue as GraphQLContext;
      if (!limiter.take(context.clientKey)) {
        setResultAndStopExecution({
          errors: [new GraphQLError('Too many requests. Please wait a minute and try again.', { extensions: { code: 'RATE_LIMITED', http: { status: 429 } } })],
        });
      }
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
  introspection?: boolean;
  /** Overrides the request context, for tests. */
  context?: (base: GraphQLContext) => GraphQLContext;
}

export function createGraphQLServer(options: ServerOptions = {}) {
  const perMinute = options.mutationsPerMinute ?? Number(process.env.GRAPHQL_MUTATIONS_PER_MINUTE ?? 60);
  const limiter = createRateLimiter({ capacity: options.mutationBurst ?? Math.max(perMinute / 2, 1), refillPerSecond: perMinute / 60 });
  const introspection = options.introspection ?? (process.env.NODE_ENV !== 'production' || process.env.GRAPHQL_INTROSPECTION === 'true');
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
    landingPage: false,
    graphiql: false,
    batching: false,
    plugins: [armor, mutationRateLimit(limiter), ...(introspection ? [] : [disableIntrospection()])],
    context: async ({ req }) => {
      const base = await createContext({ headers: req.headers, remoteAddress: req.socket?.remoteAddress }, requestIdFrom(req.headers));
      return options.context ? options.context(base) : base;
    },
    maskedErrors: {
      maskError(error, message) {
        const original = error instanceof GraphQLError ? error.originalError : error;
        if (original instanceof GraphQLError || (error instanceof GraphQLError && !error.originalError)) return error as Error;
        reportError(toReport(original, 'server', { context: { api: 'graphql' } }));
        return new GraphQLError(message, { extensions: { code: 'INTERNAL_SERVER_ERROR' } });
      },
    },
  });
}
