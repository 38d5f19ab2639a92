import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { LabResult } from "@vitalog/domain";
import { describe, expect, it } from "vitest";
import {
  json,
  makeProfile,
  renderApp,
  sessionHandlers,
  stubFetch,
} from "../../../test/render-app.tsx";
import { makeResult } from "../test-utils.ts";

const results: LabResult[] = [
  makeResult({ id: "c2" }),
  makeResult({
    id: "h2",
    code: "2085-9",
    name: "HDL cholesterol",
    value: 38,
    canonicalValue: 38,
    flag: "low",
    range: {
      low: 50,
      high: null,
      highExclusive: false,
      unit: "mg/dL",
      sex: "female",
      source: "NCEP ATP III (2002), metabolic syndrome criteria",
    },
  }),
  makeResult({
    id: "c1",
    takenAt: "2026-03-02T12:00:00.000Z",
    lab: null,
    value: 5.2,
    unit: "mmol/L",
    canonicalValue: 201.084,
    range: {
      low: null,
      high: 5.172,
      highExclusive: true,
      unit: "mmol/L",
      sex: null,
      source: "NCEP ATP III (2002)",
    },
  }),
];

function member(items: LabResult[]) {
  return stubFetch({
    ...sessionHandlers(makeProfile()),
    "GET /api/v1/lab-results": () => json(200, { items, nextCursor: null }),
    "GET /api/v1/lab-results/markers/2093-3": () =>
      json(200, { code: "2093-3", items: items.filter((r) => r.code === "2093-3") }),
    "GET /api/v1/lab-results/markers/2085-9": () =>
      json(200, { code: "2085-9", items: items.filter((r) => r.code === "2085-9") }),
    "DELETE /api/v1/lab-results/h2": () => new Response(null, { status: 204 }),
    "PATCH /api/v1/lab-results/h2": ({ body }) =>
      json(200, { ...items.find((r) => r.id === "h2"), ...(body as object) }),
  });
}

describe("BloodworkPage", () => {
  it("invites a first test when there are no results", async () => {
    member([]);
    renderApp("/dashboard/bloodwork");
    expect(await screen.findByText("No lab results yet")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Add your first results" })).toHaveAttribute(
      "href",
      "/dashboard/bloodwork/add",
    );
  });

  it("compares the latest results with the previous ones, flags in words", async () => {
    member(results);
    renderApp("/dashboard/bloodwork");
    const latest = await screen.findByRole("region", { name: "Latest results" });
    const rows = within(latest).getAllByRole("row");
    expect(rows).toHaveLength(3);
    const chol = within(latest)
      .getByRole("rowheader", { name: /Total cholesterol/ })
      .closest("tr");
    expect(chol).toHaveTextContent("240 mg/dL");
    expect(chol).toHaveTextContent("High");
    expect(chol).toHaveTextContent("5.2 mmol/L");
    expect(chol).toHaveTextContent("+38.916 mg/dL");
    const hdl = within(latest)
      .getByRole("rowheader", { name: /HDL cholesterol/ })
      .closest("tr");
    expect(hdl).toHaveTextContent("Low");
    expect(screen.getByText(/Ranges are typical adult ranges; labs differ/)).toBeInTheDocument();
  });

  it("groups results by test, with the range each was flagged against", async () => {
    member(results);
    renderApp("/dashboard/bloodwork");
    const all = await screen.findByRole("region", { name: "All results" });
    const tests = within(all).getAllByRole("heading", { level: 3 });
    expect(tests.map((h) => h.textContent)).toEqual([
      "Sep 10, 2026City Lab · 2 results",
      "Mar 2, 2026Lab not given · 1 result",
    ]);
    expect(within(all).getByText("Typical range (women): at least 50 mg/dL")).toBeInTheDocument();
    expect(within(all).getAllByText("Typical range: below 200 mg/dL")).toHaveLength(1);
    expect(within(all).getByText("Typical range: below 5.172 mmol/L")).toBeInTheDocument();
  });

  it("charts a marker's trend and switches to another", async () => {
    member(results);
    renderApp("/dashboard/bloodwork");
    expect(
      await screen.findByRole(
        "img",
        { name: /Total cholesterol: 2 results from Mar 2, 2026 to Sep 10, 2026/ },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    await userEvent.click(
      screen.getByRole("button", { name: "Show the trend of HDL cholesterol" }),
    );
    expect(
      await screen.findByRole(
        "img",
        { name: /HDL cholesterol: one result of 38 mg\/dL/ },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "Marker" })).toHaveValue("2085-9");
  });

  it("deletes a result after confirming", async () => {
    const fetch = member(results);
    renderApp("/dashboard/bloodwork");
    await userEvent.click(
      await screen.findByRole("button", { name: "Delete HDL cholesterol from Sep 10, 2026" }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Delete this result?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    await waitFor(() =>
      expect(
        fetch.mock.calls.some(
          ([url, init]) => String(url).endsWith("/lab-results/h2") && init?.method === "DELETE",
        ),
      ).toBe(true),
    );
    expect(await screen.findByText("Result deleted")).toBeInTheDocument();
  });

  it("corrects a result's value, unit and the lab's range", async () => {
    const fetch = member(results);
    renderApp("/dashboard/bloodwork");
    await userEvent.click(
      await screen.findByRole("button", { name: "Edit HDL cholesterol from Sep 10, 2026" }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Edit HDL cholesterol" });
    const unit = within(dialog).getByRole("combobox", { name: "Unit" });
    expect(
      within(unit)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["mg/dL", "mmol/L"]);
    await userEvent.selectOptions(unit, "mmol/L");
    const value = within(dialog).getByRole("textbox", { name: "Value" });
    await userEvent.clear(value);
    await userEvent.type(value, "1,1");
    await userEvent.type(within(dialog).getByRole("textbox", { name: "Lower limit" }), "1");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Result updated")).toBeInTheDocument();
    const patch = fetch.mock.calls.find(([, init]) => init?.method === "PATCH");
    expect(JSON.parse(String(patch?.[1]?.body))).toEqual({
      value: 1.1,
      unit: "mmol/L",
      referenceLow: 1,
      referenceHigh: null,
    });
  });

  it("shows a failure with Try again", async () => {
    stubFetch({
      ...sessionHandlers(makeProfile()),
      "GET /api/v1/lab-results": () =>
        json(500, { error: { code: "INTERNAL", message: "Something went wrong" } }),
    });
    renderApp("/dashboard/bloodwork");
    expect(
      await screen.findByText("Your lab results could not be loaded.", {}, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });
});
