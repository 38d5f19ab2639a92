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
