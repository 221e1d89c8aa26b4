/**
 * @jest-environment node
 */
import type { RoutingManifest } from '@/lib/content/types';
import { tableLoader } from './manifestCache';

const manifest = (adGroupIds: string[]): RoutingManifest => ({
  brands: [{ key: 'tidy-nest', faviconKey: 'tidy-nest', hasIcons: false, isDev: false }],
  fallbackKey: 'tidy-nest',
  adGroupIds,
  adGroupBrands: {},
  adGroupFamilies: {},
  adGroupDiscounts: {},
  experiments: [],
  campaigns: [],
  serviceSlugs: [],
  pagePaths: [],
  locations: {},
});

describe('the routing table loader', () => {
  it('rebuilds only when the content’s revision moved', async () => {
    let revision: unknown = 'r1';
    let ids = ['1'];
    const built = jest.fn(async () => manifest(ids));
    const load = tableLoader(async () => ({ revision, manifest: built }));
    expect([...(await load()).adGroupIds]).toEqual(['1']);
    ids = ['1', '2'];
    expect([...(await load()).adGroupIds]).toEqual(['1']);
    expect(built).toHaveBeenCalledTimes(1);
    revision = 'r2';
    expect([...(await load()).adGroupIds]).toEqual(['1', '2']);
    expect(built).toHaveBeenCalledTimes(2);
  });

  it('rebuilds every time for a source that has no revision', async () => {
    const built = jest.fn(async () => manifest(['1']));
    const load = tableLoader(async () => ({ revision: null, manifest: built }));
    await load();
    await load();
    expect(built).toHaveBeenCalledTimes(2);
  });
});
