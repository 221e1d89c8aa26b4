import tzlookup from '@photostructure/tz-lookup';
import { isTimeZone } from '@/lib/rules/localTime';
import { isFormatError, lookupZip } from './regions';

/**
 * The IANA time zone of a home, from its zipcode (docs/decisions.md, "Local
 * time"): the zip's coordinates (the bundled ZIP data) placed on the time-zone
 * boundaries of @photostructure/tz-lookup. Per zipcode, not per state, since
 * several states span two zones. A zipcode without coordinates falls back to
 * its state's most common zone.
 */

/** Each state's most common zone, for a zipcode without coordinates. */
const STATE_ZONES: Record<string, string> = {
  AL: 'America/Chicago',
  AK: 'America/Anchorage',
  AZ: 'America/Phoenix',
  AR: 'America/Chicago',
  CA: 'America/Los_Angeles',
  CO: 'America/Denver',
  CT: 'America/New_York',
  DE: 'America/New_York',
  DC: 'America/New_York',
  FL: 'America/New_York',
  GA: 'America/New_York',
  HI: 'Pacific/Honolulu',
  ID: 'America/Boise',
  IL: 'America/Chicago',
  IN: 'America/Indiana/Indianapolis',
  IA: 'America/Chicago',
  KS: 'America/Chicago',
  KY: 'America/New_York',
  LA: 'America/Chicago',
  ME: 'America/New_York',
  MD: 'America/New_York',
  MA: 'America/New_York',
  MI: 'America/Detroit',
  MN: 'America/Chicago',
  MS: 'America/Chicago',
  MO: 'America/Chicago',
  MT: 'America/Denver',
  NE: 'America/Chicago',
  NV: 'America/Los_Angeles',
  NH: 'America/New_York',
  NJ: 'America/New_York',
  NM: 'America/Denver',
  NY: 'America/New_York',
  NC: 'America/New_York',
  ND: 'America/Chicago',
  OH: 'America/New_York',
  OK: 'America/Chicago',
  OR: 'America/Los_Angeles',
  PA: 'America/New_York',
  PR: 'America/Puerto_Rico',
  RI: 'America/New_York',
  SC: 'America/New_York',
  SD: 'America/Chicago',
  TN: 'America/Chicago',
  TX: 'America/Chicago',
  UT: 'America/Denver',
  VT: 'America/New_York',
  VA: 'America/New_York',
  WA: 'America/Los_Angeles',
  WV: 'America/New_York',
  WI: 'America/Chicago',
  WY: 'America/Denver',
};

const byZip = new Map<string, string>();

export function timeZoneForZip(zipcode: string): string {
  const known = byZip.get(zipcode);
  if (known) return known;
  const place = lookupZip(zipcode);
  if (isFormatError(place)) return 'America/New_York';
  let zone: string | undefined;
  try {
    zone = tzlookup(place.latitude, place.longitude);
  } catch {
    zone = undefined;
  }
  // Coordinates at sea or on a border can land in an offshore `Etc/` zone: the state's zone is the better answer then.
  const chosen = zone && /^(America|Pacific)\//.test(zone) ? zone : STATE_ZONES[place.stateCode];
  const result = chosen && isTimeZone(chosen) ? chosen : 'America/New_York';
  if (byZip.size < 50_000) byZip.set(zipcode, result);
  return result;
}
