import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { TOKEN_REFRESH_MS } from "@vitalog/domain";
import { afterEach, describe, expect, it, vi } from "vitest";
import { errorReply, json, makeProfile, renderApp, stubFetch } from "../test/render-app.tsx";
import { AUTH_TAB_STORAGE_KEY } from "./auth-tab.ts";
import { SESSION_QUERY_KEY } from "./query-client.ts";
import { fetchSessionProfile } from "./session.tsx";

function fakeCaches(names: string[]) {
  const store = new Set(names);
  const api = {
    keys: vi.fn(async () => [...store]),
    delete: vi.fn(async (name: string) => store.delete(name)),
  };
  vi.stubGlobal("caches", api);
  return { api, store };
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe("session", () => {
  it("asks for the session every 50 minutes and whenever the network returns", async () => {
    stubFetch({ "GET /api/v1/profile": () => json(200, makeProfile()) });
    const { queryClient } = renderApp("/settings/legal");
    await screen.findByRole("heading", { name: "Legal" });
    const query = queryClient.getQueryCache().find({ queryKey: SESSION_QUERY_KEY });
    const options = query?.observers[0]?.options;
    expect(options?.refetchInterval).toBe(TOKEN_REFRESH_MS);
    expect(options?.refetchOnReconnect).toBe("always");
  });

  it("signing out clears every cached query and the app's offline copies", async () => {
    const { store } = fakeCaches(["vitalog-api-v1", "other-app"]);
    localStorage.setItem("vitalog.offline.weight", "[72.4]");
    localStorage.setItem("someone-else", "kept");
    sessionStorage.setItem("vitalog.draft", "note");
    let signedIn = true;
    stubFetch({
      "GET /api/v1/profile": () =>
        signedIn ? json(200, makeProfile()) : errorReply(401, "UNAUTHENTICATED", "x"),
      "POST /api/auth/sign-out": () => {
        signedIn = false;
        return json(200, { success: true });
      },
    });
    const user = userEvent.setup();
    const { queryClient, router } = renderApp("/settings/legal");
    await screen.findByRole("heading", { name: "Legal" });
    queryClient.setQueryData(["weight", "entries"], { items: [{ weightKg: 72.4 }] });

    await user.click(screen.getAllByRole("button", { name: "Sign out" })[0]!);
    await waitFor(() => expect(router.state.location.pathname).toBe("/auth"));
    expect(queryClient.getQueryData(["weight", "entries"])).toBeUndefined();
    expect(queryClient.getQueryData(SESSION_QUERY_KEY)).toBeNull();
    expect(localStorage.getItem("vitalog.offline.weight")).toBeNull();
    expect(localStorage.getItem("someone-else")).toBe("kept");
    expect(sessionStorage.getItem("vitalog.draft")).toBeNull();
    expect(sessionStorage.getItem(AUTH_TAB_STORAGE_KEY)).toBe("signin");
    await waitFor(() => expect([...store]).toEqual(["other-app"]));
  });

  it("a 401 from any call ends the session and clears the cached data", async () => {
    stubFetch({
      "GET /api/v1/profile": () => json(200, makeProfile()),
      "GET /api/v1/risk-factors": () => errorReply(401, "UNAUTHENTICATED", "x"),
    });
    const { queryClient, router } = renderApp("/settings/legal");
    await screen.findByRole("heading", { name: "Legal" });
    queryClient.setQueryData(["weight", "entries"], { items: [{ weightKg: 72.4 }] });
    await queryClient
      .fetchQuery({
        queryKey: ["catalog", "risk-factors"],
        queryFn: async () => {
          const { api } = await import("../lib/api.ts");
          return api.get("/api/v1/risk-factors");
        },
      })
      .catch(() => undefined);
    await waitFor(() => expect(queryClient.getQueryData(SESSION_QUERY_KEY)).toBeNull());
    await waitFor(() => expect(queryClient.getQueryData(["weight", "entries"])).toBeUndefined());
    expect(router.state.location.pathname).toBe("/settings/legal");
  });

  it("asks GET /api/v1/session, which answers a visitor without an error", async () => {
    const fetch = stubFetch({
      "GET /api/v1/session": () => json(200, { signedIn: false, profile: null }),
    });
    const { queryClient } = renderApp("/preview/weight");
    await waitFor(() => expect(queryClient.getQueryData(SESSION_QUERY_KEY)).toBeNull());
    const urls = fetch.mock.calls.map(([url]) => String(url));
    expect(urls).toContain("/api/v1/session");
    expect(urls).not.toContain("/api/v1/profile");
    const statuses = await Promise.all(
      fetch.mock.results.map(async (r) => ((await r.value) as Response).status),
    );
    expect(statuses.every((status) => status < 400)).toBe(true);
  });

  it("takes the profile from a signed-in answer", async () => {
    const profile = makeProfile({ email: "grace@example.com" });
    stubFetch({ "GET /api/v1/session": () => json(200, { signedIn: true, profile }) });
    await expect(fetchSessionProfile()).resolves.toEqual(profile);
    stubFetch({ "GET /api/v1/session": () => json(200, { signedIn: false, profile: null }) });
    await expect(fetchSessionProfile()).resolves.toBeNull();
  });
});
