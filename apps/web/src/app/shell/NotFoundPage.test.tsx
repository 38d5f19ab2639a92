import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { makeProfile, renderApp, sessionHandlers, stubFetch } from "../../test/render-app.tsx";
import { SESSION_QUERY_KEY } from "../query-client.ts";

const goBack = () => screen.findByRole("button", { name: "Go Back" });

describe("Page Not Found", () => {
  it("opened on its own, Go Back takes a visitor to the preview, not out of the app", async () => {
    stubFetch(sessionHandlers(null));
    const { router } = renderApp("/no-such-page");
    await userEvent.setup().click(await goBack());
    await waitFor(() => expect(router.state.location.pathname).toBe("/preview/wellbeing"));
  });

  it("opened on its own, Go Back takes a member to the dashboard", async () => {
    stubFetch(sessionHandlers(makeProfile()));
    const { router, queryClient } = renderApp("/no-such-page");
    await screen.findByRole("heading", { name: "Page Not Found" });
    await waitFor(() => expect(queryClient.getQueryData(SESSION_QUERY_KEY)).toBeTruthy());
    await userEvent.setup().click(await goBack());
    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard/wellbeing"));
  });

  it("reached inside the app, Go Back returns to the page before", async () => {
    stubFetch(sessionHandlers(null));
    const { router } = renderApp("/privacy-policy");
    await screen.findByRole("heading", { level: 1, name: "Privacy Policy" });
    await router.navigate("/no-such-page");
    await userEvent.setup().click(await goBack());
    await waitFor(() => expect(router.state.location.pathname).toBe("/privacy-policy"));
  });
});
