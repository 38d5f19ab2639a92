const MINUTE_MS = 60_000;

/** "16:04:09" for a running timer. */
export function clock(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return `${h}:${String(m).padStart(2, "0")}:${String(s).padStart(2, "0")}`;
}

/** Whole hours and minutes of a duration. */
export function hoursAndMinutes(ms: number): { hours: number; minutes: number } {
  const minutes = Math.max(0, Math.round(ms / MINUTE_MS));
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60 };
}
