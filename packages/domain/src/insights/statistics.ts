/**
 * The statistical functions behind the insight reports, written so that any statistician can
 * reproduce them: they give what `scipy.stats.spearmanr` and `scipy.stats.false_discovery_control`
 * (R's `p.adjust(p, "BH")`) give.
 */

/** Ranks 1..n of `values`, ties sharing the average of the ranks they span ("average" method). */
export function averageRanks(values: readonly number[]): number[] {
  const order = values
    .map((_, i) => i)
    .sort((i, j) => (values[i] as number) - (values[j] as number));
  const ranks = new Array<number>(values.length);
  let start = 0;
  while (start < order.length) {
    let end = start;
    while (
      end + 1 < order.length &&
      values[order[end + 1] as number] === values[order[start] as number]
    ) {
      end += 1;
    }
    // Positions start..end (0-based) hold ranks start+1..end+1; their average is the midpoint.
    const rank = (start + end) / 2 + 1;
    for (let k = start; k <= end; k++) ranks[order[k] as number] = rank;
    start = end + 1;
  }
  return ranks;
}

/** Pearson's product-moment correlation; NaN when either has zero variance or fewer than 2 values. */
export function pearson(x: readonly number[], y: readonly number[]): number {
  if (x.length !== y.length) throw new RangeError("pearson: x and y differ in length");
  const n = x.length;
  if (n < 2) return Number.NaN;
  let mx = 0;
  let my = 0;
  for (let i = 0; i < n; i++) {
    mx += x[i] as number;
    my += y[i] as number;
  }
  mx /= n;
  my /= n;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < n; i++) {
    const dx = (x[i] as number) - mx;
    const dy = (y[i] as number) - my;
    sxy += dx * dy;
    sxx += dx * dx;
    syy += dy * dy;
  }
  if (sxx === 0 || syy === 0) return Number.NaN;
  const r = sxy / Math.sqrt(sxx * syy);
  return Math.max(-1, Math.min(1, r));
}

/**
 * Spearman's rank correlation: Pearson's r of the average ranks (ties allowed), as
 * `scipy.stats.spearmanr` computes it. NaN when either variable has zero variance.
 */
export function spearman(x: readonly number[], y: readonly number[]): number {
  return pearson(averageRanks(x), averageRanks(y));
}

// Lanczos approximation of ln Γ(x), g = 7, 9 coefficients (Godfrey's set, as in Boost and
// many numerical libraries); relative error about 1e-15 for x > 0.
const LANCZOS = [
  0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313,
  -176.61502916214059, 12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6,
  1.5056327351493116e-7,
];

/** ln Γ(x) for x > 0 (Lanczos approximation, g = 7). */
export function logGamma(x: number): number {
  if (x < 0.5) {
    // Reflection: Γ(x)Γ(1−x) = π / sin(πx) (DLMF 5.5.3).
    return Math.log(Math.PI / Math.abs(Math.sin(Math.PI * x))) - logGamma(1 - x);
  }
  const z = x - 1;
  let sum = LANCZOS[0] as number;
  for (let i = 1; i < LANCZOS.length; i++) sum += (LANCZOS[i] as number) / (z + i);
  const t = z + 7.5;
  return 0.5 * Math.log(2 * Math.PI) + (z + 0.5) * Math.log(t) - t + Math.log(sum);
}

/**
 * The continued fraction of the incomplete beta function, evaluated by the modified Lentz
 * method (Numerical Recipes in C, 2nd ed., §6.4 `betacf`; DLMF 8.17.22).
 */
function betaContinuedFraction(a: number, b: number, x: number): number {
  const TINY = 1e-300;
  // A few ulps: a tighter bound than the spacing of doubles near 1 would never be met.
  const EPS = 3e-16;
  const qab = a + b;
  const qap = a + 1;
  const qam = a - 1;
  let c = 1;
  let d = 1 - (qab * x) / qap;
  if (Math.abs(d) < TINY) d = TINY;
  d = 1 / d;
  let h = d;
  for (let m = 1; m <= 10_000; m++) {
    const m2 = 2 * m;
    let aa = (m * (b - m) * x) / ((qam + m2) * (a + m2));
    d = 1 + aa * d;
    if (Math.abs(d) < TINY) d = TINY;
    c = 1 + aa / c;
    if (Math.abs(c) < TINY) c = TINY;
    d = 1 / d;
    h *= d * c;
    aa = (-(a + m) * (qab + m) * x) / ((a + m2) * (qap + m2));
    d = 1 + aa * d;
    if (Math.abs(d) < TINY) d = TINY;
    c = 1 + aa / c;
    if (Math.abs(c) < TINY) c = TINY;
    d = 1 / d;
    const del = d * c;
    h *= del;
    if (Math.abs(del - 1) < EPS) break;
  }
  return h;
}

