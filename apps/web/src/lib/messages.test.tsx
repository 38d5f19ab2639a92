import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MESSAGES, WeightMessage } from "@vitalog/domain";
import i18next from "i18next";
import { afterEach, describe, expect, it } from "vitest";
import { json, makeProfile, renderWeightRoutes, stubApi } from "../features/weight/test-utils.tsx";
import { ApiError, toApiError } from "./api.ts";
import { messagesCatalogue, messageText } from "./messages.ts";

const swapped: string[] = [];

/** Replaces a message's English text with a marker, as a translation would. */
function mark(code: string): string {
  const marker = `«${code}»`;
  i18next.addResource("en", "messages", code, marker);
  swapped.push(code);
  return marker;
}

afterEach(() => {
  for (const code of swapped.splice(0)) {
    i18next.addResource("en", "messages", code, MESSAGES[code as keyof typeof MESSAGES]);
  }
});

describe("messages by code", () => {
  it("holds the whole catalogue, grouped by module", () => {
    const catalogue = messagesCatalogue();
    expect(catalogue.weight?.weightRange).toBe(WeightMessage.weightRange);
    expect(Object.values(catalogue).flatMap(Object.keys)).toHaveLength(
      Object.keys(MESSAGES).length,
    );
  });

  it("shows a catalogue message through i18next and any other text as it is", () => {
    const marker = mark("weight.dateInFuture");
    const t = i18next.getFixedT("en");
    expect(messageText(t, WeightMessage.dateInFuture)).toBe(marker);
    expect(messageText(t, "Something only the server says")).toBe("Something only the server says");
    const error = toApiError(400, {
      error: { code: "VALIDATION", message: WeightMessage.dateInFuture },
    });
    expect(error.messageCode).toBe("weight.dateInFuture");
    expect(messageText(t, error)).toBe(marker);
    expect(new ApiError(500, "X", "not in the catalogue").messageCode).toBeUndefined();
  });

  it("shows a form's field message by its code", async () => {
    const marker = mark("weight.weightRange");
    stubApi({
      "GET /api/v1/profile": () => makeProfile(),
      "GET /api/v1/weight-entries": () => ({ items: [], nextCursor: null }),
    });
    renderWeightRoutes("/dashboard/weight/add");
    await userEvent.type(await screen.findByRole("textbox", { name: "Weight (kg)" }), "15");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText(marker)).toBeInTheDocument();
    expect(screen.queryByText(WeightMessage.weightRange)).not.toBeInTheDocument();
  });

  it("shows the server's message and field messages by their code", async () => {
    const marker = mark("weight.dateInFuture");
    stubApi({
      "GET /api/v1/profile": () => makeProfile(),
      "POST /api/v1/weight-entries": () =>
        json(
          {
            error: {
              code: "VALIDATION",
              message: WeightMessage.dateInFuture,
              fields: { measuredAt: WeightMessage.dateInFuture },
            },
          },
          400,
        ),
    });
    renderWeightRoutes("/dashboard/weight/add");
    await userEvent.type(await screen.findByRole("textbox", { name: "Weight (kg)" }), "70");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(marker);
    expect(await screen.findAllByText(marker)).toHaveLength(2);
  });
});
