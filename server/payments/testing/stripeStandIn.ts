import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for the parts of Stripe's API this site uses, with Stripe's
 * semantics where they matter for money: PaymentIntents and SetupIntents
 * that succeed at most once, idempotency keys that replay the first answer
 * (and refuse the same key with other parameters), card errors that leave
 * the intent ready for another card, and 3-D Secure that needs the
 * customer's confirmation, and cards that can be charged again only when
 * kept under a Customer (`setup_future_usage`, or a SetupIntent) and charged
 * under that Customer. Served over HTTP, it answers Stripe's SDK in the
 * gateway's unit tests and, on its own origin, in the browser tests
 * (e2e/stripe-server.ts).
 * Card numbers are Stripe's test cards.
 */

export const STRIPE_TEST_CARDS = {
  success: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  requiresAction: '4000002500003155',
} as const;

const CARD_ERRORS: Record<string, { code: string; message: string }> = {
  [STRIPE_TEST_CARDS.declined]: { code: 'card_declined', message: 'Your card was declined.' },
  [STRIPE_TEST_CARDS.insufficientFunds]: { code: 'card_declined', message: 'Your card has insufficient funds.' },
};

interface Intent {
  id: string;
  object: 'payment_intent' | 'setup_intent';
  amount: number | null;
  status: 'requires_payment_method' | 'requires_action' | 'succeeded' | 'canceled';
  client_secret: string;
  latest_charge: string | null;
  payment_method: string | null;
  customer: string | null;
  /** Set when the card that pays is to be kept under `customer` for later charges. */
  setup_future_usage: string | null;
  metadata: { quote?: string };
  /** The 3-D Secure step the customer finished (handleNextAction). */
  authenticated: boolean;
}

export interface StandInResponse {
  status: number;
  body: unknown;
}

export interface Charge {
  id: string;
  intent: string;
  amount: number;
  last4: string;
  refunded: boolean;
}

const id = (prefix: string) => `${prefix}_${randomBytes(10).toString('hex')}`;

