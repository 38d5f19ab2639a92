import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { createQueryClient } from "../../../app/query-client.ts";
import { SignInPromptProvider } from "../../../app/sign-in-prompt.tsx";
import { json, stubFetch } from "../../../test/render-app.tsx";
import { deviceName } from "../sessions.ts";
import { SessionsSection } from "./SessionsSection.tsx";

const MAC_CHROME =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36";
const IPHONE_SAFARI =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1";

describe("SessionsSection", () => {
  it("lists the devices by id, marks this one, and signs another out by its id", async () => {
    const now = new Date().toISOString();
    let sessions = [
      { id: "s-laptop", userAgent: MAC_CHROME, createdAt: now, updatedAt: now },
      { id: "s-phone", userAgent: IPHONE_SAFARI, createdAt: now, updatedAt: now },
    ];
    const fetch = stubFetch({
      "GET /api/auth/list-sessions": () => json(200, sessions),
      "GET /api/auth/get-session": () =>
        json(200, { session: { id: "s-laptop" }, user: { id: "u-1" } }),
      "POST /api/auth/revoke-session": ({ body }) => {
        sessions = sessions.filter((s) => s.id !== (body as { id: string }).id);
        return json(200, { status: true });
      },
    });
    const user = userEvent.setup();
    render(
      <QueryClientProvider client={createQueryClient()}>
        <SignInPromptProvider>
          <SessionsSection />
        </SignInPromptProvider>
      </QueryClientProvider>,
    );

    const laptop = (await screen.findByText("Chrome on macOS")).closest("li") as HTMLElement;
    expect(within(laptop).getByText("This device")).toBeInTheDocument();
    expect(within(laptop).queryByRole("button")).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Sign out Safari on iOS" }));
    await waitFor(() => expect(screen.queryByText("Safari on iOS")).not.toBeInTheDocument());
    const revokes = fetch.mock.calls.filter(([url]) =>
      String(url).endsWith("/api/auth/revoke-session"),
    );
    expect(revokes.map(([, init]) => JSON.parse(String(init?.body)))).toEqual([{ id: "s-phone" }]);
  });

  it("names browsers and systems from the user agent", () => {
    expect(deviceName(MAC_CHROME)).toEqual({ browser: "Chrome", system: "macOS" });
    expect(deviceName(IPHONE_SAFARI)).toEqual({ browser: "Safari", system: "iOS" });
    expect(deviceName(null)).toEqual({ browser: undefined, system: undefined });
  });
});