/**
 * The regularized incomplete beta function I_x(a, b) (DLMF 8.17.1), by its continued fraction
 * on whichever side converges fast, I_x(a, b) = 1 − I_{1−x}(b, a) on the other (DLMF 8.17.4;
 * Numerical Recipes §6.4 `betai`). `complement` is 1 − x, passed when the caller has it exactly.
 */
export function regularizedIncompleteBeta(
  x: number,
  a: number,
  b: number,
  complement = 1 - x,
): number {
  if (Number.isNaN(x) || x < 0 || x > 1) return Number.NaN;
  if (x === 0) return 0;
  if (complement === 0) return 1;
  const logFront =
    logGamma(a + b) - logGamma(a) - logGamma(b) + a * Math.log(x) + b * Math.log(complement);
  if (x < (a + 1) / (a + b + 2)) {
    return (Math.exp(logFront) * betaContinuedFraction(a, b, x)) / a;
  }
  return 1 - (Math.exp(logFront) * betaContinuedFraction(b, a, complement)) / b;
}

/**
 * The two-sided tail P(|T| ≥ |t|) of Student's t with `df` degrees of freedom:
 * I_{df/(df+t²)}(df/2, 1/2) (DLMF 8.17.2 with the t–beta relation, Numerical Recipes §6.4).
 */
export function studentTTwoSided(t: number, df: number): number {
  if (Number.isNaN(t) || !(df > 0)) return Number.NaN;
  if (!Number.isFinite(t)) return 0;
  if (t === 0) return 1;
  // Both x = df/(df+t²) and 1 − x = t²/(df+t²) directly, so neither loses digits near 0 or 1.
  const t2 = t * t;
  return Math.min(1, regularizedIncompleteBeta(df / (df + t2), df / 2, 0.5, t2 / (df + t2)));
}

/**
 * The two-sided p-value of a Spearman rho over n pairs, from t = rho·√((n−2)/(1−rho²)) with
 * n−2 degrees of freedom, as `scipy.stats.spearmanr` computes it; rho = ±1 gives 0, and n < 3
 * or a NaN rho gives NaN.
 */
export function spearmanPValue(rho: number, n: number): number {
  if (Number.isNaN(rho) || n < 3) return Number.NaN;
  if (Math.abs(rho) >= 1) return 0;
  const df = n - 2;
  const t = rho * Math.sqrt(df / ((1 + rho) * (1 - rho)));
  return studentTTwoSided(t, df);
}

/**
 * Benjamini–Hochberg adjusted p-values (q-values), in the input's order: p(i)·m/i for the i-th
 * smallest, made monotone from the largest down and capped at 1 (Benjamini & Hochberg, JRSS B
 * 1995; the same as R `p.adjust(p, "BH")` and `scipy.stats.false_discovery_control`).
 */
export function benjaminiHochberg(p: readonly number[]): number[] {
  const m = p.length;
  const order = p.map((_, i) => i).sort((i, j) => (p[i] as number) - (p[j] as number));
  const q = new Array<number>(m);
  let running = 1;
  for (let k = m - 1; k >= 0; k--) {
    const i = order[k] as number;
    running = Math.min(running, ((p[i] as number) * m) / (k + 1));
    q[i] = running;
  }
  return q;
}

/**
 * Ordinary least-squares slope of y on x; null when there are fewer than two points or every x
 * is the same.
 */
export function leastSquaresSlope(x: readonly number[], y: readonly number[]): number | null {
  const n = x.length;
  if (n < 2) return null;
  let mx = 0;
  let my = 0;
  for (let i = 0; i < n; i++) {
    mx += x[i] as number;
    my += y[i] as number;
  }
  mx /= n;
  my /= n;
  let sxy = 0;
  let sxx = 0;
  for (let i = 0; i < n; i++) {
    const dx = (x[i] as number) - mx;
    sxy += dx * ((y[i] as number) - my);
    sxx += dx * dx;
  }
  return sxx === 0 ? null : sxy / sxx;
}
