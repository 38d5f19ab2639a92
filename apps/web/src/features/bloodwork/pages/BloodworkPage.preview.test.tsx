import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderApp, sessionHandlers, stubFetch } from "../../../test/render-app.tsx";

describe("the bloodwork preview", () => {
  it("says why it needs an account, reads no results, and offers sign-in", async () => {
    const fetch = stubFetch(sessionHandlers(null));
    renderApp("/preview/bloodwork");
    expect(await screen.findByRole("heading", { level: 1, name: "Bloodwork" })).toBeInTheDocument();
    expect(screen.getByText(/Lab results are medical records/)).toBeInTheDocument();
    expect(screen.getAllByRole("listitem").length).toBeGreaterThanOrEqual(4);
    await userEvent.click(screen.getByRole("button", { name: "Sign in or create an account" }));
    expect(
      await screen.findByRole("dialog", { name: "Sign in to access bloodwork" }),
    ).toBeInTheDocument();
    expect(fetch.mock.calls.some(([url]) => String(url).includes("/lab-results"))).toBe(false);
  });
});
