import type { ImageFormat } from './imageType';

/**
 * Width and height from an image's header bytes, without decoding it: the
 * upload is checked before anything heavier (or a decoder's bugs) touches it.
 * Null when the header is cut short or malformed.
 */

export interface Dimensions {
  width: number;
  height: number;
}

export function imageDimensions(bytes: Uint8Array, format: ImageFormat): Dimensions | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  try {
    const size = { jpeg: jpegSize, png: pngSize, webp: webpSize, avif: avifSize }[format](bytes, view);
    return size && size.width > 0 && size.height > 0 ? size : null;
  } catch {
    // A read past the end (RangeError): the header is incomplete.
    return null;
  }
}

const ascii = (bytes: Uint8Array, start: number, length: number) => String.fromCharCode(...bytes.subarray(start, start + length));

/** IHDR is always the first chunk: width and height at bytes 16 and 20. */
function pngSize(bytes: Uint8Array, view: DataView): Dimensions | null {
  if (ascii(bytes, 12, 4) !== 'IHDR') return null;
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

/** Start-of-frame markers (baseline, progressive, lossless, arithmetic); not DHT (C4), JPG (C8) or DAC (CC). */
const SOF_MARKERS = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

/** Walks the marker segments to the first start-of-frame, which holds the frame's size. */
function jpegSize(bytes: Uint8Array, view: DataView): Dimensions | null {
  let offset = 2;
  while (offset + 4 <= bytes.length) {
    if (view.getUint8(offset) !== 0xff) return null;
    const marker = view.getUint8(offset + 1);
    if (marker === 0xff) {
      offset += 1; // fill byte
      continue;
    }
    // Markers without a length: TEM and the restart markers.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      offset += 2;
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return null; // end of image or scan data before any frame header
    if (SOF_MARKERS.has(marker)) return { height: view.getUint16(offset + 5), width: view.getUint16(offset + 7) };
    offset += 2 + view.getUint16(offset + 2);
  }
  return null;
}

/** The first chunk after the RIFF header: lossy (VP8), lossless (VP8L) or extended (VP8X, canvas size). */
function webpSize(bytes: Uint8Array, view: DataView): Dimensions | null {
  const chunk = ascii(bytes, 12, 4);
  if (chunk === 'VP8 ') {
    // Frame tag (3 bytes), start code 9d 01 2a, then 14-bit width and height.
    if (bytes[23] !== 0x9d || bytes[24] !== 0x01 || bytes[25] !== 0x2a) return null;
    return { width: view.getUint16(26, true) & 0x3fff, height: view.getUint16(28, true) & 0x3fff };
  }
  if (chunk === 'VP8L') {
    if (bytes[20] !== 0x2f) return null;
    const bits = view.getUint32(21, true);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X') {
    const uint24 = (at: number) => view.getUint16(at, true) | (view.getUint8(at + 2) << 16);
    return { width: uint24(24) + 1, height: uint24(27) + 1 };
  }
  return null;
}

interface Box {
  type: string;
  start: number;
  end: number;
}

/** The ISOBMFF boxes between `start` and `end`. */
function* boxes(bytes: Uint8Array, view: DataView, start: number, end: number): Generator<Box> {
  let offset = start;
  while (offset + 8 <= end) {
    let size = view.getUint32(offset);
    let header = 8;
    if (size === 1) {
      // A 64-bit size; no header box comes anywhere near 4 GB.
      size = Number(view.getBigUint64(offset + 8));
      header = 16;
    } else if (size === 0) size = end - offset;
    if (size < header || offset + size > end) return;
    yield { type: ascii(bytes, offset + 4, 4), start: offset + header, end: offset + size };
    offset += size;
  }
}

const child = (bytes: Uint8Array, view: DataView, parent: Box | undefined, type: string) =>
  parent ? [...boxes(bytes, view, parent.start, parent.end)].find((b) => b.type === type) : undefined;

/**
 * meta → iprp → ipco holds an `ispe` (image spatial extents) property per
 * image item; the largest is the picture itself (others are thumbnails or
 * alpha planes, never bigger).
 */
function avifSize(bytes: Uint8Array, view: DataView): Dimensions | null {
  const meta = [...boxes(bytes, view, 0, bytes.length)].find((b) => b.type === 'meta');
  if (!meta) return null;
  // `meta` is a full box: version and flags come before its children.
  const ipco = child(bytes, view, child(bytes, view, { ...meta, start: meta.start + 4 }, 'iprp'), 'ipco');
  if (!ipco) return null;
  let best: Dimensions | null = null;
  for (const box of boxes(bytes, view, ipco.start, ipco.end)) {
    if (box.type !== 'ispe') continue;
    const size = { width: view.getUint32(box.start + 4), height: view.getUint32(box.start + 8) };
    if (!best || size.width * size.height > best.width * best.height) best = size;
  }
  return best;
}
