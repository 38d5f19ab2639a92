import { render, screen, within } from "@testing-library/react";
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
