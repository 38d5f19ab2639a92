import { cleanup as cleanupAll, render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Chart, type ChartPoint } from "./Chart.tsx";

const DAY = 86_400_000;
const start = Date.UTC(2025, 2, 1);
const points: ChartPoint[] = [76.2, 75.8, 75.1].map((y, i) => ({
  id: `p${i}`,
  x: start + i * 7 * DAY,
  y,
  xLabel: `Day ${i + 1}`,
  yLabel: `${y} kg`,
}));

function renderChart(extra: Partial<Parameters<typeof Chart>[0]> = {}) {
  return render(
    <Chart
      points={points}
      summary="Weight fell from 76.2 kg to 75.1 kg"
      formatXTick={(x) => new Date(x).toISOString().slice(5, 10)}
      formatYTick={(y) => String(y)}
      table={{ caption: "Weigh-ins", xHeader: "Date", yHeader: "Weight" }}
      {...extra}
    />,
  );
}

describe("Chart", () => {
  it("exposes its summary as an image label and its data as a table", () => {
    renderChart();
    expect(
      screen.getByRole("img", { name: "Weight fell from 76.2 kg to 75.1 kg" }),
    ).toBeInTheDocument();

    const table = screen.getByRole("table", { name: "Weigh-ins" });
    const rows = within(table).getAllByRole("row");
    expect(rows).toHaveLength(4);
    expect(rows[1]).toHaveTextContent("Day 176.2 kg");
    expect(rows[3]).toHaveTextContent("Day 375.1 kg");
  });

  it("gives every point a title and draws the target line with its label", () => {
    const { container } = renderChart({ target: { y: 74, label: "Goal 74 kg" }, yUnit: "kg" });
    const titles = [...container.querySelectorAll("circle > title")].map((t) => t.textContent);
    expect(titles).toEqual(["Day 1: 76.2 kg", "Day 2: 75.8 kg", "Day 3: 75.1 kg"]);
    expect(container.querySelector("svg")).toHaveTextContent("Goal 74 kg");
  });

  it("keeps the height it was given", () => {
    const { container } = renderChart({ height: 300 });
    expect(container.firstElementChild).toHaveStyle({ height: "300px" });
  });
});

const DAY_MS = DAY;
const day = (n: number) => Date.UTC(2026, 10, 1, 12) + n * DAY_MS;
const dayLabel = (x: number) => new Date(x).toISOString().slice(0, 10);

function lone(y: number, x = day(29)): ChartPoint[] {
  return [{ id: "only", x, y, xLabel: dayLabel(x), yLabel: String(y) }];
}

function axisTexts(container: HTMLElement) {
  const texts = [...container.querySelectorAll("svg text")].map((t) => t.textContent ?? "");
  return texts;
}

describe("Chart with little data", () => {
  it("spans the chosen period, not the day of the one point and the next", () => {
    const { container } = renderChart({
      points: lone(4),
      xDomain: [day(0), day(29)],
      formatXTick: dayLabel,
    });
    const texts = axisTexts(container);
    expect(texts).toContain("2026-11-01");
    expect(texts).toContain("2026-11-30");
    expect(texts).not.toContain("2026-12-01");
  });

  it("labels the lone point's own day when no period is given", () => {
    const { container } = renderChart({ points: lone(4), formatXTick: dayLabel });
    const dates = axisTexts(container).filter((t) => /^\d{4}-/.test(t));
    expect(dates).toEqual(["2026-11-30"]);
  });

  it("labels whole-number values once each, on a fixed scale", () => {
    const points = [9, 9, 8, 8, 7].map((y, i) => ({
      id: `p${i}`,
      x: day(i * 3),
      y,
      xLabel: dayLabel(day(i * 3)),
      yLabel: String(y),
    }));
    const { container } = renderChart({
      points,
      integer: true,
      formatYTick: (y) => String(Math.round(y)),
      formatXTick: () => "",
    });
    const values = axisTexts(container).filter((t) => /^\d+$/.test(t));
    expect(values.length).toBeGreaterThan(1);
    expect(new Set(values).size).toBe(values.length);

    const fixed = renderChart({
      points,
      integer: true,
      yScale: { min: 0, max: 10 },
      formatYTick: (y) => `v${y}`,
      formatXTick: () => "",
    });
    const scale = axisTexts(fixed.container).filter((t) => t.startsWith("v"));
    expect(scale[0]).toBe("v0");
    expect(scale.at(-1)).toBe("v10");
  });

  it("keeps the value axis at or above zero for values that cannot be negative", () => {
    for (const y of [0.4, 3, 190]) {
      const { container, unmount } = renderChart({
        points: lone(y),
        formatYTick: (v) => `v${v}`,
      });
      const values = axisTexts(container)
        .filter((t) => t.startsWith("v"))
        .map((t) => Number(t.slice(1)));
      expect(Math.min(...values), `one value ${y}`).toBeGreaterThanOrEqual(0);
      unmount();
    }
  });

  it("says so when there is nothing to draw, and when there is one point", () => {
    renderChart({ points: [], emptyText: "No check-ins in this period yet." });
    expect(screen.getByText("No check-ins in this period yet.")).toBeInTheDocument();
    expect(screen.queryByRole("img")).toBeNull();
    cleanupAll();
    renderChart({ points: lone(4) });
    expect(screen.getByText("One entry so far: the trend shows from the second.")).toBeVisible();
    expect(screen.getByRole("img")).toBeInTheDocument();
  });

  it("keeps its data table inside a clipped box, so a wide table cannot widen the page", () => {
    renderChart();
    const table = screen.getByRole("table", { name: "Weigh-ins" });
    expect(table).not.toHaveClass("sr-only");
    expect(table.parentElement).toHaveClass("sr-only");
  });
});
