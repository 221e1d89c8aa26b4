/**
 * @jest-environment node
 */
import { fromSanityExport, toSanityExport } from './sanityFormat';

const publicDir = '/srv/site/public';
const asset = { _id: 'image-abc-200x40-svg', _type: 'sanity.imageAsset', url: '/brands/x/logo.svg' };
const brand = { _id: 'brand.x', _type: 'brand', appName: 'X', logo: { _type: 'image', asset: { _type: 'reference', _ref: asset._id } } };

describe('Sanity NDJSON format', () => {
  it('exports local images as uploadable _sanityAsset files and leaves asset documents out', () => {
    expect(toSanityExport([asset, brand], publicDir)).toEqual([{ ...brand, logo: { _type: 'image', _sanityAsset: 'image@file:///srv/site/public/brands/x/logo.svg' } }]);
  });

  it('imports _sanityAsset images (files under public/ or URLs) as asset documents', () => {
    const imported = fromSanityExport(toSanityExport([asset, brand], publicDir), publicDir);
    const assetDoc = imported.find((d) => d._type === 'sanity.imageAsset');
    expect(assetDoc).toMatchObject({ url: '/brands/x/logo.svg' });
    expect(imported.find((d) => d._id === 'brand.x')).toEqual({ ...brand, logo: { _type: 'image', asset: { _type: 'reference', _ref: assetDoc?._id } } });
    const remote = fromSanityExport([{ _id: 'b', _type: 'brand', logo: { _type: 'image', _sanityAsset: 'image@https://cdn.example.com/logo.png' } }], publicDir);
    expect(remote.find((d) => d._type === 'sanity.imageAsset')).toMatchObject({ url: 'https://cdn.example.com/logo.png' });
  });

  it('refuses files outside public/', () => {
    expect(() => fromSanityExport([{ _id: 'b', _type: 'brand', logo: { _type: 'image', _sanityAsset: 'image@file:///etc/passwd' } }], publicDir)).toThrow(/outside public/);
  });
});
