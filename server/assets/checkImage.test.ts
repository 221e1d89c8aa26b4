/**
 * @jest-environment node
 */
import sharp from 'sharp';
import { IMAGE_MESSAGES, MAX_IMAGE_BYTES } from '@/lib/rules/images/uploadRules';
import { checkImage } from './checkImage';

const picture = (width: number, height: number, alpha = false) =>
  sharp({ create: { width, height, channels: alpha ? 4 : 3, background: alpha ? { r: 10, g: 120, b: 80, alpha: 0.5 } : { r: 10, g: 120, b: 80 } } });

const ELF = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00]), Buffer.alloc(600)]);
const PE = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(600)]);
const HTML = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"></svg>');

const sizeOf = async (bytes: Buffer) => {
  const check = await checkImage(bytes);
  return check.ok ? { format: check.image.format, width: check.image.width, height: check.image.height } : check;
};

describe('image type and size from the bytes', () => {
  it.each([
    ['jpeg', () => picture(640, 480).jpeg().toBuffer()],
    ['jpeg', () => picture(640, 480).jpeg({ progressive: true }).toBuffer()],
    ['png', () => picture(640, 480).png().toBuffer()],
    ['webp', () => picture(640, 480).webp().toBuffer()],
    ['webp', () => picture(640, 480).webp({ lossless: true }).toBuffer()],
    ['webp', () => picture(640, 480, true).webp().toBuffer()],
    ['avif', () => picture(640, 480).avif().toBuffer()],
  ])('recognises %s and reads its size', async (format, make) => {
    expect(await sizeOf(await make())).toEqual({ format, width: 640, height: 480 });
  });

  it('reads odd sizes exactly', async () => {
    expect(await sizeOf(await picture(4001, 203).jpeg().toBuffer())).toEqual({ format: 'jpeg', width: 4001, height: 203 });
    expect(await sizeOf(await picture(5003, 211).webp({ lossless: true }).toBuffer())).toEqual({ format: 'webp', width: 5003, height: 211 });
    expect(await sizeOf(await picture(321, 7777).webp().toBuffer())).toEqual({ format: 'webp', width: 321, height: 7777 });
    expect(await sizeOf(await picture(333, 222).avif().toBuffer())).toEqual({ format: 'avif', width: 333, height: 222 });
  });

  it.each([
    ['an ELF program', ELF],
    ['a Windows program (MZ)', PE],
    ['an HTML page', HTML],
    ['an SVG drawing', SVG],
  ])('refuses %s', async (_name, bytes) => {
    expect(await checkImage(bytes)).toEqual({ ok: false, status: 415, error: IMAGE_MESSAGES.notImage });
  });

  it('refuses pictures of other types', async () => {
    for (const bytes of [await picture(640, 480).gif().toBuffer(), await picture(640, 480).tiff().toBuffer()]) {
      expect(await checkImage(bytes)).toEqual({ ok: false, status: 415, error: IMAGE_MESSAGES.notImage });
    }
  });

  it('refuses a picture whose header is cut short or damaged', async () => {
    for (const bytes of [
      await picture(640, 480).jpeg().toBuffer(),
      await picture(640, 480).png().toBuffer(),
      await picture(640, 480).webp().toBuffer(),
      await picture(640, 480).avif().toBuffer(),
    ]) {
      expect(await checkImage(bytes.subarray(0, 20))).toEqual({ ok: false, status: 422, error: IMAGE_MESSAGES.unreadable });
    }
    expect(await checkImage(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xd9]), Buffer.alloc(100)]))).toEqual({
      ok: false,
      status: 422,
      error: IMAGE_MESSAGES.unreadable,
    });
  });
});

describe('upload bounds on real files', () => {
  it('refuses pictures smaller than 200 px or larger than 8000 px on a side, and accepts 8000 px', async () => {
    expect(await checkImage(await picture(199, 600).png().toBuffer())).toEqual({
      ok: false,
      status: 422,
      error: 'This image is 199 × 600 px; images must be at least 200 × 200 px.',
    });
    expect(await checkImage(await picture(8001, 300).png({ compressionLevel: 1 }).toBuffer())).toEqual({
      ok: false,
      status: 422,
      error: 'This image is 8001 × 300 px; images can be at most 8000 × 8000 px.',
    });
    expect(await checkImage(await picture(8000, 8000).jpeg().toBuffer())).toMatchObject({ ok: true });
  });

  it('names the size of a picture past the decoder’s own pixel limit', async () => {
    // A PNG header claiming 20000 × 20000 px (400 megapixels), with its checksum.
    const bytes = await picture(640, 480).png().toBuffer();
    bytes.writeUInt32BE(20000, 16);
    bytes.writeUInt32BE(20000, 20);
    bytes.writeUInt32BE(crc32(bytes.subarray(12, 29)), 29);
    expect(await checkImage(bytes)).toEqual({ ok: false, status: 422, error: 'This image is 20000 × 20000 px; images can be at most 8000 × 8000 px.' });
  });

  it('refuses more than 10 MB and an empty file before reading them', async () => {
    const jpegHeader = Buffer.from([0xff, 0xd8, 0xff, 0xe0]);
    expect(await checkImage(Buffer.concat([jpegHeader, Buffer.alloc(MAX_IMAGE_BYTES)]))).toEqual({
      ok: false,
      status: 413,
      error: 'Images can be at most 10 MB.',
    });
    expect(await checkImage(Buffer.alloc(0))).toMatchObject({ ok: false, status: 422 });
  });
});

/** PNG's chunk checksum (CRC-32 over the chunk type and data). */
function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? 0xedb88320 ^ (crc >>> 1) : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}
