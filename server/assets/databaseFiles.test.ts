/**
 * @jest-environment node
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import type { IncomingMessage, ServerResponse } from 'node:http';
import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { sqlRows, type Database } from '@/db';
import { checkImage } from './checkImage';
import { testDatabases } from '@/server/testing/testDatabases';
import { databaseFiles } from './databaseFiles';
import { localImageStorage } from './localImageStorage';
import { serveUpload } from './serveUpload';
import { folderFiles } from './uploadedFiles';

/** Two instances, each with a data folder of its own, over one database (PGlite, and PostgreSQL when TEST_DATABASE_URL is set). */

async function png(colour: number) {
  const bytes = await sharp({ create: { width: 320, height: 240, channels: 3, background: { r: colour, g: 90, b: 30 } } })
    .png()
    .toBuffer();
  const check = await checkImage(bytes);
  if (!check.ok) throw new Error(check.error);
  return { bytes, image: check.image };
}

async function served(files: ReturnType<typeof databaseFiles>, name: string) {
  const body = new PassThrough();
  const chunks: Buffer[] = [];
  body.on('data', (c: Buffer) => chunks.push(c));
  const headers: Record<string, string> = {};
  const res = Object.assign(body, { statusCode: 0, setHeader: (k: string, v: string) => void (headers[k.toLowerCase()] = v) });
  await serveUpload(files, name, { method: 'GET' } as IncomingMessage, res as unknown as ServerResponse);
  return { status: res.statusCode, headers, body: Buffer.concat(chunks) };
}

describe.each(testDatabases('uploaded_files'))('uploaded files in the database ($name)', (test) => {
  let database: Database;
  let folders: string[] = [];
  beforeAll(async () => {
    database = await test.open();
  }, 60_000);
  afterAll(async () => {
    await database?.close();
    await test.drop?.();
  });
  beforeEach(async () => {
    folders = [await mkdtemp(path.join(tmpdir(), 'instance-a-')), await mkdtemp(path.join(tmpdir(), 'instance-b-'))];
    await database.db.execute(sql`truncate uploaded_files`);
  });
  afterEach(() => Promise.all(folders.map((dir) => rm(dir, { recursive: true, force: true }))));
  const instance = (folder: string) => databaseFiles(async () => database, folderFiles(folder));

  it('serves a picture uploaded through one instance from another, and keeps nothing in either folder', async () => {
    const [a, b] = folders.map(instance) as [ReturnType<typeof instance>, ReturnType<typeof instance>];
    const picture = await png(40);
    const asset = await localImageStorage(a)({ ...picture, filename: 'hero.png' });
    const name = (asset.url as string).split('/').pop() as string;

    const answer = await served(b, name);
    expect(answer.status).toBe(200);
    expect(answer.headers).toMatchObject({
      'content-type': 'image/png',
      'content-length': String(picture.bytes.length),
      'cache-control': 'public, max-age=31536000, immutable',
    });
    expect(answer.body).toEqual(picture.bytes);
    expect(await Promise.all(folders.map((dir) => readdir(dir)))).toEqual([[], []]);
  });

  it('stores the same picture once, whichever instances upload it', async () => {
    const [a, b] = folders.map(instance) as [ReturnType<typeof instance>, ReturnType<typeof instance>];
    const picture = await png(80);
    const [first, second] = await Promise.all([
      localImageStorage(a)({ ...picture, filename: 'a.png' }),
      localImageStorage(b)({ ...picture, filename: 'b.png' }),
    ]);
    expect(first._id).toBe(second._id);
    expect(await sqlRows(database.db, sql`select name from uploaded_files`)).toHaveLength(1);
  });

  it('moves a picture uploaded before DATABASE_URL from its host’s folder into the database, for every instance', async () => {
    const [folderA] = folders as [string, string];
    const picture = await png(120);
    const before = await localImageStorage(folderFiles(folderA))({ ...picture, filename: 'old.png' });
    const name = (before.url as string).split('/').pop() as string;
    const b = instance(folders[1] as string);
    expect((await served(b, name)).status).toBe(404);

    expect((await served(instance(folderA), name)).body).toEqual(picture.bytes);
    expect((await served(b, name)).body).toEqual(picture.bytes);
  });

  it.each(['../pg/PG_VERSION', `${'0'.repeat(40)}-320x240.png`, `${'0'.repeat(40)}-320x240.svg`])('answers 404 for %s', async (name) => {
    expect((await served(instance(folders[0] as string), name)).status).toBe(404);
  });
});
