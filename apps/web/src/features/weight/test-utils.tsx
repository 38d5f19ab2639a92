import { QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { Profile, WeightEntry } from "@vitalog/domain";
import { createMemoryRouter, Outlet, RouterProvider } from "react-router";
import { vi } from "vitest";
import { createQueryClient } from "../../app/query-client.ts";
import { SessionProvider } from "../../app/session.tsx";
import { SignInPromptProvider } from "../../app/sign-in-prompt.tsx";
import { ToastProvider } from "../../app/toast.tsx";
import { PreviewModeProvider } from "../../kit/data.ts";
import AddWeightPage from "./pages/AddWeightPage.tsx";
import EditWeightPage from "./pages/EditWeightPage.tsx";
import WeightPage from "./pages/WeightPage.tsx";

export function makeProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    userId: "user-1",
    email: "ada@example.com",
    name: "Ada",
    createdAt: "2025-01-01T00:00:00.000Z",
    updatedAt: "2025-01-01T00:00:00.000Z",
    profileCompleted: true,
    measurementPreference: "metric",
    selectedRiskFactors: [],
    selectedHealthGoals: [],
    dateOfBirth: "1990-05-01",
    gender: "female",
    heightCm: 170,
    activityLevel: "moderately_active",
    weightGoal: "lose",
    goalWeightKg: 70,
    // Past the first run: pages show no welcome card unless a test asks for one.
    welcomeDismissed: true,
    isAdmin: false,
    emailVerified: true,
    photoUrl: null,
    hasPassword: true,
    ...overrides,
  };
}

export function makeEntry(
  id: string,
  weightKg: number,
  measuredAt: string,
  note: string | null = null,
): WeightEntry {
  return { id, weightKg, measuredAt, note, createdAt: measuredAt, updatedAt: measuredAt };
}

type Handler = (request: { url: URL; method: string; body: unknown }) => Response | unknown;

export type ApiCall = { method: string; path: string; search: URLSearchParams; body: unknown };

export function json(body: unknown, status = 200): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json" },
  });
}

/**
 * Stubs window.fetch with a small router: `"GET /api/v1/profile"` → handler. A handler returns
 * a Response or a JSON body (200). Unknown requests answer 404 and are recorded like the rest.
 */
export function stubApi(routes: Record<string, Handler>) {
  const calls: ApiCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), "http://localhost");
    const method = (init?.method ?? "GET").toUpperCase();
    const body = typeof init?.body === "string" ? JSON.parse(init.body) : undefined;
    calls.push({ method, path: url.pathname, search: url.searchParams, body });
    const handler = routes[`${method} ${url.pathname}`];
    const profile = routes["GET /api/v1/profile"];
    if (!handler && method === "GET" && url.pathname === "/api/v1/session" && profile) {
      return sessionFromProfile(await profile({ url, method, body }));
    }
    if (!handler) return json({ error: { code: "NOT_FOUND", message: "Not found" } }, 404);
    const result = await handler({ url, method, body });
    return result instanceof Response ? result : json(result);
  });
  vi.stubGlobal("fetch", fetchMock);
  window.fetch = fetchMock;
  return { calls, fetchMock };
}

/**
 * The session probe as the server answers it, from a test's profile handler: the profile when
 * it answers 200, signed out when it answers 401.
 */
async function sessionFromProfile(answer: unknown): Promise<Response> {
  const response = answer instanceof Response ? answer : json(answer);
  if (response.status === 401) return json({ signedIn: false, profile: null });
  if (!response.ok) return response;
  return json({ signedIn: true, profile: await response.json() });
}

/** Renders the weight routes inside the app's providers, starting at `path`. */
/** The weight routes at `path`, or at the last of a history of paths (Back goes to the others). */
export function renderWeightRoutes(path: string | readonly string[]) {
  const history = typeof path === "string" ? [path] : [...path];
  const router = createMemoryRouter(
    [
      {
        element: (
          <SignInPromptProvider>
            <Outlet />
          </SignInPromptProvider>
        ),
        children: [
          { path: "/dashboard/weight", element: <WeightPage /> },
          { path: "/dashboard/weight/add", element: <AddWeightPage /> },
          { path: "/dashboard/weight/edit/:entryId", element: <EditWeightPage /> },
          {
            path: "/preview/weight",
            element: (
              <PreviewModeProvider preview>
                <WeightPage />
              </PreviewModeProvider>
            ),
          },
          { path: "/settings/profile", element: <h1>Profile settings</h1> },
          { path: "/auth", element: <h1>Sign in</h1> },
        ],
      },
    ],
    { initialEntries: history, initialIndex: history.length - 1 },
  );
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({
    queries: { ...queryClient.getDefaultOptions().queries, retry: false },
  });
  const utils = render(
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <ToastProvider>
          <RouterProvider router={router} />
        </ToastProvider>
      </SessionProvider>
    </QueryClientProvider>,
  );
  return { ...utils, router, queryClient };
}

/** An in-memory GET /api/v1/weight-entries: newest first, from/to filters, limit, no cursor. */
export function weightListHandler(entries: readonly WeightEntry[]): Handler {
  return ({ url }) => {
    const from = url.searchParams.get("from");
    const to = url.searchParams.get("to");
    const limit = Number(url.searchParams.get("limit") ?? 30);
    const items = [...entries]
      .sort((a, b) => b.measuredAt.localeCompare(a.measuredAt))
      .filter((e) => !from || new Date(e.measuredAt) >= new Date(from))
      .filter((e) => !to || new Date(e.measuredAt) <= new Date(to));
    return { items: items.slice(0, limit), nextCursor: null };
  };
}

const DAY_MS = 86_400_000;

/** An ISO instant `days` days (and `hours` hours) before now. */
export function daysAgo(days: number, hours = 0): string {
  return new Date(Date.now() - days * DAY_MS - hours * 3_600_000).toISOString();
}
