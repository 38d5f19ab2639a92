import { fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { PainEntry } from "@vitalog/domain";
import { describe, expect, it } from "vitest";
import {
  json,
  makeProfile,
  renderApp,
  sessionHandlers,
  stubFetch,
} from "../../../test/render-app.tsx";

const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000).toISOString();
const entry = (id: string, occurredAt: string, regions: PainEntry["regions"]): PainEntry => ({
  id,
  occurredAt,
  regions,
  symptoms: ["stiffness"],
  triggers: [],
  relief: ["ice"],
  note: null,
  createdAt: occurredAt,
  updatedAt: occurredAt,
});

describe("the pain diary", () => {
  it("shows the period's heat map, the region table and the history", async () => {
    const entries = [
      entry("b", hoursAgo(2), [{ region: "left-knee", intensity: 7, type: "aching" }]),
      entry("a", hoursAgo(30), [
        { region: "left-knee", intensity: 3, type: "aching" },
        { region: "lower-back", intensity: 5, type: "throbbing" },
      ]),
    ];
    stubFetch({
      ...sessionHandlers(makeProfile()),
      "GET /api/v1/pain-entries": () => json(200, { items: entries, nextCursor: null }),
    });
    renderApp("/dashboard/pain");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Pain diary" }),
    ).toBeInTheDocument();
    const map = await screen.findByRole("img", { name: /Pain in the last 30 days/ });
    expect(map).toHaveAccessibleName(
      "Pain in the last 30 days: Left knee highest 7, 2 times; Lower back highest 5, 1 times.",
    );
    const table = screen.getByRole("table", { name: "Regions in the last 30 days" });
    const knee = within(table).getByRole("row", { name: /Left knee/ });
    expect(
      within(knee)
        .getAllByRole("cell")
        .map((c) => c.textContent),
    ).toEqual(["2", "5.0", "7"]);
    const history = screen.getByRole("region", { name: "History" });
    expect(await within(history).findAllByText("Left knee, Aching")).toHaveLength(2);
    expect(within(history).getAllByText("intensity 7")).toHaveLength(1);
    expect(within(history).getAllByText("stiffness")).toHaveLength(2);
  });

  it("records pain chosen on the map by keyboard, with an intensity per region", async () => {
    const posted: unknown[] = [];
    stubFetch({
      ...sessionHandlers(makeProfile()),
      "GET /api/v1/pain-entries": () => json(200, { items: [], nextCursor: null }),
      "POST /api/v1/pain-entries": ({ body }) => {
        posted.push(body);
        const input = body as { occurredAt: string; regions: PainEntry["regions"] };
        return json(201, entry("new", input.occurredAt, input.regions));
      },
    });
    renderApp("/dashboard/pain/add");
    const knee = await screen.findByRole("button", { name: "Left knee, not selected" });
    knee.focus();
    await userEvent.keyboard("{Enter}");
    expect(screen.getByRole("button", { name: "Left knee, intensity 5, Aching" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    screen.getByRole("button", { name: "Lower back, not selected" }).focus();
    await userEvent.keyboard(" ");
    const slider = screen.getByRole("slider", { name: "Intensity in Left knee (1 to 10)" });
    // jsdom has no keyboard steps for a range input; the e2e test presses the arrow keys.
    fireEvent.change(slider, { target: { value: "7" } });
    await userEvent.selectOptions(
      screen.getByRole("combobox", { name: "Type of pain in Lower back" }),
      "Burning",
    );
    await userEvent.click(screen.getByRole("button", { name: "Save entry" }));
    expect(await screen.findByText("Pain entry saved")).toBeInTheDocument();
    expect(posted).toHaveLength(1);
    expect(posted[0]).toMatchObject({
      regions: [
        { region: "left-knee", intensity: 7, type: "aching" },
        { region: "lower-back", intensity: 5, type: "burning" },
      ],
    });
  });

  it("says a region is needed before saving", async () => {
    stubFetch({ ...sessionHandlers(makeProfile()) });
    renderApp("/dashboard/pain/add");
    await userEvent.click(await screen.findByRole("button", { name: "Save entry" }));
    expect(await screen.findByText("Choose at least one body region")).toBeInTheDocument();
  });

  it("explains in the preview why the diary needs an account", async () => {
    stubFetch(sessionHandlers(null));
    renderApp("/preview/pain");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Pain diary" }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Sign in or create an account" }));
    expect(
      await screen.findByRole("dialog", { name: "Sign in to access the pain diary" }),
    ).toBeInTheDocument();
  });
});
