import { mapImage } from './map';

describe('mapImage', () => {
  const asset = { url: '/brands/x/hero.png', width: 1600, height: 1200 };

  it('keeps the picture with its size, text alternative and hotspot', () => {
    expect(mapImage({ asset, alt: ' A cleaner ', hotspot: { x: 0.3, y: 0.7 } })).toEqual({ url: '/brands/x/hero.png', width: 1600, height: 1200, alt: 'A cleaner', focus: { x: 0.3, y: 0.7 } });
  });

  it('fills safe defaults for what editors left out or broke', () => {
    expect(mapImage({ asset: { url: 'https://cdn.sanity.io/images/p/d/a.png' } })).toEqual({
      url: 'https://cdn.sanity.io/images/p/d/a.png',
      width: 1600,
      height: 1200,
      alt: '',
      focus: { x: 0.5, y: 0.5 },
    });
    expect(mapImage({ asset, hotspot: { x: 3, y: 'left' } })?.focus).toEqual({ x: 0.5, y: 0.5 });
  });

  it('drops pictures without an address, or with one that is not a site path or https', () => {
    for (const url of [undefined, '', 'http://example.com/a.png', 'javascript:alert(1)', '//evil.example/a.png']) expect(mapImage({ asset: { ...asset, url } })).toBeNull();
    expect(mapImage(null)).toBeNull();
    expect(mapImage({ alt: 'no asset' })).toBeNull();
  });
});
