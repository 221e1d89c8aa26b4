import zipcodes from 'zipcodes';
import { isTimeZone } from '@/lib/rules/localTime';
import { timeZoneForZip } from './timeZones';

describe('a home’s time zone, from its zipcode', () => {
  it.each([
    ['10001', 'America/New_York'],
    ['60614', 'America/Chicago'],
    ['80202', 'America/Denver'],
    ['90012', 'America/Los_Angeles'],
    ['85004', 'America/Phoenix'],
    // States that span two zones are split by the zip's own place.
    ['79901', 'America/Denver'],
    ['37201', 'America/Chicago'],
    ['37902', 'America/New_York'],
  ])('%s is in %s', (zip, zone) => {
    expect(timeZoneForZip(zip)).toBe(zone);
  });

  it('names a real US zone for every zipcode of the bundled ZIP data', () => {
    const zones = new Set<string>();
    for (const [code, info] of Object.entries(zipcodes.codes)) {
      if (info.country !== 'US' || !/^\d{5}$/.test(code)) continue;
      const zone = timeZoneForZip(code);
      zones.add(zone);
    }
    for (const zone of zones) {
      expect(isTimeZone(zone)).toBe(true);
      expect(zone).toMatch(/^(America|Pacific)\//);
    }
  });
});
