/**
 * @jest-environment node
 */
import sharp from 'sharp';
import { imageDimensions } from './imageSize';
import { sniffImageFormat } from './imageType';
import { checkImage, IMAGE_MESSAGES, MAX_IMAGE_BYTES } from './uploadRules';

const picture = (width: number, height: number, alpha = false) =>
  sharp({ create: { width, height, channels: alpha ? 4 : 3, background: alpha ? { r: 10, g: 120, b: 80, alpha: 0.5 } : { r: 10, g: 120, b: 80 } } });

const ELF = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00]), Buffer.alloc(600)]);
const PE = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(600)]);
const HTML = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"></svg>');

describe('image type from the bytes', () => {
  it.each([
    ['jpeg', () => picture(640, 480).jpeg().toBuffer()],
    ['jpeg', () => picture(640, 480).jpeg({ progressive: true }).toBuffer()],
    ['png', () => picture(640, 480).png().toBuffer()],
    ['webp', () => picture(640, 480).webp().toBuffer()],
    ['webp', () => picture(640, 480).webp({ lossless: true }).toBuffer()],
    ['webp', () => picture(640, 480, true).webp().toBuffer()],
    ['avif', () => picture(640, 480).avif().toBuffer()],
  ])('recognises %s and reads its size from the header', async (format, make) => {
    const bytes = await make();
    expect(sniffImageFormat(bytes)).toBe(format);
    expect(imageDimensions(bytes, format as 'jpeg')).toEqual({ width: 640, height: 480 });
  });

  it('reads odd sizes exactly (14-bit WebP fields, 16-bit JPEG fields)', async () => {
    expect(imageDimensions(await picture(4001, 203).jpeg().toBuffer(), 'jpeg')).toEqual({ width: 4001, height: 203 });
    expect(imageDimensions(await picture(5003, 211).webp({ lossless: true }).toBuffer(), 'webp')).toEqual({ width: 5003, height: 211 });
    expect(imageDimensions(await picture(321, 7777).webp().toBuffer(), 'webp')).toEqual({ width: 321, height: 7777 });
    expect(imageDimensions(await picture(333, 222).avif().toBuffer(), 'avif')).toEqual({ width: 333, height: 222 });
  });

  it.each([
    ['an ELF program', ELF],
    ['a Windows program (MZ)', PE],
    ['an HTML page', HTML],
    ['an SVG drawing', SVG],
    ['a few bytes', Buffer.from([0xff, 0xd8])],
  ])('refuses %s', (_name, bytes) => {
    expect(sniffImageFormat(bytes)).toBeNull();
    expect(checkImage(bytes)).toEqual({ ok: false, status: 415, error: IMAGE_MESSAGES.notImage });
  });

  it('answers null, not an error, for a header cut short', async () => {
    for (const [format, bytes] of [
      ['jpeg', await picture(640, 480).jpeg().toBuffer()],
      ['png', await picture(640, 480).png().toBuffer()],
      ['webp', await picture(640, 480).webp().toBuffer()],
      ['avif', await picture(640, 480).avif().toBuffer()],
    ] as const) {
      expect(imageDimensions(bytes.subarray(0, 20), format)).toBeNull();
    }
  });
});

describe('upload rules', () => {
  it('accepts a picture within the bounds, typed by its bytes', async () => {
    expect(checkImage(await picture(1600, 1200).jpeg().toBuffer())).toEqual({ ok: true, image: { format: 'jpeg', mimeType: 'image/jpeg', extension: 'jpg', width: 1600, height: 1200 } });
  });

  it('refuses pictures smaller than 200 px or larger than 8000 px on a side', async () => {
    expect(checkImage(await picture(199, 600).png().toBuffer())).toEqual({ ok: false, status: 422, error: 'This image is 199 × 600 px; images must be at least 200 × 200 px.' });
    expect(checkImage(await picture(8001, 300).png({ compressionLevel: 1 }).toBuffer())).toEqual({ ok: false, status: 422, error: 'This image is 8001 × 300 px; images can be at most 8000 × 8000 px.' });
    expect(checkImage(await picture(8000, 8000).jpeg().toBuffer())).toMatchObject({ ok: true });
  });

  it('refuses more than 10 MB and an empty file', () => {
    const jpegHeader = Buffer.from([0xff, 0xd8, 0xff, 0xe0]);
    expect(checkImage(Buffer.concat([jpegHeader, Buffer.alloc(MAX_IMAGE_BYTES)]))).toEqual({ ok: false, status: 413, error: 'Images can be at most 10 MB.' });
    expect(checkImage(Buffer.alloc(0))).toMatchObject({ ok: false, status: 422 });
  });

  it('refuses an image whose size cannot be read', () => {
    expect(checkImage(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xd9]), Buffer.alloc(100)]))).toEqual({ ok: false, status: 422, error: IMAGE_MESSAGES.unreadable });
  });
});
