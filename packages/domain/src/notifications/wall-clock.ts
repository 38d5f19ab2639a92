import { localDateOf } from "../kit/calendar.ts";
import { localTimeOf, zonedInstant } from "../medications/schedule.ts";

const MINUTE_MS = 60_000;

/**
 * The instant a wall-clock time of a day has in an IANA zone, for reminders. A time that happens
 * twice (01:30 on a fall-back night) is the first of the two; a time the clocks skip (02:30 on a
 * spring-forward night in New York) moves to the next minute that exists (03:00), as issue 23
 * asks: a reminder never fires later than the first valid moment.
 */
export function wallClockInstant(date: string, time: string, timeZone: string): Date {
  const instant = zonedInstant(date, time, timeZone);
  if (localDateOf(instant, timeZone) === date && localTimeOf(instant, timeZone) === time) {
    return instant;
  }
  // Skipped: `zonedInstant` read it with the offset before the change, so it lands after the
  // change by the gap's width. The change is the first minute whose wall time is past the asked
  // one; search back at most a day (the widest gap ever, Samoa 2011) minute by minute in halves.
  const wanted = `${date}T${time}`;
  let low = instant.getTime() - 1_440 * MINUTE_MS; // wall time before `wanted`
  let high = instant.getTime(); // wall time after `wanted`
  while (high - low > MINUTE_MS) {
    const mid = low + Math.floor((high - low) / 2 / MINUTE_MS) * MINUTE_MS;
    const at = new Date(mid);
    if (`${localDateOf(at, timeZone)}T${localTimeOf(at, timeZone)}` > wanted) high = mid;
    else low = mid;
  }
  return new Date(high);
}

/** The local date and time ("YYYY-MM-DDTHH:MM") of an instant in a zone. */
export function localStamp(instant: Date, timeZone: string): string {
  return `${localDateOf(instant, timeZone)}T${localTimeOf(instant, timeZone)}`;
}
