import type { ComponentType, SVGProps } from "react";
import type { RouteObject } from "react-router";
import { loadChunk } from "../platform/chunk-load.ts";

// What a feature tells the app about itself. Every `features/<m>/module.ts` is in the first
// load, so it holds only paths, labels, icons and lazy loaders: never a page, schema or form.

export type ModuleIcon = ComponentType<SVGProps<SVGSVGElement>>;

/** A link in the navigation; `labelKey` is an i18next key with its namespace ("weight:title"). */
/** The navigation's sections, in this order, each under its heading (common:nav.sections). */
export const NAV_SECTIONS = ["track", "learn", "community", "account"] as const;
export type NavSection = (typeof NAV_SECTIONS)[number];

export interface ModuleNavEntry {
  labelKey: string;
  icon: ModuleIcon;
  /** The section of the navigation the entry sits in. */
  section: NavSection;
  /** Position in the navigation, lowest first. */
  order: number;
  /** Where the entry leads in the member area; no entry there without it. */
  member?: string;
  /** Where the entry leads in the preview; no entry there without it. */
  preview?: string;
}

/** A link in the admin area's navigation. */
export interface AdminNavEntry {
  to: string;
  labelKey: string;
  icon: ModuleIcon;
  order: number;
}

/** A figure of `GET /api/v1/admin/overview` and how the admin dashboard labels it. */
export interface AdminCount {
  /** The key in the overview's answer ("weightEntries"). */
  key: string;
  labelKey: string;
  icon: ModuleIcon;
  /** Position on the dashboard, lowest first. */
  order: number;
  /** An admin page listing what is counted. */
  to?: string;
  /** "percent": the figure is a percentage (0–100) rather than a count. */
  unit?: "percent";
}

/** What the admin layout hands its pages (`useOutletContext`): the modules' admin counts. */
export interface AdminOutletContext {
  adminCounts: AdminCount[];
}

export interface WebModule {
  name: string;
  nav?: ModuleNavEntry;
  /** Pages inside the member shell, paths relative to /dashboard ("weight", "weight/add"). */
  member?: RouteObject[];
  /** Pages inside the preview shell, paths relative to /preview. */
  preview?: RouteObject[];
  /**
   * Pages of a signed-in person at top-level paths, inside the member shell: where another
   * site sends the person back (the payment return pages).
   */
  signedIn?: RouteObject[];
  /** The admin area: its navigation and its pages, paths relative to /admin. */
  admin?: { nav: AdminNavEntry[]; routes: RouteObject[] };
  adminCounts?: AdminCount[];
  /**
   * A visitor opening the module's member pages gets its preview twin instead of the sign-in
   * page: the public demo of medications and food (demo data in the browser), the read-only
   * community (public content from the server, every action opening the sign-in prompt).
   */
  visitorsSeePreview?: boolean;
  /**
   * Its preview shows real public content read-only (the community), not demo data: the
   * preview's ribbon says so.
   */
  previewIsPublicContent?: boolean;
}

/**
 * The `handle` of a preview page whose content comes from the database (the course catalogue,
 * a group, an article): the server renders it at each request as a visitor sees it, so its
 * first HTML carries the content (entry-server.tsx).
 */
export const SERVER_RENDERED = { serverRendered: true } as const;

/** Whether a route's `handle` asks the server to render the page. */
export function isServerRendered(handle: unknown): boolean {
  return (handle as { serverRendered?: unknown } | undefined)?.serverRendered === true;
}

/** A route's lazy page: the module's chunk loads only when the route is visited. */
export function lazyPage(
  load: () => Promise<{ default: ComponentType }>,
): NonNullable<RouteObject["lazy"]> {
  return async () => ({ Component: (await loadChunk(load)).default });
}

function joinPath(root: string, segments: readonly string[]): string {
  const rest = segments.map((s) => encodeURIComponent(s)).join("/");
  return rest ? `${root}/${rest}` : root;
}

/** `/dashboard/<segments>`, each segment encoded. */
export function dashboardPath(...segments: string[]): string {
  return joinPath("/dashboard", segments);
}

/** `/preview/<segments>`, each segment encoded. */
export function previewPath(...segments: string[]): string {
  return joinPath("/preview", segments);
}
