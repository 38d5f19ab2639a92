import { describe, expect, it } from "vitest";
import {
  averageRanks,
  benjaminiHochberg,
  leastSquaresSlope,
  regularizedIncompleteBeta,
  spearman,
  spearmanPValue,
  studentTTwoSided,
} from "./statistics.ts";

// Reference values from scipy 1.17.1 (python3 -c "import scipy.stats as st; ...") as noted.
const TIES_X = [1, 2, 2, 3, 4, 4, 4, 5, 6, 7, 8, 9, 9, 10];
const TIES_Y = [2, 1, 3, 3, 5, 4, 6, 5, 8, 7, 7, 10, 9, 9];

const relative = (actual: number, expected: number) =>
  Math.abs(actual - expected) / Math.abs(expected);

describe("averageRanks", () => {
  it("gives tied values the average of the ranks they span", () => {
    expect(averageRanks([10, 20, 20, 30])).toEqual([1, 2.5, 2.5, 4]);
    expect(averageRanks([3, 1, 3, 3])).toEqual([3, 1, 3, 3]);
    expect(averageRanks([])).toEqual([]);
  });
});

describe("spearman", () => {
  it("matches a hand-worked case without ties (1 − 6Σd²/(n(n²−1)) = 1 − 12/24)", () => {
    expect(spearman([1, 2, 3], [1, 3, 2])).toBeCloseTo(0.5, 15);
  });

  it("matches scipy with ties", () => {
    // st.spearmanr(TIES_X, TIES_Y).statistic
    expect(spearman(TIES_X, TIES_Y)).toBeCloseTo(0.9488912318330945, 14);
  });

  it("is ±1 for perfectly monotone pairs, whatever their shape", () => {
    const x = [1, 2, 3, 4, 5, 6];
    expect(
      spearman(
        x,
        x.map((v) => v ** 3),
      ),
    ).toBe(1);
    expect(
      spearman(
        x,
        x.map((v) => -Math.exp(v)),
      ),
    ).toBe(-1);
  });

  it("is NaN when either has zero variance", () => {
    expect(spearman([1, 2, 3, 4], [5, 5, 5, 5])).toBeNaN();
    expect(spearman([2, 2, 2], [1, 2, 3])).toBeNaN();
  });
});

describe("studentTTwoSided", () => {
  // 2 * st.t.sf(abs(t), df)
  const cases: [number, number, number][] = [
    [1.0, 1, 0.5000000000000001],
    [2.5, 1, 0.24223788318168682],
    [3.0, 2, 0.09546596626670913],
    [0.5, 2, 0.6666666666666667],
    [2.2, 12, 0.04813681344502252],
    [7.0, 12, 1.4343521967634532e-5],
    [12.0, 12, 4.835928486645684e-8],
    [25.0, 12, 1.0164797615466309e-11],
    [1.98, 100, 0.050451606833095394],
    [30.0, 100, 8.380332558688329e-52],
    [0.01, 100, 0.9920412102344285],
    [1e-8, 3, 0.999999992648948],
  ];
  it.each(cases)("t = %f, df = %i matches scipy", (t, df, p) => {
    expect(relative(studentTTwoSided(t, df), p)).toBeLessThan(1e-10);
    expect(relative(studentTTwoSided(-t, df), p)).toBeLessThan(1e-10);
  });

  it("gives a p of 1e-10 where scipy's inverse puts it", () => {
    // st.t.isf(0.5e-10, 12)
    expect(relative(studentTTwoSided(20.57774867909796, 12), 1e-10)).toBeLessThan(1e-9);
  });

  it("is 1 at t = 0 and 0 at infinity", () => {
    expect(studentTTwoSided(0, 5)).toBe(1);
    expect(studentTTwoSided(Number.POSITIVE_INFINITY, 5)).toBe(0);
    expect(studentTTwoSided(1, 0)).toBeNaN();
  });

  it("rests on the incomplete beta's closed forms: I_x(1, 1) = x, I_x(a, 1) = x^a", () => {
    expect(regularizedIncompleteBeta(0.3, 1, 1)).toBeCloseTo(0.3, 14);
    expect(regularizedIncompleteBeta(0.7, 3, 1)).toBeCloseTo(0.343, 14);
  });
});

