import { database } from '@/db';

/** Reads the database once (the health check): its kind when it answers; throws when it cannot be opened or read. */
export async function readDatabaseOnce(): Promise<'pglite' | 'postgres'> {
  const opened = await database();
  await opened.executeSql('select 1');
  return opened.kind;
}
