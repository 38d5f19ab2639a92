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

  it("registers the trackers, settings and admin, wellbeing first", () => {
    expect(MODULES.map((m) => m.name)).toEqual([
      "wellbeing",
      "weight",
      "fasting",
      "meditation",
      "cycle",
      "recommendations",
      "courses",
      "pain",
      "bloodwork",
      "medications",
      "food",
      "articles",
      "health-groups",
      "feature-requests",
      "profile",
      "settings",
      "admin",
    ]);
    expect(navItems("member").map((i) => i.labelKey)).toEqual([
      "wellbeing:title",
      "weight:title",
      "fasting:title",
      "meditation:title",
      "cycle:title",
      "courses:nav",
      "recommendations:title",
      "pain:title",
      "bloodwork:title",
      "medications:title",
      "food:title",
      "articles:nav",
      "health-groups:nav",
      "feature-requests:nav",
      "common:nav.settings",
    ]);
    expect(memberRoutes.map((r) => r.path)).toEqual([
      "wellbeing",
      "weight",
      "weight/add",
      "weight/edit/:entryId",
      "fasting",
      "fasting/edit/:fastId",
      "fasting/settings",
      "meditation",
      "meditation/add",
      "meditation/edit/:sessionId",
      "cycle",
      "recommendations",
      "recommendations/:recommendationId",
      "courses",
      "courses/my-learning",
      "courses/:courseId",
      "courses/:courseId/learn/:moduleId/:lessonId",
      "pain",
      "pain/add",
      "pain/edit/:entryId",
      "bloodwork",
      "bloodwork/add",
      "medications",
      "food",
      "articles",
      "articles/posts/:slug",
      "articles/post/:articleId",
      "articles/new",
      "articles/edit/:articleId",
      "articles/mine",
      "health-groups",
      "health-groups/:groupId",
      "health-groups/:groupId/threads/:threadId",
      "feature-requests",
      "feature-requests/:requestId",
      "profile/privacy",
      "profile/:identifier",
    ]);
    expect(previewRoutes.map((r) => r.path)).toEqual([
      "wellbeing",
      "weight",
      "fasting",
      "meditation",
      "cycle",
      "recommendations",
      "recommendations/:recommendationId",
      "courses",
      "courses/:courseId",
      "courses/:courseId/learn/:moduleId/:lessonId",
      "pain",
      "bloodwork",
      "medications",
      "food",
      "articles",
      "articles/posts/:slug",
      "articles/post/:articleId",
      "articles/new",
      "articles/edit/:articleId",
      "articles/mine",
      "health-groups",
      "health-groups/:groupId",
      "health-groups/:groupId/threads/:threadId",
      "feature-requests",
      "feature-requests/:requestId",
      "profile/privacy",
      "profile/:identifier",
    ]);
    expect(adminNavItems().map((i) => i.to)).toEqual([
      "/admin/dashboard",
      "/admin/risk-factors",
      "/admin/health-goals",
      "/admin/recommendations",
      "/admin/courses",
      "/admin/feature-requests",
    ]);
    expect(adminCounts().map((c) => c.key)).toEqual([
      "users",
      "activeUsers",
      "riskFactors",
      "healthGoals",
      "recommendations",
      "courses",
      "activeEnrollments",
      "engagement",
      "weightEntries",
      "wellbeingCheckins",
      "fasts",
      "meditationSessions",
      "cyclePeriods",
      "painEntries",
      "labResults",
      "medications",
      "foodLogEntries",
      "publishedArticles",
      "healthGroups",
      "groupThreads",
      "featureRequests",
    ]);
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
