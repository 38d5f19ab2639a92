import i18next from "i18next";
import { describe, expect, it } from "vitest";
import { ScaleIcon, SettingsIcon } from "../components/Icon/icons.tsx";
import type { WebModule } from "../lib/web-module.ts";
import {
  adminCounts,
  adminNavItems,
  isPublicContentPreview,
  LANDING,
  MODULES,
  memberRoutes,
  navItems,
  previewRoutes,
  visitorPreviewPath,
} from "./modules.ts";

const tracker = (name: string, order: number): WebModule => ({
  name,
  nav: {
    labelKey: `${name}:title`,
    icon: ScaleIcon,
    section: "track",
    order,
    member: `/dashboard/${name}`,
    preview: `/preview/${name}`,
  },
  member: [{ path: name }],
  preview: [{ path: name }],
});

describe("modules", () => {
  it("builds both navigations from the modules, in their order", () => {
    const settings: WebModule = {
      name: "settings",
      nav: {
        labelKey: "common:nav.settings",
        icon: SettingsIcon,
        section: "account",
        order: 1000,
        member: "/settings",
      },
    };
    const modules = [tracker("weight", 10), settings, tracker("fasting", 20)];
    expect(navItems("member", modules).map((i) => i.to)).toEqual([
      "/dashboard/weight",
      "/dashboard/fasting",
      "/settings",
    ]);
    expect(navItems("preview", modules).map((i) => i.to)).toEqual([
      "/preview/weight",
      "/preview/fasting",
    ]);
  });

  it("registers every feature folder's module, wellbeing first", () => {
    const declared = Object.values(
      import.meta.glob<Record<string, unknown>>("../features/*/module.ts", { eager: true }),
    ).flatMap((exports) =>
      Object.entries(exports)
        .filter(([name]) => name.endsWith("Module"))
        .map(([, value]) => value as WebModule),
    );
    expect(declared.length).toBeGreaterThan(10);
    expect(MODULES.map((m) => m.name).sort()).toEqual(declared.map((m) => m.name).sort());
    expect(MODULES[0]?.nav?.member).toBe(LANDING.dashboardHome);
  });

  it("builds the navigations, routes and admin counts from every module, each once", () => {
    const withNav = (area: "member" | "preview") =>
      MODULES.filter((m) => m.nav?.[area]).map((m) => m.nav?.labelKey);
    expect(
      navItems("member")
        .map((i) => i.labelKey)
        .sort(),
    ).toEqual(withNav("member").sort());
    expect(
      navItems("preview")
        .map((i) => i.labelKey)
        .sort(),
    ).toEqual(withNav("preview").sort());

    const paths = (routes: readonly { path?: string }[]) => routes.map((r) => r.path);
    expect(paths(memberRoutes)).toEqual(MODULES.flatMap((m) => paths(m.member ?? [])));
    expect(new Set(paths(memberRoutes)).size).toBe(memberRoutes.length);
    expect(new Set(paths(previewRoutes)).size).toBe(previewRoutes.length);
    // Every preview page is the twin of a member page at the same path.
    for (const path of paths(previewRoutes)) expect(paths(memberRoutes)).toContain(path);

    const admin = adminNavItems().map((i) => i.to);
    expect(admin[0]).toBe("/admin/dashboard");
    expect(new Set(admin).size).toBe(admin.length);
    for (const to of admin) expect(to).toMatch(/^\/admin\//);
    const counts = adminCounts().map((c) => c.key);
    expect(counts).toEqual(
      MODULES.flatMap((m) => m.adminCounts ?? [])
        .sort((a, b) => a.order - b.order)
        .map((c) => c.key),
    );
    expect(new Set(counts).size).toBe(counts.length);
    expect(counts).toContain("weightEntries");
  });
});

describe("LANDING", () => {
  it("opens on wellbeing and sends unknown dashboard and preview paths to the articles", () => {
    expect(LANDING).toEqual({
      dashboardHome: "/dashboard/wellbeing",
      dashboardUnknown: "/dashboard/articles",
      previewHome: "/preview/wellbeing",
      previewUnknown: "/preview/articles",
    });
  });

  it("lets a visitor read the articles' member pages in their read-only preview", () => {
    expect(visitorPreviewPath("/dashboard/articles/posts/sleep-tips")).toBe(
      "/preview/articles/posts/sleep-tips",
    );
    expect(visitorPreviewPath("/dashboard/articles/new")).toBe("/preview/articles/new");
  });

  it("tells the community's previews of real public content from the trackers' demos", () => {
    expect(isPublicContentPreview("/preview/articles/posts/sleep-tips")).toBe(true);
    expect(isPublicContentPreview("/preview/health-groups")).toBe(true);
    expect(isPublicContentPreview("/preview/feature-requests/x")).toBe(true);
    expect(isPublicContentPreview("/preview/profile/ada")).toBe(true);
    expect(isPublicContentPreview("/preview/food")).toBe(false);
    expect(isPublicContentPreview("/preview/weight")).toBe(false);
  });
});

describe("visitorPreviewPath", () => {
  const modules: WebModule[] = [
    tracker("weight", 10),
    { ...tracker("food", 20), visitorsSeePreview: true },
  ];

  it("sends a visitor on a public-demo module's page to its preview twin", () => {
    expect(visitorPreviewPath("/dashboard/food", modules)).toBe("/preview/food");
    expect(visitorPreviewPath("/dashboard/food/day?date=2026-01-02", modules)).toBe(
      "/preview/food/day?date=2026-01-02",
    );
  });

  it("leaves every other member page to the sign-in page", () => {
    expect(visitorPreviewPath("/dashboard/weight", modules)).toBeNull();
    expect(visitorPreviewPath("/dashboard/foods", modules)).toBeNull();
    expect(visitorPreviewPath("/dashboard", modules)).toBeNull();
    expect(visitorPreviewPath("/settings/profile", modules)).toBeNull();
  });
});

describe("the navigation's names", () => {
  it("calls each page by the title its page shows (no Meds for Medications)", () => {
    for (const area of ["member", "preview"] as const) {
      for (const item of navItems(area)) {
        const namespace = item.labelKey.split(":")[0] as string;
        // Settings is a section of several pages, named as such.
        if (!i18next.exists(`${namespace}:title`)) continue;
        expect(i18next.t(item.labelKey), item.to).toBe(i18next.t(`${namespace}:title`));
      }
    }
  });
});
