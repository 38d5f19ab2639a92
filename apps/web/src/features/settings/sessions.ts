import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../lib/api.ts";

/** A session as `GET /api/auth/list-sessions` gives it: by id, never with its token. */
export interface DeviceSession {
  id: string;
  userAgent?: string | null;
  createdAt: string;
  updatedAt: string;
}

export const sessionKeys = { all: ["settings", "sessions"] as const };

/** The account's sessions and which one is this browser's. */
export function useSessions() {
  return useQuery({
    queryKey: sessionKeys.all,
    queryFn: async () => {
      const [list, current] = await Promise.all([
        apiFetch<DeviceSession[]>("/api/auth/list-sessions"),
        apiFetch<{ session: { id: string } } | null>("/api/auth/get-session"),
      ]);
      const currentId = current?.session.id ?? null;
      // This device first, then the most recently active.
      const sorted = [...list].sort(
        (a, b) =>
          Number(b.id === currentId) - Number(a.id === currentId) ||
          b.updatedAt.localeCompare(a.updatedAt),
      );
      return { list: sorted, currentId };
    },
  });
}

/** Ends one of the account's sessions by its id. */
export function revokeSession(id: string) {
  return apiFetch<unknown>("/api/auth/revoke-session", { method: "POST", json: { id } });
}

const BROWSERS: [RegExp, string][] = [
  [/Edg\//, "Edge"],
  [/OPR\//, "Opera"],
  [/Firefox\//, "Firefox"],
  [/Chrome\/|Chromium\/|CriOS\//, "Chrome"],
  [/Safari\//, "Safari"],
];
const SYSTEMS: [RegExp, string][] = [
  [/iPhone|iPad|iPod/, "iOS"],
  [/Android/, "Android"],
  [/Mac OS X|Macintosh/, "macOS"],
  [/Windows/, "Windows"],
  [/CrOS/, "ChromeOS"],
  [/Linux/, "Linux"],
];

/** The browser and system names ("Chrome", "macOS") a user agent tells, where it tells them. */
export function deviceName(userAgent: string | null | undefined): {
  browser: string | undefined;
  system: string | undefined;
} {
  return {
    browser: userAgent ? BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1] : undefined,
    system: userAgent ? SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1] : undefined,
  };
}
