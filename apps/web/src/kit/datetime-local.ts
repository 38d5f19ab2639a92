// The value of an `<input type="datetime-local">`, in the device's time zone, and back.

function pad(n: number): string {
  return String(n).padStart(2, "0");
}

/** A Date as the value of an `<input type="datetime-local">` in the device's time zone. */
export function toDateTimeLocalValue(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(
    date.getHours(),
  )}:${pad(date.getMinutes())}`;
}

/** An `<input type="datetime-local">` value as an ISO datetime with the device's UTC offset. */
export function dateTimeLocalToIso(value: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value);
  if (!match) return null;
  const [, y, mo, d, h, mi, s] = match;
  const date = new Date(
    Number(y),
    Number(mo) - 1,
    Number(d),
    Number(h),
    Number(mi),
    Number(s ?? 0),
  );
  if (Number.isNaN(date.getTime()) || date.getDate() !== Number(d)) return null;
  const offsetMin = -date.getTimezoneOffset();
  const sign = offsetMin >= 0 ? "+" : "-";
  const abs = Math.abs(offsetMin);
  return `${y}-${mo}-${d}T${h}:${mi}:${s ?? "00"}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}
