const NICE_STEPS = [1, 2, 2.5, 5, 10];

/**
 * A round step near `span / count` (1, 2, 2.5 or 5 times a power of ten); with `integer`, a
 * whole number of at least 1 (never 2.5 or 0.5), so rounded labels never repeat.
 */
export function niceStep(span: number, count: number, integer = false): number {
  if (!(span > 0) || count < 1) return 1;
  const raw = span / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const fits = (s: number) => s * power >= raw && (!integer || Number.isInteger(s * power));
  const step = (NICE_STEPS.find(fits) ?? 10) * power;
  return integer ? Math.max(1, step) : step;
}

export type TickOptions = {
  /** Ticks at whole numbers only. */
  integer?: boolean;
  /** A bound the axis never goes below (0 for data that cannot be negative). */
  floor?: number;
  /** A bound the axis never goes above (the top of a fixed scale). */
  ceiling?: number;
};

/**
 * Round-numbered ticks that cover [min, max], with the domain widened to the outer ticks but
 * never past `floor` or `ceiling`.
 */
export function niceTicks(
  min: number,
  max: number,
  count = 4,
  { integer = false, floor = -Infinity, ceiling = Infinity }: TickOptions = {},
): { ticks: number[]; min: number; max: number } {
  let lo = min;
  let hi = max;
  if (hi - lo < 1e-9) {
    lo -= 1;
    hi += 1;
  }
  lo = Math.max(lo, floor);
  hi = Math.min(hi, ceiling);
  if (hi - lo < 1e-9) hi = lo + 1;
  const step = niceStep(hi - lo, count, integer);
  const start = Math.max(Math.floor(lo / step) * step, floor);
  const end = Math.min(Math.ceil(hi / step) * step, ceiling);
  const ticks: number[] = [];
  for (let v = start; v <= end + step / 2; v += step) {
    ticks.push(Number(Math.min(v, end).toFixed(10)));
  }
  return { ticks: [...new Set(ticks)], min: start, max: end };
}

/** A linear map from a domain onto a pixel range. */
export function linearScale(
  [d0, d1]: readonly [number, number],
  [r0, r1]: readonly [number, number],
): (v: number) => number {
  const span = d1 - d0 || 1;
  return (v) => r0 + ((v - d0) / span) * (r1 - r0);
}

const DAY_MS = 86_400_000;

/**
 * At most `count` time ticks between two instants, both ends included when count > 1. A span of
 * whole days gets ticks a whole number of days apart, so every tick falls on a day of the span.
 */
export function timeTicks(min: number, max: number, count: number): number[] {
  if (count <= 1 || max <= min) return [min];
  const days = (max - min) / DAY_MS;
  if (days >= 1 && Math.abs(days - Math.round(days)) < 0.05) {
    const stepDays = Math.max(1, Math.ceil(Math.round(days) / (count - 1)));
    const ticks: number[] = [];
    for (let d = 0; d < Math.round(days); d += stepDays) ticks.push(min + d * DAY_MS);
    // The last day always carries its label; drop the one before if it would crowd it.
    const last = ticks[ticks.length - 1] as number;
    if (ticks.length > 1 && (max - last) / DAY_MS < stepDays / 2) ticks.pop();
    ticks.push(max);
    return ticks;
  }
  const step = (max - min) / (count - 1);
  return Array.from({ length: count }, (_, i) => Math.round(min + i * step));
}

/** Index of the point whose x is nearest to `x`; `xs` sorted ascending. */
export function nearestIndex(xs: readonly number[], x: number): number {
  if (xs.length === 0) return -1;
  let lo = 0;
  let hi = xs.length - 1;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if ((xs[mid] as number) <= x) lo = mid;
    else hi = mid;
  }
  return Math.abs((xs[hi] as number) - x) < Math.abs((xs[lo] as number) - x) ? hi : lo;
}
