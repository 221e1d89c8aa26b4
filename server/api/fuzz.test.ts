/**
 * @jest-environment node
 */
import fc from 'fast-check';
import { print, type DocumentNode, type OperationDefinitionNode } from 'graphql';
import * as documents from '@/lib/graphql/generated/graphql';
import { startHarness, type Harness } from '../testing/harness';

// Every operation the site sends, with arbitrary variables: answers are data or GraphQL errors,
// never an HTTP 5xx and never an unhandled rejection.

let api: Harness;
const unhandled: unknown[] = [];
const onUnhandled = (reason: unknown) => unhandled.push(reason);

beforeAll(async () => {
  process.on('unhandledRejection', onUnhandled);
  api = await startHarness({ mutationBurst: 100_000, mutationsPerMinute: 6_000_000 });
}, 60_000);
afterAll(async () => {
  process.off('unhandledRejection', onUnhandled);
  await api.close();
});

const operations = Object.entries(documents)
  .filter(([name, value]) => name.endsWith('Document') && (value as DocumentNode)?.kind === 'Document')
  .map(([name, value]) => {
    const doc = value as DocumentNode;
    const operation = doc.definitions.find((d): d is OperationDefinitionNode => d.kind === 'OperationDefinition');
    return { name, query: print(doc), variables: operation?.variableDefinitions?.map((v) => v.variable.name.value) ?? [] };
  });

const jsonValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    fc.string({ maxLength: 60 }),
    fc.integer(),
    fc.double({ noNaN: false }),
    fc.boolean(),
    fc.constant(null),
    fc.constantFrom(
      '60614',
      '99501',
      'CCF_1',
      'SUBPLAN_FIRST_FREE_CLEANING_V1',
      'RECENT',
      'LOCATION_CLOSEST',
      'pi_' + '0'.repeat(32),
      'HC-AAAAA-BBBBB',
      '<script>',
      "' or 1=1 --",
      '\u0000',
    ),
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(
      fc.constantFrom('email', 'zipcode', 'phone', 'intent', 'paymentToken', 'hours', 'sort', 'stateOverride', 'source', 'voucherCode', 'x'),
      tie('value'),
      { maxKeys: 5 },
    ),
  ),
})).value;

describe('fuzz: GraphQL variables', () => {
  it('finds every operation the site sends', () => {
    expect(operations.map((o) => o.name)).toEqual(
      expect.arrayContaining(['DealsHomeDocument', 'PurchaseVoucherDocument', 'VoucherPriceAndIntentDocument', 'RegisterLeadDocument']),
    );
    expect(operations.length).toBeGreaterThanOrEqual(18);
  });

  for (const operation of operations) {
    it(`${operation.name.replace(/Document$/, '')} answers every input without a 5xx`, async () => {
      await fc.assert(
        fc.asyncProperty(fc.record(Object.fromEntries(operation.variables.map((v) => [v, jsonValue])), { requiredKeys: [] }), async (variables) => {
          const { status, body } = await api.gql(operation.query, variables as Record<string, unknown>);
          expect(status).toBeLessThan(500);
          expect(body.data !== undefined || (body.errors?.length ?? 0) > 0).toBe(true);
          for (const error of body.errors ?? []) expect(error.extensions?.code).not.toBe('INTERNAL_SERVER_ERROR');
        }),
        { seed: 20261122, numRuns: 40 },
      );
      expect(unhandled).toEqual([]);
    }, 60_000);
  }
});
