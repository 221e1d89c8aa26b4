/**
 * A Windows icon file holding PNG pictures (the form every browser since
 * IE 9 reads): a 6-byte header, a 16-byte entry per picture, then the PNGs.
 */
export function icoOf(pictures: { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(6 + 16 * pictures.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2); // 1: icon (2 would be a cursor)
  header.writeUInt16LE(pictures.length, 4);
  let offset = header.length;
  pictures.forEach(({ size, png }, index) => {
    const entry = 6 + 16 * index;
    // A side of 256 is written as 0; an icon's pictures are at most that.
    header.writeUInt8(size >= 256 ? 0 : size, entry);
    header.writeUInt8(size >= 256 ? 0 : size, entry + 1);
    header.writeUInt8(0, entry + 2); // no palette
    header.writeUInt8(0, entry + 3);
    header.writeUInt16LE(1, entry + 4); // colour planes
    header.writeUInt16LE(32, entry + 6); // bits per pixel
    header.writeUInt32LE(png.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += png.length;
  });
  return Buffer.concat([header, ...pictures.map((p) => p.png)]);
}
