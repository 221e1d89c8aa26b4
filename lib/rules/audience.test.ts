import { excludedFromTracking } from './audience';

describe('excludedFromTracking', () => {
  it('leaves out agent paths, agent sessions and bots', () => {
    expect(excludedFromTracking({}, '/agent')).toBe(true);
    expect(excludedFromTracking({}, '/agent/checkout')).toBe(true);
    expect(excludedFromTracking({ 'ha-agent': '1' }, '/deal')).toBe(true);
    expect(excludedFromTracking({ 'ha-bot': '' }, '/')).toBe(true);
  });

  it('counts everyone else', () => {
    expect(excludedFromTracking({ sid: 'abc' }, '/deal')).toBe(false);
    expect(excludedFromTracking({}, null)).toBe(false);
  });
});
