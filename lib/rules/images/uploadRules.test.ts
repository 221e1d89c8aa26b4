import { checkImageHeader, IMAGE_MESSAGES, imageUseOf, MAX_IMAGE_BYTES, refusalByLength } from './uploadRules';

describe('upload rules', () => {
  it('accepts a picture within the bounds, typed by its bytes', () => {
    expect(checkImageHeader({ format: 'jpeg', width: 1600, height: 1200 })).toEqual({
      ok: true,
      image: { format: 'jpeg', mimeType: 'image/jpeg', extension: 'jpg', width: 1600, height: 1200 },
    });
    expect(checkImageHeader({ format: 'avif', width: 8000, height: 8000 })).toEqual({
      ok: true,
      image: { format: 'avif', mimeType: 'image/avif', extension: 'avif', width: 8000, height: 8000 },
    });
  });

  it('refuses pictures smaller than 200 px or larger than 8000 px on a side', () => {
    expect(checkImageHeader({ format: 'png', width: 199, height: 600 })).toEqual({
      ok: false,
      status: 422,
      error: 'This image is 199 × 600 px; images must be at least 200 × 200 px.',
    });
    expect(checkImageHeader({ format: 'png', width: 8001, height: 300 })).toEqual({
      ok: false,
      status: 422,
      error: 'This image is 8001 × 300 px; images can be at most 8000 × 8000 px.',
    });
  });

  it('refuses another kind of file, and a picture whose size cannot be read', () => {
    expect(checkImageHeader('notImage')).toEqual({ ok: false, status: 415, error: IMAGE_MESSAGES.notImage });
    expect(checkImageHeader('unreadable')).toEqual({ ok: false, status: 422, error: IMAGE_MESSAGES.unreadable });
  });

  it('refuses more than 10 MB and an empty file by their length alone', () => {
    expect(refusalByLength(MAX_IMAGE_BYTES + 1)).toEqual({ ok: false, status: 413, error: 'Images can be at most 10 MB.' });
    expect(refusalByLength(0)).toEqual({ ok: false, status: 422, error: 'The file is empty.' });
    expect(refusalByLength(MAX_IMAGE_BYTES)).toBeNull();
  });
});

describe('upload rules for a logo', () => {
  it('accepts a wide or small logo and SVG, which a picture may not be', () => {
    expect(checkImageHeader({ format: 'png', width: 400, height: 80 }, 'logo')).toMatchObject({ ok: true });
    expect(checkImageHeader({ format: 'svg', width: 64, height: 16 }, 'logo')).toEqual({
      ok: true,
      image: { format: 'svg', mimeType: 'image/svg+xml', extension: 'svg', width: 64, height: 16 },
    });
    expect(checkImageHeader({ format: 'svg', width: 400, height: 400 })).toEqual({ ok: false, status: 415, error: IMAGE_MESSAGES.notImage });
  });

  it('refuses a logo too small or too thin to make an icon of', () => {
    expect(checkImageHeader({ format: 'png', width: 63, height: 40 }, 'logo')).toMatchObject({
      ok: false,
      error: 'This logo is 63 × 40 px; logos must be at least 64 px on the long side and 16 px on the short side.',
    });
    expect(checkImageHeader({ format: 'png', width: 40, height: 401 }, 'logo')).toMatchObject({ ok: false, status: 422 });
    expect(checkImageHeader('notImage', 'logo')).toEqual({ ok: false, status: 415, error: 'This file is not a JPEG, PNG, WebP, AVIF or SVG image.' });
  });

  it('is the use of an image field that accepts SVG', () => {
    expect(imageUseOf('image/png,image/svg+xml')).toBe('logo');
    expect(imageUseOf(undefined)).toBe('picture');
  });
});
