import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { createQueryClient } from "../app/query-client.ts";
import { SessionProvider } from "../app/session.tsx";
import { SignInPromptProvider } from "../app/sign-in-prompt.tsx";
import { json, stubFetch } from "../test/render-app.tsx";
import { SignInRequiredPreview } from "./SignInRequiredPreview.tsx";

describe("SignInRequiredPreview", () => {
  it("says why the module needs an account and opens the sign-in prompt", async () => {
    stubFetch({ "GET /api/auth/get-session": () => json(200, null) });
    const router = createMemoryRouter(
      [
        {
          path: "/preview/pain",
          element: (
            <SignInPromptProvider>
              <SignInRequiredPreview
                title="Pain diary"
                reason="Your pain entries are health records."
                features={["A body map", "A printable summary"]}
                promptFeature="the pain diary"
              />
            </SignInPromptProvider>
          ),
        },
      ],
      { initialEntries: ["/preview/pain"] },
    );
    render(
      <QueryClientProvider client={createQueryClient()}>
        <SessionProvider>
          <RouterProvider router={router} />
        </SessionProvider>
      </QueryClientProvider>,
    );
    expect(screen.getByRole("heading", { level: 1, name: "Pain diary" })).toBeInTheDocument();
    expect(screen.getByText("Your pain entries are health records.")).toBeInTheDocument();
    expect(screen.getAllByRole("listitem").map((li) => li.textContent)).toEqual([
      "A body map",
      "A printable summary",
    ]);
    await userEvent.click(screen.getByRole("button", { name: "Sign in or create an account" }));
    expect(
      await screen.findByRole("dialog", { name: "Sign in to access the pain diary" }),
    ).toBeInTheDocument();
  });
});
