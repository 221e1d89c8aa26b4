/**
 * @jest-environment node
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { SanityDocument } from '@/server/content/localDataset';
import { localImageStorage } from './localImageStorage';
import { sanityImageStorage, type SanityAssetsClient } from './sanityImageStorage';
import { cleanFilename, uploadImage } from './uploadImage';
import { folderFiles } from './uploadedFiles';

const photo = () =>
  sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 20, g: 90, b: 160 } } })
    .jpeg()
    .toBuffer();

function writer() {
  const written: SanityDocument[] = [];
  return { written, importDocuments: jest.fn(async (documents: SanityDocument[]) => void written.push(...documents)) };
}

describe('uploadImage', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'uploads-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('stores a checked picture and adds its asset without replacing an existing one', async () => {
    const store = writer();
    const result = await uploadImage(await photo(), 'C:\\Users\\me\\Kitchen.jpg', localImageStorage(folderFiles(dir)), store);
    expect(result).toMatchObject({ ok: true, asset: { _type: 'sanity.imageAsset', originalFilename: 'Kitchen.jpg', mimeType: 'image/jpeg' } });
    expect(store.importDocuments).toHaveBeenCalledWith(
      [expect.objectContaining({ _id: expect.stringMatching(/^image-[0-9a-f]{40}-800x600-jpg$/) })],
      'missing',
    );
  });

  it('refuses a renamed program before anything is stored or written', async () => {
    const store = writer();
    const elf = Buffer.concat([Buffer.from('\x7fELF\x02\x01\x01', 'latin1'), Buffer.alloc(4096)]);
    expect(await uploadImage(elf, 'photo.jpg', localImageStorage(folderFiles(dir)), store)).toEqual({
      ok: false,
      status: 415,
      error: 'This file is not a JPEG, PNG, WebP or AVIF image.',
    });
    expect(await readdir(dir)).toEqual([]);
    expect(store.importDocuments).not.toHaveBeenCalled();
  });

  it('with Sanity, uploads the bytes as an image asset and records the asset Sanity answers', async () => {
    const bytes = await photo();
    const sanityAsset = {
      _id: 'image-3b2c1a-800x600-jpg',
      _type: 'sanity.imageAsset',
      url: 'https://cdn.sanity.io/images/p/production/3b2c1a-800x600.jpg',
      metadata: { dimensions: { width: 800, height: 600 } },
    };
    const client: SanityAssetsClient = { assets: { upload: jest.fn(async () => sanityAsset) } };
    const store = writer();
    expect(await uploadImage(bytes, 'kitchen.jpg', sanityImageStorage(client), store)).toEqual({ ok: true, asset: sanityAsset, removed: [] });
    expect(client.assets.upload).toHaveBeenCalledWith('image', bytes, { filename: 'kitchen.jpg', contentType: 'image/jpeg' });
    expect(store.written).toEqual([sanityAsset]);
  });

  it('never uploads refused files to Sanity', async () => {
    const client: SanityAssetsClient = { assets: { upload: jest.fn() } };
    await uploadImage(Buffer.from('<html></html>'), 'x.png', sanityImageStorage(client), writer());
    expect(client.assets.upload).not.toHaveBeenCalled();
  });
});

describe('cleanFilename', () => {
  it('keeps only a printable last segment', () => {
    expect(cleanFilename('../../etc/passwd')).toBe('passwd');
    expect(cleanFilename('a\u0000b\nc.jpg')).toBe('abc.jpg');
    expect(cleanFilename('')).toBe('image');
    expect(cleanFilename('x'.repeat(300))).toHaveLength(200);
  });
});
