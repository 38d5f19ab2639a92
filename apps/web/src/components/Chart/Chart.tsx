import { type PointerEvent, useId, useLayoutEffect, useMemo, useRef, useState } from "react";
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
};

const MARGIN = { top: 28, right: 16, bottom: 30, left: 44 };
const FALLBACK_WIDTH = 640;

function useElementWidth<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    setWidth(el.clientWidth);
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver((entries) => {
      const entry = entries[0];
      if (entry) setWidth(Math.round(entry.contentRect.width));
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return [ref, width || FALLBACK_WIDTH] as const;
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
}: ChartProps) {
  const [containerRef, width] = useElementWidth<HTMLDivElement>();
  const [active, setActive] = useState<number | null>(null);
  const gradientId = `chart-fill-${useId().replace(/[^a-zA-Z0-9_-]/g, "")}`;

  const sorted = useMemo(() => [...points].sort((a, b) => a.x - b.x), [points]);

  const layout = useMemo(() => {
    const innerW = Math.max(width - MARGIN.left - MARGIN.right, 40);
    const innerH = Math.max(height - MARGIN.top - MARGIN.bottom, 40);
    const ys = sorted.map((p) => p.y);
    if (target) ys.push(target.y);
    const rawMin = ys.length ? Math.min(...ys) : 0;
    const rawMax = ys.length ? Math.max(...ys) : 1;
    const pad = (rawMax - rawMin) * 0.08;
    const yTicks = niceTicks(rawMin - pad, rawMax + pad, innerH < 160 ? 3 : 4);
    const first = sorted[0]?.x ?? 0;
    const last = sorted[sorted.length - 1]?.x ?? first;
    const day = 86_400_000;
    const [x0, x1] = last - first < day ? [first - day / 2, last + day / 2] : [first, last];
    const x = linearScale([x0, x1], [MARGIN.left, MARGIN.left + innerW]);
    const y = linearScale([yTicks.min, yTicks.max], [MARGIN.top + innerH, MARGIN.top]);
    const tickCount = Math.max(2, Math.min(6, Math.floor(innerW / 96)));
    const xTicks: { x: number; label: string }[] = [];
    for (const t of timeTicks(x0, x1, tickCount)) {
      const label = formatXTick(t, x1 - x0);
      if (xTicks[xTicks.length - 1]?.label !== label) xTicks.push({ x: t, label });
    }
    return { innerW, innerH, x, y, yTicks: yTicks.ticks, xTicks };
  }, [width, height, sorted, target, formatXTick]);

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
    <div ref={containerRef} className="relative w-full" style={{ height }}>
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
        {layout.yTicks.map((t) => (
          <g key={`y${t}`}>
            <line
              x1={MARGIN.left}
              x2={MARGIN.left + innerW}
              y1={y(t)}
              y2={y(t)}
              className="stroke-slate-200"
              strokeWidth={1}
            />
            <text
              x={MARGIN.left - 8}
              y={y(t)}
              dy="0.32em"
              textAnchor="end"
              className="fill-slate-600 text-[11px] tabular-nums"
            >
              {formatYTick(t)}
            </text>
          </g>
        ))}
        {layout.xTicks.map((t, i) => (
          <text
            key={`x${t.x}`}
            x={x(t.x)}
            y={baseline + 20}
            textAnchor={
              i === 0 && layout.xTicks.length > 1
                ? "start"
                : i === layout.xTicks.length - 1 && layout.xTicks.length > 1
                  ? "end"
                  : "middle"
            }
            className="fill-slate-600 text-[11px]"
          >
            {t.label}
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
      <table className="sr-only">
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
  );
}

export default Chart;
