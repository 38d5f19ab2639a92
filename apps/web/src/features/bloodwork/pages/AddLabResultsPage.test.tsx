import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { BloodworkMessage } from "@vitalog/domain";
import { describe, expect, it } from "vitest";
import {
  json,
  makeProfile,
  renderApp,
  sessionHandlers,
  stubFetch,
} from "../../../test/render-app.tsx";

function member(post: (body: unknown) => Response) {
  const bodies: unknown[] = [];
  stubFetch({
    ...sessionHandlers(makeProfile()),
    "GET /api/v1/lab-results": () => json(200, { items: [], nextCursor: null }),
    "POST /api/v1/lab-results": ({ body }) => {
      bodies.push(body);
      return post(body);
    },
  });
  return bodies;
}

describe("AddLabResultsPage", () => {
  it("picks a marker, limits the units to the marker's, and saves the panel", async () => {
    const bodies = member(() => json(201, { takenAt: "", lab: null, results: [] }));
    const { router } = renderApp("/dashboard/bloodwork/add");
    const result = await screen.findByRole("group", { name: "Result 1" });
    await userEvent.selectOptions(
      within(result).getByRole("combobox", { name: "Marker" }),
      "2093-3",
    );
    const unit = within(result).getByRole("combobox", { name: "Unit" });
    expect(
      within(unit)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["mg/dL", "mmol/L"]);
    expect(unit).toHaveValue("mg/dL");
    await userEvent.selectOptions(unit, "mmol/L");
    await userEvent.type(within(result).getByRole("textbox", { name: "Value" }), "6.2");
    await userEvent.clear(screen.getByLabelText("Test date"));
    await userEvent.type(screen.getByLabelText("Test date"), "2026-09-10");
    await userEvent.type(screen.getByRole("textbox", { name: /Lab/ }), "City Lab");
    await userEvent.click(screen.getByRole("button", { name: "Save results" }));

    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard/bloodwork"));
    expect(bodies).toEqual([
      {
        takenAt: "2026-09-10",
        lab: "City Lab",
        results: [{ code: "2093-3", value: 6.2, unit: "mmol/L" }],
      },
    ]);
  });

  it("fills a lipid panel, and names a marker of one's own with a free unit", async () => {
    const bodies = member(() => json(201, { takenAt: "", lab: null, results: [] }));
    renderApp("/dashboard/bloodwork/add");
    await userEvent.click(await screen.findByRole("button", { name: "Add a lipid panel" }));
    const groups = screen.getAllByRole("group", { name: /^Result \d$/ });
    expect(
      groups
        .map((g) => within(g).getByRole("combobox", { name: "Marker" }))
        .map((s) => (s as HTMLSelectElement).value),
    ).toEqual(["2093-3", "13457-7", "2085-9", "2571-8"]);

    await userEvent.click(screen.getByRole("button", { name: "Add another result" }));
    const own = screen.getByRole("group", { name: "Result 5" });
    await userEvent.selectOptions(within(own).getByRole("combobox", { name: "Marker" }), "custom");
    await userEvent.type(
      within(own).getByRole("textbox", { name: "Marker name" }),
      "Omega-3 index",
    );
    await userEvent.type(within(own).getByRole("textbox", { name: "Unit" }), "%");
    await userEvent.type(within(own).getByRole("textbox", { name: "Value" }), "6");
    for (const [i, value] of ["240", "160", "38", "180"].entries()) {
      await userEvent.type(
        within(groups[i] as HTMLElement).getByRole("textbox", { name: "Value" }),
        value,
      );
    }
    await userEvent.click(screen.getByRole("button", { name: "Save results" }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect((bodies[0] as { results: unknown[] }).results).toEqual([
      { code: "2093-3", value: 240, unit: "mg/dL" },
      { code: "13457-7", value: 160, unit: "mg/dL" },
      { code: "2085-9", value: 38, unit: "mg/dL" },
      { code: "2571-8", value: 180, unit: "mg/dL" },
      { name: "Omega-3 index", value: 6, unit: "%" },
    ]);
  });

  it("shows the server's message beside the field it names", async () => {
    member(() =>
      json(400, {
        error: {
          code: "VALIDATION_FAILED",
          message: BloodworkMessage.valueRange,
          fields: { "results.0.value": BloodworkMessage.valueRange },
        },
      }),
    );
    renderApp("/dashboard/bloodwork/add");
    const result = await screen.findByRole("group", { name: "Result 1" });
    await userEvent.selectOptions(
      within(result).getByRole("combobox", { name: "Marker" }),
      "2345-7",
    );
    await userEvent.type(within(result).getByRole("textbox", { name: "Value" }), "999999");
    await userEvent.click(screen.getByRole("button", { name: "Save results" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(BloodworkMessage.valueRange);
    expect(within(result).getByRole("textbox", { name: "Value" })).toHaveAccessibleDescription(
      BloodworkMessage.valueRange,
    );
  });

  it("asks for a number, not a value, when the value is text", async () => {
    const bodies = member(() => json(201, { takenAt: "", lab: null, results: [] }));
    renderApp("/dashboard/bloodwork/add");
    const result = await screen.findByRole("group", { name: "Result 1" });
    await userEvent.selectOptions(
      within(result).getByRole("combobox", { name: "Marker" }),
      "2093-3",
    );
    const value = within(result).getByRole("textbox", { name: "Value" });
    await userEvent.type(value, "abc");
    await userEvent.click(screen.getByRole("button", { name: "Save results" }));
    await waitFor(() => expect(value).toHaveAccessibleDescription("Enter a number"));
    expect(bodies).toEqual([]);
  });

  it("says no lab reports total cholesterol 5.1 in mg/dL, offers mmol/L, or saves it confirmed", async () => {
    const question = "No lab reports a total cholesterol of 5.1 mg/dL: did you mean 5.1 mmol/L?";
    const bodies = member((body) => {
      const results = (body as { results: { unit: string; confirmed?: boolean }[] }).results;
      return results[0]?.unit === "mg/dL" && !results[0]?.confirmed
        ? json(422, {
            error: {
              code: "CONFIRMATION_REQUIRED",
              message: question,
              fields: { "results.0.value": question },
            },
          })
        : json(201, { takenAt: "", lab: null, results: [] });
    });
    const { router } = renderApp("/dashboard/bloodwork/add");
    const result = await screen.findByRole("group", { name: "Result 1" });
    await userEvent.selectOptions(
      within(result).getByRole("combobox", { name: "Marker" }),
      "2093-3",
    );
    await userEvent.type(within(result).getByRole("textbox", { name: "Value" }), "5.1");
    await userEvent.click(screen.getByRole("button", { name: "Save results" }));

    const dialog = await screen.findByRole("alertdialog", { name: "Is this right?" });
    expect(dialog).toHaveAccessibleDescription(question);
    expect(within(result).getByRole("textbox", { name: "Value" })).toHaveAccessibleDescription(
      question,
    );
    await userEvent.click(
      within(dialog).getByRole("button", { name: "Use mmol/L for Total cholesterol" }),
    );
    expect(within(result).getByRole("combobox", { name: "Unit" })).toHaveValue("mmol/L");
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Save results" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard/bloodwork"));
    expect(bodies.map((b) => (b as { results: unknown[] }).results[0])).toEqual([
      { code: "2093-3", value: 5.1, unit: "mg/dL" },
      { code: "2093-3", value: 5.1, unit: "mmol/L" },
    ]);
  });

  it("saves an unusual value once confirmed", async () => {
    const bodies = member((body) =>
      (body as { results: { confirmed?: boolean }[] }).results[0]?.confirmed
        ? json(201, { takenAt: "", lab: null, results: [] })
        : json(422, { error: { code: "CONFIRMATION_REQUIRED", message: "Unusual", fields: {} } }),
    );
    const { router } = renderApp("/dashboard/bloodwork/add");
    const result = await screen.findByRole("group", { name: "Result 1" });
    await userEvent.selectOptions(
      within(result).getByRole("combobox", { name: "Marker" }),
      "2093-3",
    );
    await userEvent.type(within(result).getByRole("textbox", { name: "Value" }), "5000");
    await userEvent.click(screen.getByRole("button", { name: "Save results" }));
    await userEvent.click(await screen.findByRole("button", { name: "Yes, save it" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard/bloodwork"));
    expect(bodies).toHaveLength(2);
    expect(bodies[1]).toMatchObject({ results: [{ value: 5000, confirmed: true }] });
  });
});
