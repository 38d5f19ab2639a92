import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import {
  errorReply,
  json,
  makeProfile,
  renderApp,
  sessionHandlers,
  stubFetch,
} from "../../../test/render-app.tsx";

const smoking = {
  id: "rf1",
  name: "Smoking",
  description: "Current smoker",
  createdAt: "2025-01-01T00:00:00.000Z",
  updatedAt: "2025-01-01T00:00:00.000Z",
};

describe("RiskFactorsPage", () => {
  it("adds, renames (a taken name on the field) and deletes after asking", async () => {
    let items = [smoking];
    const fetch = stubFetch({
      ...sessionHandlers(makeProfile({ isAdmin: true })),
      "GET /api/v1/admin/risk-factors": () => json(200, { items }),
      "POST /api/v1/admin/risk-factors": ({ body }) => {
        const created = { ...smoking, id: "rf2", ...(body as object) };
        items = [...items, created];
        return json(201, created);
      },
      "PATCH /api/v1/admin/risk-factors/rf1": () =>
        errorReply(409, "CONFLICT", "That name is already in the list"),
      "DELETE /api/v1/admin/risk-factors/rf1": () => {
        items = items.filter((i) => i.id !== "rf1");
        return new Response(null, { status: 204 });
      },
    });
    const user = userEvent.setup();
    renderApp("/admin/risk-factors");

    await user.click(await screen.findByRole("button", { name: "Add risk factor" }));
    let dialog = screen.getByRole("dialog", { name: "Add risk factor" });
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(within(dialog).getByLabelText(/Name/)).toHaveAccessibleDescription("Name is required");
    await user.type(within(dialog).getByLabelText(/Name/), "Diabetes");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(await screen.findByText("Diabetes")).toBeInTheDocument();
    expect(fetch.mock.calls.some(([, init]) => init?.method === "POST")).toBe(true);

    await user.click(screen.getByRole("button", { name: "Edit Smoking" }));
    dialog = screen.getByRole("dialog", { name: "Edit risk factor" });
    expect(within(dialog).getByLabelText(/Name/)).toHaveValue("Smoking");
    await user.clear(within(dialog).getByLabelText(/Name/));
    await user.type(within(dialog).getByLabelText(/Name/), "Diabetes");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText(/Name/)).toHaveAccessibleDescription(
        "That name is already in the list",
      ),
    );
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));

    await user.click(screen.getByRole("button", { name: "Delete Smoking" }));
    const confirm = screen.getByRole("dialog", { name: "Delete risk factor" });
    expect(confirm).toHaveTextContent("Are you sure you want to delete this risk factor?");
    await user.click(within(confirm).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(screen.queryByText("Current smoker")).not.toBeInTheDocument());
  });

  it("picks a category from a labelled select of the profile's group names and lists it", async () => {
    const bodies: unknown[] = [];
    let items: (typeof smoking & { category?: string })[] = [{ ...smoking, category: "habits" }];
    stubFetch({
      ...sessionHandlers(makeProfile({ isAdmin: true })),
      "GET /api/v1/admin/risk-factors": () => json(200, { items }),
      "POST /api/v1/admin/risk-factors": ({ body }) => {
        bodies.push(body);
        const created = { ...smoking, id: "rf2", ...(body as object) };
        items = [...items, created];
        return json(201, created);
      },
      "PATCH /api/v1/admin/risk-factors/rf1": ({ body }) => {
        bodies.push(body);
        const updated = { ...smoking, ...items[0], ...(body as object) };
        items = [updated];
        return json(200, updated);
      },
    });
    const user = userEvent.setup();
    renderApp("/admin/risk-factors");

    const row = (await screen.findByText("Smoking")).closest("li") as HTMLElement;
    expect(row).toHaveTextContent("Category: Smoking, alcohol, sleep and stress");

    await user.click(screen.getByRole("button", { name: "Edit Smoking" }));
    let dialog = screen.getByRole("dialog", { name: "Edit risk factor" });
    const select = within(dialog).getByRole("combobox", { name: "Category" });
    expect(select).toHaveValue("habits");
    expect(select).toHaveAccessibleDescription(
      "The group it is listed under when people pick their risk factors.",
    );
    expect(
      within(select)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual([
      "Heart, blood pressure and blood sugar",
      "Weight and activity",
      "Smoking, alcohol, sleep and stress",
      "Family history and cancer",
      "Sex and infections",
      "Other",
    ]);
    await user.selectOptions(select, "Heart, blood pressure and blood sugar");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(bodies.at(-1)).toEqual({
      name: "Smoking",
      description: "Current smoker",
      category: "heart",
    });
    await waitFor(() =>
      expect(screen.getByText("Smoking").closest("li")).toHaveTextContent(
        "Category: Heart, blood pressure and blood sugar",
      ),
    );

    // A new one starts under "Other".
    await user.click(screen.getByRole("button", { name: "Add risk factor" }));
    dialog = screen.getByRole("dialog", { name: "Add risk factor" });
    expect(within(dialog).getByRole("combobox", { name: "Category" })).toHaveValue("other");
    await user.type(within(dialog).getByLabelText(/Name/), "Asthma");
    await user.selectOptions(
      within(dialog).getByRole("combobox", { name: "Category" }),
      "Sex and infections",
    );
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(bodies.at(-1)).toEqual({ name: "Asthma", description: "", category: "infections" });
  });

  it("shows a category the server refuses on the select", async () => {
    stubFetch({
      ...sessionHandlers(makeProfile({ isAdmin: true })),
      "GET /api/v1/admin/risk-factors": () => json(200, { items: [smoking] }),
      "PATCH /api/v1/admin/risk-factors/rf1": () =>
        json(400, {
          error: {
            code: "VALIDATION_FAILED",
            message: "Unknown category",
            fields: { category: "Unknown category" },
          },
        }),
    });
    const user = userEvent.setup();
    renderApp("/admin/risk-factors");

    expect((await screen.findByText("Smoking")).closest("li")).toHaveTextContent("Category: Other");
    await user.click(screen.getByRole("button", { name: "Edit Smoking" }));
    const dialog = screen.getByRole("dialog", { name: "Edit risk factor" });
    const select = within(dialog).getByRole("combobox", { name: "Category" });
    expect(select).toHaveValue("other");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(select).toHaveAccessibleDescription(/Unknown category/));
  });

  it("gives a health goal no category", async () => {
    stubFetch({
      ...sessionHandlers(makeProfile({ isAdmin: true })),
      "GET /api/v1/admin/health-goals": () =>
        json(200, { items: [{ ...smoking, id: "g1", name: "Sleep better" }] }),
    });
    const user = userEvent.setup();
    renderApp("/admin/health-goals");

    expect((await screen.findByText("Sleep better")).closest("li")).not.toHaveTextContent(
      "Category",
    );
    await user.click(screen.getByRole("button", { name: "Edit Sleep better" }));
    const dialog = screen.getByRole("dialog", { name: "Edit health goal" });
    expect(within(dialog).queryByRole("combobox", { name: "Category" })).not.toBeInTheDocument();
  });

  it("says Failed to load risk factors when the list cannot be read", async () => {
    stubFetch({
      ...sessionHandlers(makeProfile({ isAdmin: true })),
      "GET /api/v1/admin/risk-factors": () => errorReply(500, "INTERNAL", "boom"),
    });
    renderApp("/admin/risk-factors");
    expect(
      await screen.findByText("Failed to load risk factors", {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  });
});
