/**
 * Where an ad may never show, whoever the person is and whatever their consent: the placement
 * policy as data. A pattern names a route of the web app (`apps/web/src/app/routes.tsx` and the
 * modules' routes); `:name` stands for one path segment and a final `/*` for the route itself
 * and everything under it.
 */

export type NoAdReason =
  /** A screen where health data is entered or edited (a form on the page or in its dialogs). */
  | "health-data-entry"
  /** A session with an expert: crisis detection runs on every message, its card may appear. */
  | "expert-session"
  /** Crisis content itself (the safety plan). */
  | "crisis"
  /** The notification center: the person's own reminders. */
  | "notification-center"
  /** Signing in, account, privacy and legal screens, and the admin area. */
  | "account";

export interface NoAdRoute {
  pattern: string;
  reason: NoAdReason;
}

/** The member area and its public preview twin serve the same screens. */
const AREAS = ["/dashboard", "/preview"] as const;

function inBothAreas(reason: NoAdReason, routes: readonly string[]): NoAdRoute[] {
  return AREAS.flatMap((area) => routes.map((route) => ({ pattern: `${area}/${route}`, reason })));
}

export const NO_AD_ROUTES: readonly NoAdRoute[] = [
  ...inBothAreas("health-data-entry", [
    "weight/add",
    "weight/edit/:entryId",
    "pain/add",
    "pain/edit/:entryId",
    // These screens hold their entry forms on the page itself or in its dialogs.
    "bloodwork/*",
    "fasting/*",
    "cycle/*",
    "medications/*",
    "food/*",
    "wellbeing/*",
    "meditation/*",
  ]),
  ...inBothAreas("crisis", ["experts/safety-plan"]),
  ...inBothAreas("expert-session", [
    "experts/*",
    "psychologist/*",
    "health-coach/*",
    "physician/*",
  ]),
  { pattern: "/dashboard/notifications/*", reason: "notification-center" },
  { pattern: "/profile-completion/*", reason: "health-data-entry" },
  ...inBothAreas("account", ["profile/privacy"]),
  ...[
    "/auth/*",
    "/reset-password/*",
    "/verify-email/*",
    "/settings/*",
    "/privacy-policy/*",
    "/terms-of-service/*",
    "/admin/*",
  ].map((pattern) => ({ pattern, reason: "account" as const })),
];

function segmentsOf(path: string): string[] {
  return path.split("/").filter((s) => s.length > 0);
}

/** The path part of a pathname or URL path, without query, fragment or trailing slash. */
function normalisedPath(pathname: string): string[] {
  const path = pathname.split(/[?#]/, 1)[0] ?? "";
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // A malformed escape is matched as written.
  }
  return segmentsOf(decoded.toLowerCase());
}

function matches(pattern: string, path: readonly string[]): boolean {
  const parts = segmentsOf(pattern);
  const wildcard = parts.at(-1) === "*";
  const fixed = wildcard ? parts.slice(0, -1) : parts;
  if (wildcard ? path.length < fixed.length : path.length !== fixed.length) return false;
  return fixed.every((part, i) => part.startsWith(":") || part === path[i]);
}

/** The rule that keeps ads off this path, or null when ads may show there. */
export function noAdRouteFor(pathname: string): NoAdRoute | null {
  const path = normalisedPath(pathname);
  return NO_AD_ROUTES.find((route) => matches(route.pattern, path)) ?? null;
}

/** Whether an ad may show on this screen (a pathname such as `/dashboard/articles`). */
export function adsAllowedOn(pathname: string): boolean {
  return noAdRouteFor(pathname) === null;
}