export function createStripeStandIn() {
  const intents = new Map<string, Intent>();
  /** `customer`: the Customer the card is kept under; `used`: paid once (a card not kept is then spent). */
  const methods = new Map<string, { number: string; last4: string; customer: string | null; used: boolean }>();
  const customers = new Set<string>();
  const replays = new Map<string, { params: string; response: StandInResponse }>();
  const charges: Charge[] = [];
  /** The next confirm is done but its answer is lost (a timeout). */
  let loseNextConfirmAnswer = false;
  /** That confirm's key: the SDK resends a request whose connection closed, and those answers are lost too until another request gets through. */
  let lostKey: string | null = null;
  /** A path whose next request fails with a 500 before doing anything (Stripe having a bad moment). */
  let failNextAt: string | null = null;
  /** Search not yet current (Stripe's search trails writes, by about a minute normally, more in an incident). */
  let searchBehind = false;

  const error = (status: number, type: string, code: string, message: string, extra: object = {}): StandInResponse => ({
    status,
    body: { error: { type, code, message, ...extra } },
  });
  const view = (intent: Intent) => ({ ...intent });

  /** What Stripe tells of a card: its last four digits and a fingerprint of its number. */
  const cardOf = (number: string) => ({ last4: number.slice(-4), fingerprint: createHash('sha256').update(number).digest('hex').slice(0, 16) });

  function createPaymentMethod(card: { number: string }): StandInResponse {
    const pm = id('pm');
    methods.set(pm, { number: card.number, last4: card.number.slice(-4), customer: null, used: false });
    return { status: 200, body: { id: pm, object: 'payment_method', card: cardOf(card.number) } };
  }

  function confirm(intent: Intent, paymentMethod: string | null, offSession: boolean): StandInResponse {
    if (intent.status === 'succeeded' || intent.status === 'canceled') {
      return error(
        400,
        'invalid_request_error',
        `${intent.object}_unexpected_state`,
        `This intent has already ${intent.status === 'succeeded' ? 'succeeded' : 'been canceled'}.`,
        { [intent.object]: view(intent) },
      );
    }
    const method = paymentMethod ? methods.get(paymentMethod) : undefined;
    if (!method) return error(400, 'invalid_request_error', 'resource_missing', 'No such PaymentMethod.');
    if (method.customer && method.customer !== intent.customer) {
      return error(
        400,
        'invalid_request_error',
        'payment_method_unexpected_state',
        'The provided PaymentMethod belongs to a different Customer than this intent.',
      );
    }
    if (!method.customer && method.used) {
      return error(
        400,
        'invalid_request_error',
        'payment_method_unexpected_state',
        'This PaymentMethod was previously used without being attached to a Customer or was detached from a Customer, and may not be used again.',
      );
    }
    intent.payment_method = paymentMethod;
    const cardError = CARD_ERRORS[method.number];
    if (cardError) {
      intent.status = 'requires_payment_method';
      return error(402, 'card_error', cardError.code, cardError.message, { [intent.object]: view(intent) });
    }
    // This test card asks for 3-D Secure on a payment in the checkout, not on one made later with the card kept.
    if (method.number === STRIPE_TEST_CARDS.requiresAction && !intent.authenticated && !(offSession && method.customer)) {
      if (offSession) {
        intent.status = 'requires_payment_method';
        return error(402, 'card_error', 'authentication_required', 'Your card was declined. This transaction requires authentication.', {
          [intent.object]: view(intent),
        });
      }
      intent.status = 'requires_action';
      return { status: 200, body: view(intent) };
    }
    return succeed(intent, method.last4);
  }

  function succeed(intent: Intent, last4: string): StandInResponse {
    intent.status = 'succeeded';
    const method = methods.get(intent.payment_method ?? '');
    if (method) {
      method.used = true;
      // A SetupIntent always keeps its card; a PaymentIntent when asked to. Either only under a Customer.
      if (intent.customer && (intent.object === 'setup_intent' || intent.setup_future_usage)) method.customer = intent.customer;
    }
    if (intent.object === 'payment_intent' && intent.amount !== null) {
      const charge = { id: id('ch'), intent: intent.id, amount: intent.amount, last4, refunded: false };
      charges.push(charge);
      intent.latest_charge = charge.id;
    }
    return { status: 200, body: view(intent) };
  }

  /** One API request: method, path (with /v1), form parameters, the Idempotency-Key header. */
  function handle(method: string, path: string, form: URLSearchParams, idempotencyKey: string | null): StandInResponse & { lost?: boolean } {
    if (idempotencyKey !== lostKey) lostKey = null;
    if (failNextAt === path) {
      failNextAt = null;
      // Kept under the key like any answer: Stripe replays a key's 500 too.
      const failed = error(500, 'api_error', 'internal_error', 'An unknown error occurred.');
      if (idempotencyKey) replays.set(idempotencyKey, { params: form.toString(), response: failed });
      return failed;
    }
    if (method === 'POST' && idempotencyKey) {
      const params = form.toString();
      const seen = replays.get(idempotencyKey);
      if (seen) {
        if (lostKey) return { ...seen.response, lost: true };
        return seen.params === params
          ? seen.response
          : error(
              400,
              'idempotency_error',
              'idempotency_key_in_use',
              'Keys for idempotent requests can only be used with the same parameters they were first used with.',
            );
      }
      const response = route(method, path, form);
      replays.set(idempotencyKey, { params, response });
      if (loseNextConfirmAnswer && path.endsWith('/confirm')) {
        loseNextConfirmAnswer = false;
        lostKey = idempotencyKey;
        return { ...response, lost: true };
      }
      return response;
    }
    return route(method, path, form);
  }

  function route(method: string, path: string, form: URLSearchParams): StandInResponse {
    const kind = /^\/v1\/(payment_intents|setup_intents)(?:\/([\w]+))?(\/confirm|\/cancel)?$/.exec(path);
    if (method === 'POST' && path === '/v1/payment_methods') return createPaymentMethod({ number: form.get('card[number]') ?? '' });
    const paymentMethod = /^\/v1\/payment_methods\/(pm_\w+)$/.exec(path);
    if (method === 'GET' && paymentMethod) {
      const found = methods.get(paymentMethod[1]!);
      return found
        ? { status: 200, body: { id: paymentMethod[1], object: 'payment_method', card: cardOf(found.number) } }
        : error(404, 'invalid_request_error', 'resource_missing', 'No such PaymentMethod.');
    }
    if (method === 'POST' && path === '/v1/customers') {
      const customer = id('cus');
      customers.add(customer);
      return { status: 200, body: { id: customer, object: 'customer' } };
    }
    if (method === 'GET' && path === '/v1/payment_intents/search') {
      // Only the one query this site makes: metadata['quote']:'<quote>'.
      const quote = /^metadata\['quote'\]:'([^']*)'$/.exec(form.get('query') ?? '')?.[1];
      if (quote === undefined) return error(400, 'invalid_request_error', 'parameter_invalid', 'Unsupported search query.');
      if (searchBehind) return { status: 200, body: { object: 'search_result', data: [] } };
      return {
        status: 200,
        body: { object: 'search_result', data: [...intents.values()].filter((i) => i.object === 'payment_intent' && i.metadata.quote === quote).map(view) },
      };
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const intent = intents.get(form.get('payment_intent') ?? '');
      const charge = charges.find((c) => c.id === intent?.latest_charge);
      if (!intent || intent.status !== 'succeeded' || !charge)
        return error(400, 'invalid_request_error', 'resource_missing', 'This PaymentIntent has no charge to refund.');
      if (charge.refunded) return error(400, 'invalid_request_error', 'charge_already_refunded', 'This charge has already been refunded.');
      charge.refunded = true;
      return { status: 200, body: { id: id('re'), object: 'refund', status: 'succeeded', amount: charge.amount } };
    }
    if (!kind) return error(404, 'invalid_request_error', 'resource_missing', 'Unrecognized request URL.');
    const [, collection, intentId, action] = kind;
    const object = collection === 'payment_intents' ? 'payment_intent' : 'setup_intent';
    if (method === 'POST' && !intentId) {
      const amount = object === 'payment_intent' ? Number(form.get('amount')) : null;
      if (object === 'payment_intent' && (!Number.isInteger(amount) || (amount ?? 0) < 50))
        return error(400, 'invalid_request_error', 'amount_too_small', 'Amount must be at least $0.50.');
      const customer = form.get('customer');
      if (customer !== null && !customers.has(customer)) return error(400, 'invalid_request_error', 'resource_missing', `No such customer: '${customer}'`);
      const intentIdNew = id(object === 'payment_intent' ? 'pi' : 'seti');
      const intent: Intent = {
        id: intentIdNew,
        object,
        amount,
        status: 'requires_payment_method',
        client_secret: `${intentIdNew}_secret_${randomBytes(6).toString('hex')}`,
        latest_charge: null,
        payment_method: null,
        customer,
        setup_future_usage: object === 'payment_intent' ? form.get('setup_future_usage') : null,
        metadata: form.get('metadata[quote]') ? { quote: form.get('metadata[quote]') as string } : {},
        authenticated: false,
      };
      intents.set(intent.id, intent);
      return { status: 200, body: view(intent) };
    }
    const intent = intentId ? intents.get(intentId) : undefined;
    if (!intent || intent.object !== object) return error(404, 'invalid_request_error', 'resource_missing', `No such ${object}.`);
    if (method === 'GET' && !action) return { status: 200, body: view(intent) };
    if (method === 'POST' && action === '/confirm') return confirm(intent, form.get('payment_method'), form.get('off_session') === 'true');
    if (method === 'POST' && action === '/cancel') {
      if (intent.status === 'succeeded' || intent.status === 'canceled')
        return error(
          400,
          'invalid_request_error',
          `${intent.object}_unexpected_state`,
          `You cannot cancel this ${intent.object} because it has a status of ${intent.status}.`,
          { [intent.object]: view(intent) },
        );
      intent.status = 'canceled';
      return { status: 200, body: view(intent) };
    }
    return error(400, 'invalid_request_error', 'parameter_unknown', 'Unsupported request.');
  }

  return {
    handle,
    createPaymentMethod: (number: string) => (createPaymentMethod({ number }).body as { id: string }).id,
    /** The customer finished 3-D Secure for this client secret (Stripe.js handleNextAction). */
    authenticate(clientSecret: string): boolean {
      const intent = [...intents.values()].find((i) => i.client_secret === clientSecret);
      if (!intent || intent.status !== 'requires_action') return false;
      intent.authenticated = true;
      succeed(intent, methods.get(intent.payment_method ?? '')?.last4 ?? '0000');
      return true;
    },
    loseNextConfirmAnswer() {
      loseNextConfirmAnswer = true;
    },
    failNextRequestTo(path: string) {
      failNextAt = path;
    },
    searchFallsBehind() {
      searchBehind = true;
    },
    charges: () => [...charges],
  };
}

