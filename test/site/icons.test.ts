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
import { setServerEnvForTests } from '@/server/platform/env';
import { setContentSource } from '@/server/content';
import { readDataset, type SanityDocument } from '@/server/content/localDataset';
import { createLocalSource } from '@/server/content/localSource';
import { configuredUploadedFiles } from '@/server/assets/configuredStorage';
import { localImageStorage } from '@/server/assets/localImageStorage';
import { uploadImage } from '@/server/assets/uploadImage';
import { requestHostFile } from './hostFiles';

const handlers = { '/api/seo/icon': icon, '/api/seo/manifest': manifest };
const get = (host: string, pathname: string, headers: Record<string, string> = {}) => requestHostFile(host, pathname, handlers, headers);
const bytesOf = (answer: { body: unknown }) => answer.body as unknown as Buffer;

const savedEnv = { DATA_DIR: process.env.DATA_DIR, DATABASE_URL: process.env.DATABASE_URL };
let dataDir: string;
/**
 * Icons made by the pictures uploaded below: square-ish logos, a PNG for tidy-nest and an SVG for the fallback brand
 * (local); wordmarks for sparkle-clean (accent #0b6e4f) and fresh-home, and fresh-home's mark.
 */
const icons: Record<string, BrandIcons> = {};

const solid = (width: number, height: number, background: string) =>
  sharp({ create: { width, height, channels: 4, background } })
    .png()
    .toBuffer();

/** The share of an icon's pixels that are opaque and of the colour `hex`, give or take the edges' blending. */
async function shareOf(png: Buffer, hex: string): Promise<number> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  let matching = 0;
  for (let i = 0; i < data.length; i += 4) {
    if (data[i + 3]! > 250 && Math.abs(data[i]! - r!) < 12 && Math.abs(data[i + 1]! - g!) < 12 && Math.abs(data[i + 2]! - b!) < 12) matching += 1;
  }
  return matching / (info.width * info.height);
}

/** Where the white pixels (the letters) sit: the middle of their bounding box, as a share of the side. */
async function whiteCentre(png: Buffer): Promise<{ x: number; y: number }> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  let [left, top, right, bottom] = [info.width, info.height, 0, 0];
  for (let i = 0; i < data.length; i += 4) {
    if (data[i]! < 245 || data[i + 1]! < 245 || data[i + 2]! < 245 || data[i + 3]! < 250) continue;
    const x = (i / 4) % info.width;
    const y = Math.floor(i / 4 / info.width);
    [left, top, right, bottom] = [Math.min(left, x), Math.min(top, y), Math.max(right, x), Math.max(bottom, y)];
  }
  return { x: (left + right) / 2 / info.width, y: (top + bottom) / 2 / info.height };
}

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
  const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="200" height="160"><rect width="200" height="160" fill="#333"/></svg>');
  const logos: Record<string, SanityDocument> = {
    'brand.tidy-nest': await uploadLogo(await solid(240, 200, '#1e4fa3'), 'tidy.png'),
    'brand.local': await uploadLogo(svg, 'local.svg'),
    // Dark grey wordmarks: shrunk into a square, each would be a thin grey band on white.
    'brand.sparkle-clean': await uploadLogo(await solid(400, 80, '#333333'), 'sparkle-wordmark.png'),
    'brand.fresh-home': await uploadLogo(await solid(400, 90, '#444444'), 'fresh-wordmark.png'),
  };
  const mark = await uploadLogo(await solid(200, 200, '#c0392b'), 'fresh-mark.png');
  for (const [id, logo] of Object.entries(logos)) icons[id.replace('brand.', '')] = logo.icons as BrandIcons;
  icons['fresh-home-mark'] = mark.icons as BrandIcons;
  // The seed's brands and one more (fresh-home, with a mark), with the newly uploaded logos (as publishing the brand in
  // the studio would leave them).
  const seed = await readDataset(await mkdtemp(path.join(os.tmpdir(), 'icons-content-')));
  const tidyNest = seed.find((doc) => doc._id === 'brand.tidy-nest')!;
  const freshHome = { ...tidyNest, _id: 'brand.fresh-home', key: { _type: 'slug', current: 'fresh-home' }, appName: 'Fresh Home', domain: 'fresh-home.com' };
  const image = (asset: SanityDocument) => ({ _type: 'image', asset: { _type: 'reference', _ref: asset._id } });
  const withLogos = [...seed, freshHome].map((doc) => {
    const logo = logos[doc._id];
    if (!logo) return doc;
    return { ...doc, logo: image(logo), ...(doc._id === 'brand.fresh-home' ? { logoMark: image(mark) } : {}) };
  });
  setContentSource(createLocalSource(async () => [...withLogos, ...Object.values(logos), mark] as typeof seed));
  // Five logo uploads make every icon size with sharp: heavy work, given room on a loaded machine.
}, 240_000);
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

  it('makes a wide logo’s icons its initials, white and centred on the brand’s accent colour, not the logo shrunk to a band', async () => {
    for (const pathname of ['/icon-32.png', '/apple-touch-icon.png', '/icon-192.png', '/icon-512.png']) {
      const answer = await get('www.sparkle-clean.com', pathname);
      expect({ pathname, status: answer.status, type: answer.headers['content-type'] }).toEqual({ pathname, status: 200, type: 'image/png' });
      const png = bytesOf(answer);
      expect({ pathname, accent: (await shareOf(png, '#0b6e4f')) > 0.6 }).toEqual({ pathname, accent: true });
      expect({ pathname, letters: (await shareOf(png, '#ffffff')) > 0.03, grey: await shareOf(png, '#333333') }).toEqual({ pathname, letters: true, grey: 0 });
      const centre = await whiteCentre(png);
      expect({ pathname, x: Math.abs(centre.x - 0.5) < 0.06, y: Math.abs(centre.y - 0.5) < 0.06 }).toEqual({ pathname, x: true, y: true });
    }
    const favicon = await get('www.sparkle-clean.com', '/favicon.ico');
    expect(favicon.status).toBe(200);
    expect(bytesOf(favicon).equals(await readFile(path.join(dataDir, 'assets', icons['sparkle-clean']!.favicon)))).toBe(false);
  });

  it('makes a wide logo’s icons from the brand’s mark when it has one', async () => {
    for (const [pathname, name] of [
      ['/favicon.ico', 'favicon'],
      ['/apple-touch-icon.png', 'appleTouch'],
      ['/icon-512.png', 'icon512'],
    ] as const) {
      const answer = await get('www.fresh-home.com', pathname);
      expect(answer.status).toBe(200);
      const mark = await readFile(path.join(dataDir, 'assets', icons['fresh-home-mark']![name]));
      expect({ pathname, fromMark: bytesOf(answer).equals(mark) }).toEqual({ pathname, fromMark: true });
    }
  });

  it('keeps making a square-ish logo’s icons from the logo itself', async () => {
    const answer = await get('www.tidy-nest.com', '/icon-512.png');
    expect(bytesOf(answer).equals(await readFile(path.join(dataDir, 'assets', icons['tidy-nest']!.icon512)))).toBe(true);
    expect(await shareOf(bytesOf(answer), '#1e4fa3')).toBeGreaterThan(0.5);
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
