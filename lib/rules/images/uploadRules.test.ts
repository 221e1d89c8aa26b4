import { checkImageHeader, IMAGE_MESSAGES, MAX_IMAGE_BYTES, refusalByLength } from './uploadRules';

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
