const NICE_STEPS = [1, 2, 2.5, 5, 10];

/** A round step near `span / count` (1, 2, 2.5 or 5 times a power of ten). */
export function niceStep(span: number, count: number): number {
  if (!(span > 0) || count < 1) return 1;
  const raw = span / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = NICE_STEPS.find((s) => s * power >= raw) ?? 10;
  return step * power;
}

/** Round-numbered ticks that cover [min, max], with the domain widened to the outer ticks. */
export function niceTicks(
  min: number,
  max: number,
  count = 4,
): { ticks: number[]; min: number; max: number } {
  let lo = min;
  let hi = max;
  if (hi - lo < 1e-9) {
    lo -= 1;
    hi += 1;
  }
  const step = niceStep(hi - lo, count);
  const start = Math.floor(lo / step) * step;
  const end = Math.ceil(hi / step) * step;
  const ticks: number[] = [];
  for (let v = start; v <= end + step / 2; v += step) ticks.push(Number(v.toFixed(10)));
  return { ticks, min: start, max: end };
}

/** A linear map from a domain onto a pixel range. */
export function linearScale(
  [d0, d1]: readonly [number, number],
  [r0, r1]: readonly [number, number],
): (v: number) => number {
  const span = d1 - d0 || 1;
  return (v) => r0 + ((v - d0) / span) * (r1 - r0);
}

/** `count` evenly spaced time ticks between two instants (inclusive when count > 1). */
export function timeTicks(min: number, max: number, count: number): number[] {
  if (count <= 1 || max <= min) return [min];
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
