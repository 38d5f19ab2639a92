import { lazy, Suspense } from "react";
import type { ChartPoint } from "../../../components/Chart/Chart.tsx";
import { Skeleton } from "../../../components/Skeleton/Skeleton.tsx";

const Chart = lazy(() => import("../../../components/Chart/Chart.tsx"));

/** One measure over the last 90 days, on the app's chart (loaded with the page's first chart). */
export function ReadingChart({
  heading,
  points,
  summary,
  caption,
  xHeader,
  yHeader,
  target,
  emptyText,
  singleText,
  formatXTick,
  integer,
}: {
  heading: string;
  points: ChartPoint[];
  summary: string;
  caption: string;
  xHeader: string;
  yHeader: string;
  target?: { y: number; label: string } | null;
  emptyText: string;
  singleText: string;
  formatXTick: (x: number) => string;
  integer?: boolean;
}) {
  return (
    <figure className="min-w-0">
      <figcaption className="mb-1 text-sm font-medium text-slate-800">{heading}</figcaption>
      <div style={{ minHeight: 180 }}>
        <Suspense fallback={<Skeleton className="h-44 w-full rounded-xl" />}>
          <Chart
            points={points}
            height={180}
            summary={summary}
            target={target ?? null}
            emptyText={emptyText}
            singleText={singleText}
            formatXTick={formatXTick}
            formatYTick={(y) => String(Math.round(y * 10) / 10)}
            table={{ caption, xHeader, yHeader }}
            {...(integer ? { integer: true } : {})}
          />
        </Suspense>
      </div>
    </figure>
  );
}