describe("spearmanPValue", () => {
  it("matches scipy.stats.spearmanr's p at n = 14 with ties and at n = 13", () => {
    // st.spearmanr(TIES_X, TIES_Y).pvalue; then with the first 13 pairs
    expect(
      relative(spearmanPValue(spearman(TIES_X, TIES_Y), 14), 2.3036579389097752e-7),
    ).toBeLessThan(1e-9);
    const rho13 = spearman(TIES_X.slice(0, 13), TIES_Y.slice(0, 13));
    expect(rho13).toBeCloseTo(0.9471570625740287, 14);
    expect(relative(spearmanPValue(rho13, 13), 9.106167793200999e-7)).toBeLessThan(1e-9);
  });

  it("matches scipy on twenty days", () => {
    // st.spearmanr(range(20), [0,3,1,5,2,4,8,6,7,9,12,10,19,11,13,15,14,18,16,17]).pvalue
    const y = [0, 3, 1, 5, 2, 4, 8, 6, 7, 9, 12, 10, 19, 11, 13, 15, 14, 18, 16, 17];
    const x = y.map((_, i) => i);
    expect(relative(spearmanPValue(spearman(x, y), 20), 2.6744257920213994e-9)).toBeLessThan(1e-9);
  });

  it("gives 0 for a perfect ±1, 1 for 0, NaN for NaN or n < 3", () => {
    expect(spearmanPValue(1, 14)).toBe(0);
    expect(spearmanPValue(-1, 14)).toBe(0);
    expect(spearmanPValue(0, 14)).toBe(1);
    expect(spearmanPValue(Number.NaN, 14)).toBeNaN();
    expect(spearmanPValue(0.5, 2)).toBeNaN();
  });
});

describe("benjaminiHochberg", () => {
  it("matches scipy.stats.false_discovery_control, in the input's order", () => {
    // st.false_discovery_control([0.01,0.04,0.03,0.005,0.5,0.02,0.2,0.04])
    const q = benjaminiHochberg([0.01, 0.04, 0.03, 0.005, 0.5, 0.02, 0.2, 0.04]);
    const expected = [
      0.04, 0.05333333333333333, 0.05333333333333333, 0.04, 0.5, 0.05333333333333333,
      0.22857142857142856, 0.05333333333333333,
    ];
    for (const [i, value] of q.entries()) expect(value).toBeCloseTo(expected[i] as number, 15);
  });

  it("keeps q monotone in p and caps it at 1", () => {
    // st.false_discovery_control([0.9,0.8,0.95,0.001]) -> [0.95, 0.95, 0.95, 0.004]
    const q = benjaminiHochberg([0.9, 0.8, 0.95, 0.001]);
    expect(q.map((v) => Number(v.toFixed(12)))).toEqual([0.95, 0.95, 0.95, 0.004]);
    expect(benjaminiHochberg([0.6, 0.9])).toEqual([0.9, 0.9]);
    expect(benjaminiHochberg([1, 1])).toEqual([1, 1]);
    const p = [0.03, 0.001, 0.2, 0.04, 0.049, 0.5, 0.0001];
    const qs = benjaminiHochberg(p);
    const order = p.map((_, i) => i).sort((i, j) => (p[i] as number) - (p[j] as number));
    for (let k = 1; k < order.length; k++) {
      expect(qs[order[k] as number]).toBeGreaterThanOrEqual(qs[order[k - 1] as number] as number);
    }
    for (const [i, v] of qs.entries()) expect(v).toBeGreaterThanOrEqual(p[i] as number);
    expect(benjaminiHochberg([])).toEqual([]);
  });
});

describe("leastSquaresSlope", () => {
  it("fits a line and is null without two distinct x", () => {
    expect(leastSquaresSlope([0, 1, 2, 3], [1, 3, 5, 7])).toBeCloseTo(2, 14);
    // Hand-worked: x̄ = 1, ȳ = 2, Sxy = (−1)(−1) + (0)(1) + (1)(0) = 1, Sxx = 2: slope 1/2.
    expect(leastSquaresSlope([0, 1, 2], [1, 3, 2])).toBeCloseTo(0.5, 14);
    expect(leastSquaresSlope([4], [1])).toBeNull();
    expect(leastSquaresSlope([2, 2], [1, 5])).toBeNull();
  });
});
