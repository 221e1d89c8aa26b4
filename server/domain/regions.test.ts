/**
 * @jest-environment node
 */
import { openDatabase, type Database } from '@/db';
import { regionForState, regionForZip } from './regions';

/** The database, with every select counted: what a quote costs the database is what this test is about. */
function counting(database: Database) {
  const counter = { selects: 0 };
  const db = new Proxy(database.db, {
    get(target, key, receiver) {
      if (key === 'select') counter.selects += 1;
      return Reflect.get(target, key, receiver) as unknown;
    },
  });
  return { db, counter };
}

describe('served regions', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory://' });
  }, 60_000);
  afterAll(() => database.close());

  it('reads a state from the database once, then answers from memory', async () => {
    const { db, counter } = counting(database);
    const first = await regionForState(db, 'OH');
    const again = await regionForZip(db, '43206');
    expect(first?.stateCode).toBe('OH');
    expect(again).toMatchObject({ kind: 'found', region: { stateCode: 'OH' } });
    expect(counter.selects).toBe(1);
    await regionForState(db, 'IL');
    expect(counter.selects).toBe(2);
  });

  it('still reports an unserved or unknown state', async () => {
    const { db } = counting(database);
    expect(await regionForState(db, 'ZZ')).toBeUndefined();
    expect(await regionForZip(db, '00000')).toMatchObject({ kind: 'zipcode-format' });
  });
});