export type StripeStandIn = ReturnType<typeof createStripeStandIn>;

export const readBody = (req: IncomingMessage): Promise<string> =>
  new Promise((resolve) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });

/**
 * Answers one request to the API (/v1/…) the way Stripe's servers do: a secret test key, the
 * Idempotency-Key header, a request id on every answer. A lost answer drops the connection, as
 * when it breaks mid-response.
 */
export function answerApiRequest(standIn: StripeStandIn, req: IncomingMessage, body: string, res: ServerResponse): void {
  const send = (status: number, answer: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') });
    res.end(JSON.stringify(answer));
  };
  if (!/^Bearer sk_test_/.test(req.headers.authorization ?? '')) return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API key.' } });
  const url = new URL(req.url ?? '/', 'http://stand-in');
  const key = req.headers['idempotency-key'];
  // A POST's parameters are its form body, a GET's its query string.
  const params = req.method === 'GET' ? url.searchParams : new URLSearchParams(body);
  const answer = standIn.handle(req.method ?? 'GET', url.pathname, params, typeof key === 'string' ? key : null);
  if (answer.lost) return void req.socket.destroy();
  send(answer.status, answer.body);
}

/** The stand-in's API on a free loopback port, for the SDK's `host`/`port`/`protocol`. */
export async function serveStandIn(standIn: StripeStandIn): Promise<{ apiBase: string; close: () => Promise<void> }> {
  const server = createServer(async (req, res) => answerApiRequest(standIn, req, await readBody(req), res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    apiBase: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // The SDK keeps its connections open for the next request.
        server.closeAllConnections();
      }),
  };
}
