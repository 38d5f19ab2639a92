import { type PointerEvent, useId, useLayoutEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { linearScale, nearestIndex, niceTicks, timeTicks } from "./scale.ts";

export type ChartPoint = {
  /** Stable identity of the point (a React key). */
  id: string;
  /** Milliseconds since the epoch. */
  x: number;
  y: number;
  /** The point's date as read aloud and shown in the tooltip, e.g. "12 March 2025". */
  xLabel: string;
  /** The point's value with its unit, e.g. "74.6 kg". */
  yLabel: string;
};

export type ChartProps = {
  points: readonly ChartPoint[];
  /** One-sentence summary read by screen readers in place of the drawing. */
  summary: string;
  height?: number;
  /** A dashed reference line, such as a goal weight. */
  target?: { y: number; label: string } | null;
  /** Unit printed above the value axis. */
  yUnit?: string;
  formatXTick: (x: number, spanMs: number) => string;
  formatYTick: (y: number) => string;
  table: { caption: string; xHeader: string; yHeader: string };
  /**
   * The period the reader chose, [from, to] in ms (a point's x on its first and last day): the
   * axis spans it whatever the points, so one check-in in a 30-day view sits in 30 days.
   */
  xDomain?: readonly [number, number];
  /** A fixed scale such as pain 0–10 or a 1–5 rating: the value axis spans exactly it. */
  yScale?: { min: number; max: number };
  /** Whole-number values (a rating, a count): ticks at whole numbers only. */
  integer?: boolean;
  /** Said in place of the drawing when there are no points. */
  emptyText?: string;
  /** Said above the drawing when there is one point (no trend yet). */
  singleText?: string;
};

const MARGIN = { top: 28, right: 16, bottom: 30, left: 44 };
const FALLBACK_WIDTH = 640;

const DAY_MS = 86_400_000;
/** An x tick this close to an end of the axis is aligned to that end, not centred on it. */
const EDGE_PX = 30;
/** Y ticks asked for, fewer on a short plot; fewer still when labels would repeat. */
const Y_TICKS = { short: 3, tall: 4 };

function useElementSize<T extends HTMLElement>(fallbackHeight: number) {
  const ref = useRef<T>(null);
  const [size, setSize] = useState({ width: 0, height: 0 });
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    setSize({ width: el.clientWidth, height: el.clientHeight });
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver((entries) => {
      const entry = entries[0];
      if (entry) {
        setSize({
          width: Math.round(entry.contentRect.width),
          height: Math.round(entry.contentRect.height),
        });
      }
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return [ref, size.width || FALLBACK_WIDTH, size.height || fallbackHeight] as const;
}

/**
 * The value axis: round ticks over the data (and the target), never below 0 for data that
 * cannot be negative, spanning a fixed scale exactly when there is one, and with fewer ticks
 * when the formatted labels would repeat (9, 9, 8, 8, 7).
 */
export function valueAxis(
  values: readonly number[],
  {
    count,
    integer = false,
    yScale,
    formatYTick,
  }: {
    count: number;
    integer?: boolean;
    yScale?: { min: number; max: number };
    formatYTick: (y: number) => string;
  },
): { ticks: number[]; min: number; max: number } {
  const rawMin = values.length ? Math.min(...values) : 0;
  const rawMax = values.length ? Math.max(...values) : 1;
  // One value (or the same value throughout) of what cannot be negative: measured from zero.
  const flat = rawMax - rawMin < 1e-9 && rawMin > 0;
  const lo = yScale ? Math.min(yScale.min, rawMin) : flat ? 0 : rawMin;
  const hi = yScale ? Math.max(yScale.max, rawMax) : rawMax;
  const pad = yScale ? 0 : (hi - lo) * 0.08;
  const floor = yScale ? lo : rawMin >= 0 ? 0 : -Infinity;
  const ceiling = yScale ? hi : Infinity;
  let axis = niceTicks(lo - pad, hi + pad, count, { integer, floor, ceiling });
  for (let n = count - 1; n >= 1; n -= 1) {
    const labels = axis.ticks.map(formatYTick);
    if (new Set(labels).size === labels.length) break;
    axis = niceTicks(lo - pad, hi + pad, n, { integer, floor, ceiling });
  }
  return axis;
}

/**
 * The time axis: the chosen period when there is one (widened only to take in a point outside
 * it); else the points' span, or a day around them when they all fall on one day, with a tick at
 * each point rather than on days that hold none.
 */
export function timeAxis(
  xs: readonly number[],
  xDomain: readonly [number, number] | undefined,
  tickCount: number,
): { x0: number; x1: number; ticks: number[] } {
  const first = xs[0] ?? xDomain?.[0] ?? 0;
  const last = xs[xs.length - 1] ?? xDomain?.[1] ?? first;
  if (xDomain) {
    const x0 = Math.min(xDomain[0], first);
    const x1 = Math.max(xDomain[1], last);
    if (x1 > x0) return { x0, x1, ticks: timeTicks(x0, x1, tickCount) };
  }
  if (last - first < DAY_MS) {
    return { x0: first - DAY_MS / 2, x1: last + DAY_MS / 2, ticks: [...new Set(xs)] };
  }
  return { x0: first, x1: last, ticks: timeTicks(first, last, tickCount) };
}

/** An accessible, dependency-free SVG line chart over time with an optional reference line. */
export function Chart({
  points,
  summary,
  height = 240,
  target,
  yUnit,
  formatXTick,
  formatYTick,
  table,
  xDomain,
  yScale,
  integer = false,
  emptyText,
  singleText,
}: ChartProps) {
  const { t } = useTranslation("common");
  const sorted = useMemo(() => [...points].sort((a, b) => a.x - b.x), [points]);
  const single = sorted.length === 1;
  if (sorted.length === 0) {
    return (
      <div
        className="flex w-full items-center justify-center rounded-xl bg-slate-50 px-4 text-center text-sm text-slate-600"
        style={{ height }}
      >
        <p>{emptyText ?? t("chart.empty")}</p>
      </div>
    );
  }
  return (
    <div className="flex w-full flex-col" style={{ height }}>
      {single ? (
        <p className="mb-1 text-sm text-slate-600">{singleText ?? t("chart.single")}</p>
      ) : null}
      <Plot
        sorted={sorted}
        summary={summary}
        height={height}
        target={target}
        yUnit={yUnit}
        formatXTick={formatXTick}
        formatYTick={formatYTick}
        table={table}
        xDomain={xDomain}
        yScale={yScale}
        integer={integer}
      />
    </div>
  );
}

function Plot({
  sorted,
  summary,
  height: givenHeight,
  target,
  yUnit,
  formatXTick,
  formatYTick,
  table,
  xDomain,
  yScale,
  integer,
}: Omit<ChartProps, "points" | "emptyText" | "singleText"> & {
  sorted: readonly ChartPoint[];
  height: number;
}) {
  const [containerRef, width, height] = useElementSize<HTMLDivElement>(givenHeight);
  const [active, setActive] = useState<number | null>(null);
  const gradientId = `chart-fill-${useId().replace(/[^a-zA-Z0-9_-]/g, "")}`;

  const layout = useMemo(() => {
    const innerW = Math.max(width - MARGIN.left - MARGIN.right, 40);
    const innerH = Math.max(height - MARGIN.top - MARGIN.bottom, 40);
    const ys = sorted.map((p) => p.y);
    if (target) ys.push(target.y);
    const yAxis = valueAxis(ys, {
      count: innerH < 160 ? Y_TICKS.short : Y_TICKS.tall,
      integer,
      yScale,
      formatYTick,
    });
    const xs = sorted.map((p) => p.x);
    // Room for the widest label of the ends, so short ones ("Mon") can fall on every day.
    const start = xDomain?.[0] ?? xs[0] ?? 0;
    const end = xDomain?.[1] ?? xs[xs.length - 1] ?? start;
    const ends = [start, end];
    const span = Math.abs(end - start);
    const labelPx = Math.max(...ends.map((v) => formatXTick(v, span).length)) * 7 + 24;
    const tickCount = Math.max(2, Math.min(8, Math.floor(innerW / labelPx)));
    const time = timeAxis(xs, xDomain, tickCount);
    const { x0, x1 } = time;
    const x = linearScale([x0, x1], [MARGIN.left, MARGIN.left + innerW]);
    const y = linearScale([yAxis.min, yAxis.max], [MARGIN.top + innerH, MARGIN.top]);
    const xTicks: { x: number; label: string }[] = [];
    for (const tick of time.ticks) {
      const label = formatXTick(tick, x1 - x0);
      if (!xTicks.some((done) => done.label === label)) xTicks.push({ x: tick, label });
    }
    return { innerW, innerH, x, y, yTicks: yAxis.ticks, xTicks };
  }, [width, height, sorted, target, formatXTick, formatYTick, xDomain, yScale, integer]);

  const { x, y, innerW, innerH } = layout;
  const coords = sorted.map((p) => ({ cx: x(p.x), cy: y(p.y) }));
  const line = coords.map((c, i) => `${i === 0 ? "M" : "L"}${c.cx.toFixed(1)},${c.cy.toFixed(1)}`);
  const baseline = MARGIN.top + innerH;
  const area =
    coords.length > 1
      ? `${line.join("")}L${coords[coords.length - 1]?.cx.toFixed(1)},${baseline}L${coords[0]?.cx.toFixed(1)},${baseline}Z`
      : "";
  const radius = sorted.length > 60 ? 2 : sorted.length > 30 ? 3 : 4;
  const activePoint = active === null ? null : sorted[active];
  const activeCoord = active === null ? null : coords[active];

  function handlePointerMove(event: PointerEvent<SVGRectElement>) {
    const box = event.currentTarget.getBoundingClientRect();
    const px = event.clientX - box.left + MARGIN.left;
    const index = nearestIndex(
      coords.map((c) => c.cx),
      px,
    );
    setActive(index < 0 ? null : index);
  }

  return (
    <div ref={containerRef} className="relative min-h-0 w-full flex-1">
      <svg
        role="img"
        aria-label={summary}
        width={width}
        height={height}
        viewBox={`0 0 ${width} ${height}`}
        className="block overflow-visible text-slate-500"
      >
        <defs>
          <linearGradient id={gradientId} x1="0" x2="0" y1="0" y2="1" className="text-brand-500">
            <stop offset="0%" stopColor="currentColor" stopOpacity="0.22" />
            <stop offset="100%" stopColor="currentColor" stopOpacity="0" />
          </linearGradient>
        </defs>
        {yUnit ? (
          <text x={MARGIN.left - 8} y={14} textAnchor="end" className="fill-slate-500 text-[11px]">
            {yUnit}
          </text>
        ) : null}
        {layout.yTicks.map((tick) => (
          <g key={`y${tick}`}>
            <line
              x1={MARGIN.left}
              x2={MARGIN.left + innerW}
              y1={y(tick)}
              y2={y(tick)}
              className="stroke-slate-200"
              strokeWidth={1}
            />
            <text
              x={MARGIN.left - 8}
              y={y(tick)}
              dy="0.32em"
              textAnchor="end"
              className="fill-slate-600 text-[11px] tabular-nums"
            >
              {formatYTick(tick)}
            </text>
          </g>
        ))}
        {layout.xTicks.map((tick) => (
          <text
            key={`x${tick.x}`}
            x={x(tick.x)}
            y={baseline + 20}
            textAnchor={
              x(tick.x) - MARGIN.left < EDGE_PX
                ? "start"
                : MARGIN.left + innerW - x(tick.x) < EDGE_PX
                  ? "end"
                  : "middle"
            }
            className="fill-slate-600 text-[11px]"
          >
            {tick.label}
          </text>
        ))}
        {target ? (
          <g>
            <line
              x1={MARGIN.left}
              x2={MARGIN.left + innerW}
              y1={y(target.y)}
              y2={y(target.y)}
              className="stroke-amber-500"
              strokeWidth={1.5}
              strokeDasharray="6 4"
            />
            <text
              x={MARGIN.left + innerW}
              y={y(target.y) - 6}
              textAnchor="end"
              className="fill-amber-700 text-[11px] font-medium"
            >
              {target.label}
            </text>
          </g>
        ) : null}
        <g className="text-brand-600">
          {area ? <path d={area} fill={`url(#${gradientId})`} /> : null}
          {coords.length > 1 ? (
            <path
              d={line.join("")}
              fill="none"
              stroke="currentColor"
              strokeWidth={2.5}
              strokeLinejoin="round"
              strokeLinecap="round"
            />
          ) : null}
          {activeCoord ? (
            <line
              x1={activeCoord.cx}
              x2={activeCoord.cx}
              y1={MARGIN.top}
              y2={baseline}
              className="stroke-slate-300"
              strokeWidth={1}
            />
          ) : null}
          {sorted.map((p, i) => (
            <circle
              key={p.id}
              cx={coords[i]?.cx}
              cy={coords[i]?.cy}
              r={i === active ? radius + 2 : radius}
              className="fill-white"
              stroke="currentColor"
              strokeWidth={2}
            >
              <title>{`${p.xLabel}: ${p.yLabel}`}</title>
            </circle>
          ))}
        </g>
        <rect
          x={MARGIN.left}
          y={MARGIN.top}
          width={innerW}
          height={innerH}
          fill="transparent"
          onPointerMove={handlePointerMove}
          onPointerDown={handlePointerMove}
          onPointerLeave={() => setActive(null)}
        />
      </svg>
      {activePoint && activeCoord ? (
        <div
          aria-hidden="true"
          className="pointer-events-none absolute z-10 -translate-x-1/2 -translate-y-full rounded-lg bg-slate-900 px-2.5 py-1.5 text-center text-xs leading-tight whitespace-nowrap text-white shadow-lg"
          style={{
            left: Math.min(Math.max(activeCoord.cx, 60), width - 60),
            top: activeCoord.cy - 10,
          }}
        >
          <div className="font-semibold tabular-nums">{activePoint.yLabel}</div>
          <div className="text-slate-300">{activePoint.xLabel}</div>
        </div>
      ) : null}
      {/* A table cannot shrink to the 1 px of sr-only; its box can, and clips it. */}
      <div className="sr-only">
        <table>
          <caption>{table.caption}</caption>
          <thead>
            <tr>
              <th scope="col">{table.xHeader}</th>
              <th scope="col">{table.yHeader}</th>
            </tr>
          </thead>
          <tbody>
            {sorted.map((p) => (
              <tr key={p.id}>
                <td>{p.xLabel}</td>
                <td>{p.yLabel}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

export default Chart;
