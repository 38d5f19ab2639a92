import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { setDeviceAdapter, webDevice } from "../platform/device.ts";
import { json, makeProfile, renderApp, sessionHandlers, stubFetch } from "../test/render-app.tsx";
import { SESSION_QUERY_KEY } from "./query-client.ts";

const catalogue = {
  "GET /api/v1/risk-factors": () => json(200, { items: [] }),
  "GET /api/v1/health-goals": () => json(200, { items: [] }),
};

describe("route guards", () => {
  it("sends a visitor on a protected page to /auth with the page as redirect", async () => {
    stubFetch(sessionHandlers(null));
    const { router } = renderApp("/settings/profile?tab=units");
    // The first render of the file loads the lazy pages: slow on a busy machine.
    await waitFor(() => expect(router.state.location.pathname).toBe("/auth"), { timeout: 10_000 });
    expect(router.state.location.search).toBe(
      `?redirect=${encodeURIComponent("/settings/profile?tab=units")}`,
    );
  });

  it("forces an incomplete profile to /profile-completion", async () => {
    stubFetch({
      ...sessionHandlers(makeProfile({ profileCompleted: false, dateOfBirth: null, gender: null })),
      ...catalogue,
    });
    const { router } = renderApp("/settings/profile");
    await waitFor(() => expect(router.state.location.pathname).toBe("/profile-completion"));
    expect(
      await screen.findByRole("heading", { name: "Complete your profile" }),
    ).toBeInTheDocument();
  });

  it("sends a completed profile away from /profile-completion to the dashboard", async () => {
    stubFetch(sessionHandlers(makeProfile()));
    const { router } = renderApp("/profile-completion");
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/dashboard/));
  });

  it("sends an admin on a user page to /admin/risk-factors", async () => {
    stubFetch({ ...sessionHandlers(makeProfile({ isAdmin: true })), ...catalogue });
    const { router } = renderApp("/settings/profile");
    await waitFor(() => expect(router.state.location.pathname).toBe("/admin/risk-factors"));
  });

  it("lets an admin open an article's editor, and only that member page", async () => {
    const id = "draft_user1_1764187200000";
    stubFetch({
      ...sessionHandlers(makeProfile({ isAdmin: true })),
      ...catalogue,
      [`GET /api/v1/articles/${id}`]: () =>
        json(404, { error: { code: "NOT_FOUND", message: "Article not found" } }),
    });
    const { router } = renderApp(`/dashboard/articles/edit/${id}`);
    expect(await screen.findByText("Article not found")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/dashboard/articles/edit/${id}`);

    await router.navigate("/dashboard/articles/mine");
    await waitFor(() => expect(router.state.location.pathname).toBe("/admin/risk-factors"));
  });

  it("sends a non-admin on an admin page to /auth", async () => {
    stubFetch(sessionHandlers(makeProfile()));
    const { router } = renderApp("/admin/dashboard");
    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard/wellbeing"));
    // /auth bounced the signed-in user on to the dashboard: they never reach the admin area.
  });

  it("sends a visitor on an admin page to /auth", async () => {
    stubFetch(sessionHandlers(null));
    const { router } = renderApp("/admin/risk-factors");
    await waitFor(() => expect(router.state.location.pathname).toBe("/auth"));
  });

  it("sends a signed-in user at / to the dashboard and a visitor to the preview", async () => {
    stubFetch(sessionHandlers(makeProfile()));
    const first = renderApp("/");
    await waitFor(() => expect(first.router.state.location.pathname).toBe("/dashboard/wellbeing"));
    first.unmount();

    stubFetch(sessionHandlers(null));
    const second = renderApp("/");
    await waitFor(() => expect(second.router.state.location.pathname).toBe("/preview/wellbeing"));
  });

  describe("in the native apps", () => {
    afterEach(() => setDeviceAdapter(webDevice));

    it("sends a visitor at / to /auth instead of the preview", async () => {
      setDeviceAdapter({ platform: () => ({ isNative: true, os: "android" }) });
      stubFetch(sessionHandlers(null));
      const { router } = renderApp("/");
      await waitFor(() => expect(router.state.location.pathname).toBe("/auth"));
      expect(await screen.findByRole("heading", { level: 1 })).toBeInTheDocument();
    });

    it("still sends a signed-in person at / to the dashboard", async () => {
      setDeviceAdapter({ platform: () => ({ isNative: true, os: "ios" }) });
      stubFetch(sessionHandlers(makeProfile()));
      const { router } = renderApp("/");
      await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard/wellbeing"));
    });
  });

  it("sends an admin signing in to the admin dashboard, ignoring the redirect", async () => {
    stubFetch({
      ...sessionHandlers(makeProfile({ isAdmin: true })),
      "GET /api/v1/admin/overview": () =>
        json(200, { users: 1, riskFactors: 0, healthGoals: 0, weightEntries: 0 }),
    });
    const { router } = renderApp("/auth?redirect=%2Fsettings%2Fprofile");
    await waitFor(() => expect(router.state.location.pathname).toBe("/admin/dashboard"));
  });

  it("shows Page Not Found with Go Back for unknown paths", async () => {
    stubFetch(sessionHandlers(null));
    renderApp("/no-such-page");
    expect(await screen.findByRole("heading", { name: "Page Not Found" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Go Back" })).toBeInTheDocument();
  });

  it("sends unknown /dashboard and /preview paths to articles", async () => {
    stubFetch(sessionHandlers(null));
    const { router } = renderApp("/preview/somewhere-else");
    await waitFor(() => expect(router.state.location.pathname).toBe("/preview/articles"));
  });

  it("takes a signed-in person from a preview page to the matching member page", async () => {
    stubFetch({
      ...sessionHandlers(makeProfile()),
      "GET /api/v1/weight-entries": () => json(200, { items: [], nextCursor: null }),
    });
    const { router } = renderApp("/preview/weight?range=30d");
    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard/weight"));
    expect(router.state.location.search).toBe("?range=30d");
    expect(router.state.historyAction).toBe("REPLACE");
  });

  it("keeps a visitor on the preview", async () => {
    const fetch = stubFetch(sessionHandlers(null));
    const { router, queryClient } = renderApp("/preview/weight");
    expect(await screen.findByRole("heading", { level: 1, name: /Weight/ })).toBeInTheDocument();
    await waitFor(() => expect(fetch.mock.calls.map(([url]) => url)).toContain("/api/v1/session"));
    // The guard has the session's answer (no one) in hand, instead of a wait of 50 ms.
    await waitFor(() =>
      expect(queryClient.getQueryState(SESSION_QUERY_KEY)?.status).toBe("success"),
    );
    expect(router.state.location.pathname).toBe("/preview/weight");
  });
});
