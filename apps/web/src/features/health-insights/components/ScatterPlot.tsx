import { linearScale, niceTicks } from "../../../components/Chart/scale.ts";

export interface ScatterPoint {
  /** The day of `x` (`YYYY-MM-DD`), a React key. */
  id: string;
  x: number;
  y: number;
}

const W = 320;
const H = 220;
const M = { top: 12, right: 12, bottom: 40, left: 44 };

/**
 * Each day's pair of values as a dot (x: the first measure, y: the second). The drawing is one
 * image named by `summary`; a table lists every pair for screen readers.
 */
export function ScatterPlot({
  points,
  summary,
  xLabel,
  yLabel,
  formatX,
  formatY,
  table,
}: {
  points: readonly ScatterPoint[];
  summary: string;
  xLabel: string;
  yLabel: string;
  formatX: (value: number) => string;
  formatY: (value: number) => string;
  table: { caption: string; dayHeader: string; dayLabel: (id: string) => string };
}) {
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  const xAxis = niceTicks(Math.min(...xs), Math.max(...xs), 4, {});
  const yAxis = niceTicks(Math.min(...ys), Math.max(...ys), 4, {});
  const x = linearScale([xAxis.min, xAxis.max], [M.left, W - M.right]);
  const y = linearScale([yAxis.min, yAxis.max], [H - M.bottom, M.top]);
  return (
    <figure className="m-0">
      <svg
        role="img"
        aria-label={summary}
        viewBox={`0 0 ${W} ${H}`}
        className="block h-auto w-full max-w-md text-slate-500"
      >
        {yAxis.ticks.map((tick) => (
          <g key={`y${tick}`}>
            <line
              x1={M.left}
              x2={W - M.right}
              y1={y(tick)}
              y2={y(tick)}
              className="stroke-slate-200"
            />
            <text
              x={M.left - 6}
              y={y(tick)}
              dy="0.32em"
              textAnchor="end"
              className="fill-slate-600 text-[11px] tabular-nums"
            >
              {formatY(tick)}
            </text>
          </g>
        ))}
        {xAxis.ticks.map((tick) => (
          <text
            key={`x${tick}`}
            x={x(tick)}
            y={H - M.bottom + 16}
            textAnchor="middle"
            className="fill-slate-600 text-[11px] tabular-nums"
          >
            {formatX(tick)}
          </text>
        ))}
        <text
          x={(M.left + W - M.right) / 2}
          y={H - 6}
          textAnchor="middle"
          className="fill-slate-700 text-[11px] font-medium"
        >
          {xLabel}
        </text>
        <text
          x={12}
          y={(M.top + H - M.bottom) / 2}
          textAnchor="middle"
          transform={`rotate(-90 12 ${(M.top + H - M.bottom) / 2})`}
          className="fill-slate-700 text-[11px] font-medium"
        >
          {yLabel}
        </text>
        <g className="text-brand-700">
          {points.map((p) => (
            <circle
              key={p.id}
              cx={x(p.x)}
              cy={y(p.y)}
              r={4}
              fill="currentColor"
              fillOpacity={0.35}
              stroke="currentColor"
              strokeWidth={1}
            />
          ))}
        </g>
      </svg>
      {/* A table cannot shrink to the 1 px of sr-only; its box can, and clips it. */}
      <div className="sr-only">
        <table>
          <caption>{table.caption}</caption>
          <thead>
            <tr>
              <th scope="col">{table.dayHeader}</th>
              <th scope="col">{xLabel}</th>
              <th scope="col">{yLabel}</th>
            </tr>
          </thead>
          <tbody>
            {points.map((p) => (
              <tr key={p.id}>
                <td>{table.dayLabel(p.id)}</td>
                <td>{formatX(p.x)}</td>
                <td>{formatY(p.y)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
