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
import { DEMO_FASTING_SETTINGS } from "../api.ts";

const past = {
  id: "f1",
  startTime: "2026-11-20T19:00:00.000Z",
  endTime: "2026-11-21T11:00:00.000Z",
  targetHours: 16,
  createdAt: "2026-11-20T19:00:00.000Z",
  updatedAt: "2026-11-21T11:00:00.000Z",
};

function member(
  patch = ({ body }: { body: unknown }) => json(200, { ...past, ...(body as object) }),
) {
  return stubFetch({
    ...sessionHandlers(makeProfile()),
    "GET /api/v1/fasts/f1": () => json(200, past),
    "PATCH /api/v1/fasts/f1": patch,
    "DELETE /api/v1/fasts/f1": () => new Response(null, { status: 204 }),
    "GET /api/v1/fasting-settings": () => json(200, DEMO_FASTING_SETTINGS),
    "GET /api/v1/fasts/current": () => json(200, { fast: null }),
    "GET /api/v1/fasts": () => json(200, { items: [], nextCursor: null }),
  });
}

const callsOf = (fetch: ReturnType<typeof stubFetch>, method: string) =>
  fetch.mock.calls.filter(([, init]) => init?.method === method);

describe("EditFastPage", () => {
  it("changes the target of a past fast and sends its start and end with it", async () => {
    const fetch = member();
    renderApp("/dashboard/fasting/edit/f1");
    const user = userEvent.setup();
    const target = await screen.findByLabelText("Target (hours)");
    expect(target).toHaveValue(16);
    expect(screen.getByLabelText("Start")).not.toHaveValue("");
    expect(screen.getByLabelText("End")).not.toHaveValue("");
    await user.clear(target);
    await user.type(target, "12");
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText("Fast updated")).toBeInTheDocument();
    const [patch] = callsOf(fetch, "PATCH");
    const body = JSON.parse(String(patch?.[1]?.body));
    expect(body.targetHours).toBe(12);
    expect(Date.parse(body.startTime)).toBe(Date.parse(past.startTime));
    expect(Date.parse(body.endTime)).toBe(Date.parse(past.endTime));
  });

  it("shows the server's message when the end is not after the start", async () => {
    member(() => errorReply(400, "VALIDATION_FAILED", "The end must be after the start"));
    renderApp("/dashboard/fasting/edit/f1");
    await userEvent.setup().click(await screen.findByRole("button", { name: "Save changes" }));
    expect(await screen.findByText("The end must be after the start")).toBeInTheDocument();
  });

  it("refuses a target over 168 hours before sending it", async () => {
    const fetch = member();
    renderApp("/dashboard/fasting/edit/f1");
    const user = userEvent.setup();
    const target = await screen.findByLabelText("Target (hours)");
    await user.clear(target);
    await user.type(target, "169");
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    expect(
      await screen.findByText("The target must be a whole number of hours from 1 to 168"),
    ).toBeInTheDocument();
    expect(callsOf(fetch, "PATCH")).toHaveLength(0);
  });

  it("deletes the fast only after confirmation", async () => {
    const fetch = member();
    renderApp("/dashboard/fasting/edit/f1");
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Delete fast" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete this fast?" });
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(callsOf(fetch, "DELETE")).toHaveLength(0);
    await user.click(screen.getByRole("button", { name: "Delete fast" }));
    await user.click(
      within(await screen.findByRole("dialog")).getByRole("button", { name: "Delete fast" }),
    );
    expect(await screen.findByText("Fast deleted")).toBeInTheDocument();
    await waitFor(() => expect(callsOf(fetch, "DELETE")).toHaveLength(1));
  });

  it("says so when the fast is not the person's or no longer exists", async () => {
    stubFetch({
      ...sessionHandlers(makeProfile()),
      "GET /api/v1/fasts/gone": () => errorReply(404, "NOT_FOUND", "Fast not found"),
    });
    renderApp("/dashboard/fasting/edit/gone");
    expect(await screen.findByText("This fast doesn't exist or was deleted.")).toBeInTheDocument();
  });

  it("asks to confirm a fast far longer than its target, then saves it confirmed", async () => {
    const question =
      "This fast ran far longer than its target: end it when you really ate, or confirm it is right";
    const fetch = member(({ body }) =>
      (body as { confirmed?: boolean }).confirmed
        ? json(200, { ...past, ...(body as object) })
        : errorReply(422, "CONFIRMATION_REQUIRED", question),
    );
    renderApp("/dashboard/fasting/edit/f1");
    const user = userEvent.setup();
    await screen.findByLabelText("Target (hours)");
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    const ask = await screen.findByRole("alertdialog", { name: "Is this right?" });
    expect(ask).toHaveAccessibleDescription(question);
    await user.click(within(ask).getByRole("button", { name: "Yes, save it" }));
    await waitFor(() => expect(callsOf(fetch, "PATCH")).toHaveLength(2));
    expect(JSON.parse(String(callsOf(fetch, "PATCH")[1]?.[1]?.body))).toMatchObject({
      confirmed: true,
    });
  });
});
