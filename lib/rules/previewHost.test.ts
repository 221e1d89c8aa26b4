import { previewHostKey, previewHostOf } from './previewHost';

describe('preview hosts', () => {
  it('names the brand key of a host under the preview domain, and nothing else', () => {
    expect(previewHostKey('fresh-home.preview.localhost:3000', 'preview.localhost')).toBe('fresh-home');
    expect(previewHostKey('Fresh-Home.Preview.Example.com', 'preview.example.com')).toBe('fresh-home');
    for (const host of [
      'preview.localhost',
      'a.b.preview.localhost',
      'www.fresh-home.com',
      '-x.preview.localhost',
      '',
      null,
      undefined,
      'x.preview.localhost.evil.com',
    ]) {
      expect(previewHostKey(host, 'preview.localhost')).toBeNull();
    }
  });

  it('keeps the studio’s port unless the preview domain names one', () => {
    expect(previewHostOf('fresh-home', 'preview.localhost', 'localhost:3600')).toBe('fresh-home.preview.localhost:3600');
    expect(previewHostOf('fresh-home', 'preview.example.com', 'studio.example.com')).toBe('fresh-home.preview.example.com');
    expect(previewHostOf('fresh-home', 'preview.test:8443', 'localhost:3000')).toBe('fresh-home.preview.test:8443');
  });
});
