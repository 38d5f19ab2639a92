import { fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { toDateTimeLocalValue } from "../display.ts";
import {
  json,
  makeEntry,
  makeProfile,
  renderWeightRoutes,
  stubApi,
  weightListHandler,
} from "../test-utils.tsx";

function stubAdd(profile = makeProfile()) {
  return stubApi({
    "GET /api/v1/profile": () => profile,
    "GET /api/v1/weight-entries": weightListHandler([]),
    "POST /api/v1/weight-entries": ({ body }) => {
      const input = body as { weightKg: number; measuredAt: string; note: string | null };
      return json(makeEntry("new-1", input.weightKg, input.measuredAt, input.note), 201);
    },
  });
}

async function openForm(profile = makeProfile()) {
  const api = stubAdd(profile);
  renderWeightRoutes("/dashboard/weight/add");
  const unit = profile.measurementPreference === "imperial" ? "lb" : "kg";
  const weight = await screen.findByRole("textbox", { name: `Weight (${unit})` });
  // The unit follows the profile, which the session loads after the first render.
  await waitFor(() =>
    expect(screen.getByText(new RegExp(`and \\d+ ${unit}$`))).toBeInTheDocument(),
  );
  return { api, weight };
}

describe("AddWeightPage", () => {
  it("rejects a weight outside 20–500 kg", async () => {
    const { api, weight } = await openForm();
    await userEvent.type(weight, "15");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));

    expect(await screen.findByText("Weight must be between 20 and 500 kg")).toBeInTheDocument();
    expect(weight).toHaveAttribute("aria-invalid", "true");
    expect(api.calls.some((c) => c.method === "POST")).toBe(false);
  });

  it("asks for a weight when the field is empty", async () => {
    await openForm();
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Enter a weight")).toBeInTheDocument();
  });

  it("gives the pound range to an imperial user", async () => {
    const { weight } = await openForm(makeProfile({ measurementPreference: "imperial" }));
    await userEvent.type(weight, "30");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Weight must be between 44 and 1102 lb")).toBeInTheDocument();
  });

  it("rejects a date in the future", async () => {
    const { weight } = await openForm();
    await userEvent.type(weight, "72");
    const tomorrow = new Date(Date.now() + 86_400_000);
    fireEvent.change(screen.getByLabelText("Date and time"), {
      target: { value: toDateTimeLocalValue(tomorrow) },
    });
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("The date cannot be in the future")).toBeInTheDocument();
  });

  it("rejects a note longer than 500 characters and counts them", async () => {
    const { weight } = await openForm();
    await userEvent.type(weight, "72");
    await userEvent.click(screen.getByRole("textbox", { name: "Note (optional)" }));
    await userEvent.paste("a".repeat(501));
    expect(screen.getByText("501 / 500 characters")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Notes can be at most 500 characters")).toBeInTheDocument();
  });

  it("posts the weight in kg and returns to the weight page with a toast", async () => {
    const { api, weight } = await openForm();
    await userEvent.type(weight, "72.4");
    await userEvent.type(
      screen.getByRole("textbox", { name: "Note (optional)" }),
      "Before breakfast",
    );
    await userEvent.click(screen.getByRole("button", { name: "Save" }));

    expect(await screen.findByText("Weight saved")).toBeInTheDocument();
    const post = api.calls.find((c) => c.method === "POST");
    expect(post?.path).toBe("/api/v1/weight-entries");
    expect(post?.body).toEqual({
      weightKg: 72.4,
      measuredAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00[+-]\d{2}:\d{2}$/),
      note: "Before breakfast",
    });
    expect(await screen.findByRole("heading", { level: 1, name: /Weight/ })).toBeInTheDocument();
  });

  it("converts pounds to kg before posting", async () => {
    const { api, weight } = await openForm(makeProfile({ measurementPreference: "imperial" }));
    await userEvent.type(weight, "165");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));

    await screen.findByText("Weight saved");
    const post = api.calls.find((c) => c.method === "POST");
    expect(post?.body).toMatchObject({ weightKg: 74.84, note: null });
  });

  it("shows a server error in a banner and stays on the form", async () => {
    stubApi({
      "GET /api/v1/profile": () => makeProfile(),
      "POST /api/v1/weight-entries": () =>
        json(
          {
            error: {
              code: "VALIDATION",
              message: "The date cannot be in the future",
              fields: { measuredAt: "The date cannot be in the future" },
            },
          },
          400,
        ),
    });
    renderWeightRoutes("/dashboard/weight/add");
    await userEvent.type(await screen.findByRole("textbox", { name: "Weight (kg)" }), "70");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Your weight wasn't saved");
    expect(alert).toHaveTextContent("The date cannot be in the future");
    expect(screen.getByLabelText("Date and time")).toHaveAttribute("aria-invalid", "true");
  });

  it("asks to confirm a weight far from yesterday's, then saves it confirmed", async () => {
    const question =
      "This weight is far from your weigh-in of the days around it: check it, or confirm it is right";
    const api = stubApi({
      "GET /api/v1/profile": () => makeProfile(),
      "GET /api/v1/weight-entries": weightListHandler([]),
      "POST /api/v1/weight-entries": ({ body }) => {
        const input = body as { weightKg: number; measuredAt: string; confirmed?: boolean };
        if (!input.confirmed) {
          return json(
            {
              error: {
                code: "CONFIRMATION_REQUIRED",
                message: question,
                fields: { weightKg: question },
              },
            },
            422,
          );
        }
        return json(makeEntry("new-1", input.weightKg, input.measuredAt), 201);
      },
    });
    renderWeightRoutes("/dashboard/weight/add");
    const weight = await screen.findByRole("textbox", { name: "Weight (kg)" });
    await userEvent.type(weight, "461");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));

    const dialog = await screen.findByRole("alertdialog", { name: "Is this right?" });
    expect(dialog).toHaveAccessibleDescription(question);
    await waitFor(() => expect(dialog).toHaveFocus());
    await userEvent.click(screen.getByRole("button", { name: "Yes, save it" }));
    await waitFor(() =>
      expect(api.calls.filter((c) => c.method === "POST").map((c) => c.body)).toEqual([
        expect.not.objectContaining({ confirmed: true }),
        expect.objectContaining({ weightKg: 461, confirmed: true }),
      ]),
    );
  });

  it("goes back to the weight to correct it", async () => {
    stubApi({
      "GET /api/v1/profile": () => makeProfile(),
      "GET /api/v1/weight-entries": weightListHandler([]),
      "POST /api/v1/weight-entries": () =>
        json({ error: { code: "CONFIRMATION_REQUIRED", message: "Unusual" } }, 422),
    });
    renderWeightRoutes("/dashboard/weight/add");
    const weight = await screen.findByRole("textbox", { name: "Weight (kg)" });
    await userEvent.type(weight, "461");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await userEvent.click(await screen.findByRole("button", { name: "Let me correct it" }));
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    await waitFor(() => expect(weight).toHaveFocus());
  });
});
