/**
 * @jest-environment node
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import icon from '@/pages/api/seo/icon';
import manifest from '@/pages/api/seo/manifest';
import type { BrandIcons } from '@/lib/rules/images/brandIcons';
import { setServerEnvForTests } from '@/lib/platform/env/server';
import { setContentSource } from '@/server/content';
import { readDataset, type SanityDocument } from '@/server/content/localDataset';
import { createLocalSource } from '@/server/content/localSource';
import { configuredUploadedFiles } from '@/studio-local/store/assets/configuredStorage';
import { localImageStorage } from '@/studio-local/store/assets/localImageStorage';
import { uploadImage } from '@/studio-local/store/assets/uploadImage';
import { requestHostFile } from './hostFiles';

const handlers = { '/api/seo/icon': icon, '/api/seo/manifest': manifest };
const get = (host: string, pathname: string, headers: Record<string, string> = {}) => requestHostFile(host, pathname, handlers, headers);
const bytesOf = (answer: { body: unknown }) => answer.body as unknown as Buffer;

const savedEnv = { DATA_DIR: process.env.DATA_DIR, DATABASE_URL: process.env.DATABASE_URL };
let dataDir: string;
/** Icons made by logos uploaded below: a PNG for tidy-nest, an SVG for the fallback brand (local). */
const icons: Record<string, BrandIcons> = {};

async function uploadLogo(bytes: Buffer, name: string): Promise<SanityDocument> {
  const files = configuredUploadedFiles();
  const result = await uploadImage(bytes, name, localImageStorage(files), { importDocuments: async () => undefined }, { use: 'logo', iconFiles: files });
  if (!result.ok) throw new Error(result.error);
  return result.asset;
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'icons-'));
  delete process.env.DATABASE_URL;
  setServerEnvForTests({ DATA_DIR: dataDir });
  const png = await sharp({ create: { width: 400, height: 80, channels: 4, background: '#1e4fa3' } })
    .png()
    .toBuffer();
  const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="200" height="40"><rect width="200" height="40" fill="#333"/></svg>');
  const logos: Record<string, SanityDocument> = { 'brand.tidy-nest': await uploadLogo(png, 'tidy.png'), 'brand.local': await uploadLogo(svg, 'local.svg') };
  icons['tidy-nest'] = logos['brand.tidy-nest']!.icons as BrandIcons;
  icons.local = logos['brand.local']!.icons as BrandIcons;
  // The seed's brands, two of them with a newly uploaded logo (as publishing the brand in the studio would leave them).
  const seed = await readDataset(await mkdtemp(path.join(os.tmpdir(), 'icons-content-')));
  const withLogos = seed.map((doc) => {
    const logo = logos[doc._id];
    return logo ? { ...doc, logo: { _type: 'image', asset: { _type: 'reference', _ref: logo._id } } } : doc;
  });
  setContentSource(createLocalSource(async () => [...withLogos, ...Object.values(logos)] as typeof seed));
  // Two logo uploads make every icon size with sharp: heavy work, given room on a loaded machine.
}, 120_000);
afterAll(() => {
  setContentSource(undefined);
  for (const [key, value] of Object.entries(savedEnv)) if (value === undefined) delete process.env[key];
  setServerEnvForTests(Object.fromEntries(Object.entries(savedEnv).filter(([, v]) => v !== undefined)) as Record<string, string>);
});

describe('a brand’s icons, served on its host', () => {
  it('answers /favicon.ico from the set its logo made, cacheable per host with an ETag', async () => {
    const answer = await get('www.tidy-nest.com', '/favicon.ico');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('image/x-icon');
    expect(answer.headers['cache-control']).toBe('public, max-age=3600, stale-while-revalidate=86400');
    expect(bytesOf(answer).equals(await readFile(path.join(dataDir, 'assets', icons['tidy-nest']!.favicon)))).toBe(true);
    expect(bytesOf(answer).subarray(0, 6)).toEqual(Buffer.from([0, 0, 1, 0, 3, 0]));

    const again = await get('www.tidy-nest.com', '/favicon.ico', { 'if-none-match': answer.headers.etag as string });
    expect(again.status).toBe(304);
  });

  it('answers the touch and manifest icons at their sizes, and a manifest that lists them', async () => {
    for (const [pathname, side] of [
      ['/apple-touch-icon.png', 180],
      ['/icon-32.png', 32],
      ['/icon-192.png', 192],
      ['/icon-512.png', 512],
    ] as const) {
      const answer = await get('www.tidy-nest.com', pathname);
      expect(answer.headers['content-type']).toBe('image/png');
      const { width, height, format } = await sharp(bytesOf(answer)).metadata();
      expect({ pathname, width, height, format }).toEqual({ pathname, width: side, height: side, format: 'png' });
    }
    const answer = await get('www.tidy-nest.com', '/manifest.webmanifest');
    expect(answer.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    expect(JSON.parse(answer.body.text as string)).toMatchObject({
      name: 'Tidy Nest',
      icons: [
        { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
      ],
    });
  });

  it('gives an unknown host the fallback brand’s icons', async () => {
    const answer = await get('www.no-such-brand.example', '/favicon.ico');
    expect(answer.rewriteTo).toBe('/api/seo/icon?brand=local&icon=favicon');
    expect(answer.status).toBe(200);
    expect(bytesOf(answer).equals(await readFile(path.join(dataDir, 'assets', icons.local!.favicon)))).toBe(true);
  });

  it('keeps the static favicon of a brand whose logo made no icons, and has no other sizes for it', async () => {
    const answer = await get('bright-maids.com', '/favicon.ico');
    expect(answer.rewriteTo).toBe('/favicons/bright-maids/favicon.ico');
    await expect(readFile(path.join(process.cwd(), 'public', answer.rewriteTo))).resolves.toBeInstanceOf(Buffer);
    expect((await get('bright-maids.com', '/apple-touch-icon.png')).status).toBe(404);
    expect(JSON.parse((await get('bright-maids.com', '/manifest.webmanifest')).body.text as string).icons).toEqual([
      { src: '/favicon.ico', type: 'image/x-icon' },
    ]);
  });

  it('sends the static favicon when the icon set content names is missing from the stored files', async () => {
    await rm(path.join(dataDir, 'assets', icons['tidy-nest']!.favicon));
    const answer = await get('www.tidy-nest.com', '/favicon.ico');
    expect(answer.status).toBe(307);
    expect(answer.headers.location).toBe('/favicons/tidy-nest/favicon.ico');
  });
});
