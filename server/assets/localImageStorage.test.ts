/**
 * @jest-environment node
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import type { IncomingMessage, ServerResponse } from 'node:http';
import sharp from 'sharp';
import type { CheckedImage } from '@/lib/rules/images/uploadRules';
import { checkImage } from './checkImage';
import { localImageStorage } from './localImageStorage';
import { serveUpload } from './serveUpload';
import { folderFiles } from './uploadedFiles';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'uploads-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

async function jpeg(width = 400, height = 300, colour = 120) {
  const bytes = await sharp({ create: { width, height, channels: 3, background: { r: colour, g: 40, b: 40 } } })
    .jpeg()
    .toBuffer();
  const check = await checkImage(bytes);
  if (!check.ok) throw new Error(check.error);
  return { bytes, image: check.image as CheckedImage };
}

describe('local image storage', () => {
  it('names the file by its content and size, and the asset as Sanity does', async () => {
    const { bytes, image } = await jpeg();
    const asset = await localImageStorage(folderFiles(dir))({ bytes, image, filename: 'kitchen.jpg' });
    const [name] = await readdir(dir);
    expect(name).toMatch(/^[0-9a-f]{40}-400x300\.jpg$/);
    expect(asset).toEqual({
      _id: `image-${name?.slice(0, 40)}-400x300-jpg`,
      _type: 'sanity.imageAsset',
      url: `/api/assets/${name}`,
      mimeType: 'image/jpeg',
      extension: 'jpg',
      size: bytes.length,
      originalFilename: 'kitchen.jpg',
      metadata: { _type: 'sanity.imageMetadata', dimensions: { _type: 'sanity.imageDimensions', width: 400, height: 300, aspectRatio: 400 / 300 } },
    });
    expect(await readFile(path.join(dir, name as string))).toEqual(bytes);
  });

  it('stores the same picture once, even uploaded twice at the same time; another picture is another file', async () => {
    const first = await jpeg();
    const store = localImageStorage(folderFiles(dir));
    const [a, b] = await Promise.all([store({ ...first, filename: 'a.jpg' }), store({ ...first, filename: 'b.jpg' })]);
    expect(a._id).toBe(b._id);
    expect(await readdir(dir)).toHaveLength(1);
    await store({ ...(await jpeg(400, 300, 200)), filename: 'c.jpg' });
    expect(await readdir(dir)).toHaveLength(2);
  });
});

/** A response that records what serveUpload sends. */
function response() {
  const body = new PassThrough();
  const chunks: Buffer[] = [];
  body.on('data', (c: Buffer) => chunks.push(c));
  const headers: Record<string, string> = {};
  const res = Object.assign(body, { statusCode: 0, setHeader: (k: string, v: string) => void (headers[k.toLowerCase()] = v) });
  return { res: res as unknown as ServerResponse, headers, body: () => Buffer.concat(chunks), status: () => res.statusCode };
}

describe('serving uploads', () => {
  it('sends a stored file with its type, nosniff and a year of caching', async () => {
    const picture = await jpeg();
    const asset = await localImageStorage(folderFiles(dir))({ ...picture, filename: 'x.jpg' });
    const sent = response();
    await serveUpload(folderFiles(dir), (asset.url as string).split('/').pop() as string, { method: 'GET' } as IncomingMessage, sent.res);
    expect(sent.status()).toBe(200);
    expect(sent.headers).toMatchObject({
      'content-type': 'image/jpeg',
      'x-content-type-options': 'nosniff',
      'cache-control': 'public, max-age=31536000, immutable',
      'content-length': String(picture.bytes.length),
    });
    expect(sent.body()).toEqual(picture.bytes);
  });

  it.each([
    '../content/live.ndjson',
    '..%2Fsecret',
    '/etc/passwd',
    'a'.repeat(40) + '-400x300.jpg/../../x',
    `${'0'.repeat(40)}-400x300.svg`,
    `.${'0'.repeat(40)}-400x300.jpg`,
    `${'0'.repeat(40)}-400x300.jpg`,
  ])('answers 404 for %s', async (name) => {
    const sent = response();
    await serveUpload(folderFiles(dir), name, { method: 'GET' } as IncomingMessage, sent.res);
    expect(sent.status()).toBe(404);
  });
});
