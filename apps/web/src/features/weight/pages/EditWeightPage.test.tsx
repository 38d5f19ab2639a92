import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import {
  daysAgo,
  json,
  makeEntry,
  makeProfile,
  renderWeightRoutes,
  stubApi,
  weightListHandler,
} from "../test-utils.tsx";

const entry = makeEntry("e1", 80, daysAgo(2), "Evening");

function stubEdit() {
  let entries = [entry, makeEntry("e2", 81, daysAgo(9))];
  const api = stubApi({
    "GET /api/v1/profile": () => makeProfile(),
    "GET /api/v1/weight-entries": (req) => weightListHandler(entries)(req),
    "GET /api/v1/weight-entries/e1": () => entries.find((e) => e.id === "e1") ?? json({}, 404),
    "PATCH /api/v1/weight-entries/e1": ({ body }) => ({ ...entry, ...(body as object) }),
    "DELETE /api/v1/weight-entries/e1": () => {
      entries = entries.filter((e) => e.id !== "e1");
      return new Response(null, { status: 204 });
    },
  });
  return api;
}

describe("EditWeightPage", () => {
  it("prefills the form and sends only the fields that changed", async () => {
    const api = stubEdit();
    renderWeightRoutes("/dashboard/weight/edit/e1");

    const weight = await screen.findByRole("textbox", { name: "Weight (kg)" });
    expect(weight).toHaveValue("80");
    expect(screen.getByRole("textbox", { name: "Note (optional)" })).toHaveValue("Evening");

    await userEvent.clear(weight);
    await userEvent.type(weight, "79.5");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));

    expect(await screen.findByText("Weight updated")).toBeInTheDocument();
    const patch = api.calls.find((c) => c.method === "PATCH");
    expect(patch?.body).toEqual({ weightKg: 79.5 });
  });

  it("deletes the entry after confirmation and returns to the list", async () => {
    const api = stubEdit();
    const { router } = renderWeightRoutes(["/dashboard/weight", "/dashboard/weight/edit/e1"]);

    await userEvent.click(await screen.findByRole("button", { name: "Delete entry" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete this weigh-in?" });
    expect(dialog).toHaveTextContent("80.0 kg");

    await userEvent.click(within(dialog).getByRole("button", { name: "Keep it" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(api.calls.some((c) => c.method === "DELETE")).toBe(false);

    await userEvent.click(screen.getByRole("button", { name: "Delete entry" }));
    await userEvent.click(
      within(await screen.findByRole("dialog")).getByRole("button", { name: "Delete" }),
    );

    expect(await screen.findByText("Weight entry deleted")).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === "DELETE")?.path).toBe("/api/v1/weight-entries/e1");
    const latest = await screen.findByRole("region", { name: "Latest weight" });
    expect(await within(latest).findByText("81.0 kg")).toBeInTheDocument();
    // The list took the deleted entry's place: Back does not lead to "Entry not found".
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe("/dashboard/weight");
    expect(screen.queryByText("Entry not found")).not.toBeInTheDocument();
  });

  it("shows a clear not-found state with a link back for an unknown entry", async () => {
    stubApi({
      "GET /api/v1/profile": () => makeProfile(),
      "GET /api/v1/weight-entries/missing": () =>
        json({ error: { code: "NOT_FOUND", message: "Weight entry not found" } }, 404),
    });
    renderWeightRoutes("/dashboard/weight/edit/missing");

    expect(
      await screen.findByRole("heading", { level: 1, name: "Entry not found" }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole("link", { name: "Back to weight" }).at(-1)).toHaveAttribute(
      "href",
      "/dashboard/weight",
    );
  });
});
