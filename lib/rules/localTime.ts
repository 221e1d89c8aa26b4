/**
 * Wall-clock time in a customer's own time zone (IANA names, e.g.
 * `America/Chicago`): a local day and hour as an instant, an instant as a
 * local day, and how people read it ("Thu, Nov 27", "CST"). Built on the
 * platform's Intl time-zone data, so daylight-saving changes come out right.
 */

const partsFormatters = new Map<string, Intl.DateTimeFormat>();

function partsIn(timeZone: string): Intl.DateTimeFormat {
  let formatter = partsFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    partsFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The local calendar fields of an instant in a zone. */
function localFields(instant: Date, timeZone: string) {
  const parts = Object.fromEntries(
    partsIn(timeZone)
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour) % 24,
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

/** Minutes the zone is ahead of UTC at an instant (−300 for New York in winter). */
function offsetMinutes(instant: Date, timeZone: string): number {
  const f = localFields(instant, timeZone);
  const asUtc = Date.UTC(f.year, f.month - 1, f.day, f.hour, f.minute, f.second);
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

/** Whether the platform knows this zone. */
export function isTimeZone(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > 64) return false;
  try {
    partsIn(value);
    return true;
  } catch {
    return false;
  }
}

/**
 * The instant a local day (`YYYY-MM-DD`) and hour start in a zone. The offset
 * is taken at the result itself, so the hours of a day on which the clocks
 * change are placed on the right side of the change.
 */
export function zonedInstant(day: string, hour: number, timeZone: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(year, month - 1, date, hour);
  const first = wall - offsetMinutes(new Date(wall), timeZone) * 60_000;
  const second = wall - offsetMinutes(new Date(first), timeZone) * 60_000;
  return new Date(second);
}

/** The local day (`YYYY-MM-DD`) of an instant in a zone. */
export function localDay(instant: Date, timeZone: string): string {
  const f = localFields(instant, timeZone);
  return `${f.year}-${String(f.month).padStart(2, '0')}-${String(f.day).padStart(2, '0')}`;
}

/** `YYYY-MM-DD` plus some days, as calendar days (no zone involved). */
export function addDays(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "Thu, Nov 27": a calendar day as people read it (the same in every zone: it is already local). */
export function dayLabel(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(year, month - 1, date)).getUTCDay();
  return `${WEEKDAYS[weekday]}, ${MONTHS[month - 1]} ${date}`;
}

const zoneNameFormatters = new Map<string, Intl.DateTimeFormat>();

/** The zone's short name at an instant: "CST" in winter, "CDT" in summer, "MST" all year in Phoenix. */
export function zoneAbbreviation(instant: Date, timeZone: string): string {
  let formatter = zoneNameFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' });
    zoneNameFormatters.set(timeZone, formatter);
  }
  return formatter.formatToParts(instant).find((p) => p.type === 'timeZoneName')?.value ?? timeZone;
}
