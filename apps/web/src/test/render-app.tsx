import { QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { Profile } from "@vitalog/domain";
import { createMemoryRouter, RouterProvider } from "react-router";
import { vi } from "vitest";
import { AdsProvider } from "../app/ads/ads-context.tsx";
import { createQueryClient } from "../app/query-client.ts";
import { routerFlushSync } from "../app/router-flush.ts";
import { routes } from "../app/routes.tsx";
import { SessionProvider } from "../app/session.tsx";
import { ToastProvider } from "../app/toast.tsx";

export type Handler = (request: {
  url: URL;
  method: string;
  body: unknown;
}) => Response | Promise<Response>;

export function json(status: number, body: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json" },
  });
}

export function errorReply(status: number, code: string, message: string): Response {
  return json(status, { error: { code, message } });
}

/**
 * Stubs window.fetch with `"METHOD /path"` handlers. Unknown calls answer 404 JSON.
 * Returns the mock so tests can inspect the calls made.
 */
export function stubFetch(handlers: Record<string, Handler>) {
  const mock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === "string" ? input : input.toString(), "http://localhost");
    const method = (init?.method ?? "GET").toUpperCase();
    const body = typeof init?.body === "string" ? JSON.parse(init.body) : undefined;
    const handler = handlers[`${method} ${url.pathname}`];
    const profile = handlers["GET /api/v1/profile"];
    if (!handler && method === "GET" && url.pathname === "/api/v1/session" && profile) {
      return sessionFromProfile(await profile({ url, method, body }));
    }
    if (!handler) return errorReply(404, "NOT_FOUND", "Not found");
    return handler({ url, method, body });
  });
  vi.stubGlobal("fetch", mock);
  return mock;
}

/**
 * The session probe as the server answers it, from a test's profile handler: the profile when
 * it answers 200, signed out when it answers 401.
 */
export async function sessionFromProfile(response: Response): Promise<Response> {
  if (response.status === 401) return json(200, { signedIn: false, profile: null });
  if (!response.ok) return response;
  return json(200, { signedIn: true, profile: await response.json() });
}

export function makeProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    userId: "u1",
    email: "ada@example.com",
    name: "",
    createdAt: "2025-01-01T00:00:00.000Z",
    updatedAt: "2025-01-01T00:00:00.000Z",
    profileCompleted: true,
    measurementPreference: "metric",
    selectedRiskFactors: [],
    selectedHealthGoals: [],
    dateOfBirth: "1990-05-01",
    gender: "female",
    heightCm: 170,
    activityLevel: "sedentary",
    weightGoal: "maintain",
    goalWeightKg: null,
    // Past the first run: pages show no welcome card unless a test asks for one.
    welcomeDismissed: true,
    isAdmin: false,
    emailVerified: true,
    photoUrl: null,
    hasPassword: true,
    ...overrides,
  };
}

/** A signed-in member with a name (verified email, no photo, a password). */
export function makeAccountProfile(overrides: Partial<Profile> = {}): Profile {
  return makeProfile({ name: "Ada Lovelace", ...overrides });
}

/** Handlers for a visitor (profile 401) or a signed-in user with `profile`. */
export function sessionHandlers(profile: Profile | null): Record<string, Handler> {
  return {
    "GET /api/v1/profile": () =>
      profile
        ? json(200, profile)
        : errorReply(401, "UNAUTHENTICATED", "Please sign in to continue"),
    "GET /api/v1/auth/providers": () =>
      json(200, { google: false, apple: false, googleClientId: null }),
  };
}

/** Renders the real route tree at `path` with every provider. */
export function renderApp(path: string) {
  const queryClient = createQueryClient();
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <ToastProvider>
          <AdsProvider>
            <RouterProvider router={router} flushSync={routerFlushSync} />
          </AdsProvider>
        </ToastProvider>
      </SessionProvider>
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}
