// The wall-clock time of an instant in an IANA zone, fast: Intl is asked once per zone and UTC
// day for its offset, and second by second only on a day the clocks change.

const DAY_MS = 86_400_000;
const wallFormats = new Map<string, Intl.DateTimeFormat>();

function wallFormat(timeZone: string): Intl.DateTimeFormat {
  let format = wallFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    wallFormats.set(timeZone, format);
  }
  return format;
}

/** The wall-clock time of an instant in a zone, as if that wall time were UTC (ms), to the second. */
function wallMsExact(instantMs: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const part of wallFormat(timeZone).formatToParts(new Date(instantMs))) {
    if (part.type !== "literal") parts[part.type] = Number(part.value);
  }
  return Date.UTC(
    parts.year as number,
    (parts.month as number) - 1,
    parts.day as number,
    parts.hour as number,
    parts.minute as number,
    parts.second as number,
  );
}

const floorToSecond = (ms: number) => ms - (((ms % 1000) + 1000) % 1000);

/**
 * A zone's UTC offset over one UTC day, when it is the same at the day's first and last second
 * (no clock change that day: zones change at most once a day), else null. Asking Intl is most of
 * a planner's time (a month of doses is hundreds of instants in a handful of days), so each day
 * is asked about once; a day with a change is answered second by second, exactly.
 */
const dayOffsets = new Map<string, number | null>();
const DAY_OFFSETS_MAX = 20_000;

function dayOffset(day: number, timeZone: string): number | null {
  const key = `${timeZone}|${day}`;
  const known = dayOffsets.get(key);
  if (known !== undefined) return known;
  const start = day * DAY_MS;
  const end = start + DAY_MS - 1000;
  const atStart = wallMsExact(start, timeZone) - start;
  const offset = wallMsExact(end, timeZone) - end === atStart ? atStart : null;
  if (dayOffsets.size >= DAY_OFFSETS_MAX) dayOffsets.clear();
  dayOffsets.set(key, offset);
  return offset;
}

/** The wall-clock time of an instant in a zone, as if that wall time were UTC (ms). */
export function wallMs(instantMs: number, timeZone: string): number {
  const offset = dayOffset(Math.floor(instantMs / DAY_MS), timeZone);
  return offset === null ? wallMsExact(instantMs, timeZone) : floorToSecond(instantMs) + offset;
}
