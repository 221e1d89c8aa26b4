/**
 * @jest-environment node
 */
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { SanityDocument } from '@/server/content/localDataset';
import { fromSanityExport, sanityAssetSources, toSanityExport } from '@/server/content/sanityFormat';
import { checkImage } from './checkImage';
import { addLogoIcons, exportUploads, importUploads } from './contentFiles';
import { localImageStorage } from './localImageStorage';
import { folderFiles } from './uploadedFiles';

let root: string;
beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'content-'));
});
afterEach(() => rm(root, { recursive: true, force: true }));

const publicDir = '/srv/site/public';
const brand = (ref: string): SanityDocument => ({
  _id: 'brand.x',
  _type: 'brand',
  heroImage: { _type: 'image', alt: 'A tidy kitchen', asset: { _type: 'reference', _ref: ref } },
});

async function uploaded(uploadsDir: string) {
  const bytes = await sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 200, g: 30, b: 60 } } })
    .png()
    .toBuffer();
  const check = await checkImage(bytes);
  if (!check.ok) throw new Error(check.error);
  return { bytes, asset: await localImageStorage(folderFiles(uploadsDir))({ bytes, image: check.image, filename: 'kitchen.png' }) };
}

describe('uploaded pictures in content export and import', () => {
  it('round-trips: export copies them into images/ beside the NDJSON, import stores them again under the same asset', async () => {
    const { bytes, asset } = await uploaded(path.join(root, 'data-a'));
    const documents = [asset, brand(asset._id)];
    const folder = path.join(root, 'export');

    const exported = toSanityExport(documents, publicDir);
    const name = (asset.url as string).split('/').pop() as string;
    expect(exported).toEqual([{ ...brand(''), heroImage: { _type: 'image', alt: 'A tidy kitchen', _sanityAsset: `image@file://./images/${name}` } }]);
    expect(await exportUploads(documents, folderFiles(path.join(root, 'data-a')), path.join(folder, 'images'))).toBe(1);
    expect(await readFile(path.join(folder, 'images', name))).toEqual(bytes);

    const elsewhere = path.join(root, 'data-b');
    const imported = fromSanityExport(
      exported,
      publicDir,
      await importUploads(sanityAssetSources(exported), { folder, uploadsDir: elsewhere, publicDir, files: folderFiles(elsewhere) }),
    );
    expect(imported).toEqual([{ ...asset, originalFilename: name }, brand(asset._id)]);
    expect(await readdir(elsewhere)).toEqual([name]);
    expect(await readFile(path.join(elsewhere, name))).toEqual(bytes);
  });

  it('makes the icons of an imported brand logo again, as its upload did', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="200" height="40"><rect width="200" height="40" fill="#0b6e4f"/></svg>');
    const check = await checkImage(svg, 'logo');
    if (!check.ok) throw new Error(check.error);
    const asset = await localImageStorage(folderFiles(path.join(root, 'data-a')))({ bytes: check.bytes, image: check.image, filename: 'logo.svg' });
    const logoBrand = { _id: 'brand.x', _type: 'brand', logo: { _type: 'image', asset: { _type: 'reference', _ref: asset._id } } };
    const folder = path.join(root, 'export');
    const exported = toSanityExport([asset, logoBrand], publicDir);
    await exportUploads([asset, logoBrand], folderFiles(path.join(root, 'data-a')), path.join(folder, 'images'));

    const elsewhere = folderFiles(path.join(root, 'data-b'));
    const imported = fromSanityExport(
      exported,
      publicDir,
      await importUploads(sanityAssetSources(exported), { folder, uploadsDir: path.join(root, 'data-b'), publicDir, files: elsewhere }),
    );
    expect(await addLogoIcons(imported, elsewhere)).toBe(1);
    const icons = imported.find((d) => d._id === asset._id)?.icons as Record<string, string>;
    expect(Object.keys(icons).sort()).toEqual(['appleTouch', 'favicon', 'icon192', 'icon32', 'icon512']);
    const touch = await sharp(path.join(root, 'data-b', icons.appleTouch!)).metadata();
    expect([touch.width, touch.height]).toEqual([180, 180]);
  });

  it('imports an export that names uploads where they are stored (stdout export), and nothing outside the export folder', async () => {
    const uploadsDir = path.join(root, 'data');
    const { asset } = await uploaded(uploadsDir);
    const name = (asset.url as string).split('/').pop() as string;
    const exported = toSanityExport([asset, brand(asset._id)], publicDir, (file) => `file://${path.join(uploadsDir, file)}`);
    const stored = await importUploads(sanityAssetSources(exported), { folder: root, uploadsDir, publicDir, files: folderFiles(uploadsDir) });
    expect(fromSanityExport(exported, publicDir, stored)[0]).toMatchObject({ _id: asset._id, url: `/api/assets/${name}` });

    const sneaky = [{ _id: 'b', _type: 'brand', logo: { _type: 'image', _sanityAsset: 'image@file://./../../etc/passwd' } }];
    await expect(importUploads(sanityAssetSources(sneaky), { folder: root, uploadsDir, publicDir, files: folderFiles(uploadsDir) })).rejects.toThrow(
      /outside the imported file's folder/,
    );
  });

  it('refuses a file in images/ that is not a picture', async () => {
    await mkdir(path.join(root, 'images'));
    await writeFile(path.join(root, 'images', 'photo.jpg'), Buffer.from('MZ\x90\x00', 'latin1'));
    await expect(
      importUploads(['file://./images/photo.jpg'], {
        folder: root,
        uploadsDir: path.join(root, 'data'),
        publicDir,
        files: folderFiles(path.join(root, 'data')),
      }),
    ).rejects.toThrow('not a JPEG, PNG, WebP, AVIF or SVG image');
  });
});
