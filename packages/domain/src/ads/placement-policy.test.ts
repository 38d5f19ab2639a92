import { describe, expect, it } from "vitest";
import { adsAllowedOn, NO_AD_ROUTES, noAdRouteFor } from "./placement-policy.ts";

describe("where ads never show", () => {
  it("keeps ads off every health-data entry screen, in the member area and its preview", () => {
    for (const area of ["/dashboard", "/preview"]) {
      for (const path of [
        "/weight/add",
        "/weight/edit/7b0c",
        "/pain/add",
        "/pain/edit/42",
        "/bloodwork",
        "/bloodwork/add",
        "/fasting",
        "/fasting/edit/f1",
        "/fasting/settings",
        "/cycle",
        "/medications",
        "/food",
        "/wellbeing",
        "/meditation",
        "/meditation/add",
        "/meditation/edit/s1",
      ]) {
        expect(noAdRouteFor(`${area}${path}`)?.reason, `${area}${path}`).toBe("health-data-entry");
      }
    }
    expect(noAdRouteFor("/profile-completion")?.reason).toBe("health-data-entry");
  });

  it("keeps ads off expert sessions and anything near crisis content", () => {
    expect(noAdRouteFor("/dashboard/experts/safety-plan")?.reason).toBe("crisis");
    expect(noAdRouteFor("/preview/experts/safety-plan")?.reason).toBe("crisis");
    for (const path of [
      "/dashboard/experts",
      "/dashboard/experts/journey/j1",
      "/dashboard/psychologist",
      "/dashboard/psychologist/journeys",
      "/dashboard/psychologist/journey/j2",
      "/dashboard/psychologist/session",
      "/dashboard/health-coach/session",
      "/dashboard/physician/consultation",
      "/preview/psychologist/session",
    ]) {
      expect(noAdRouteFor(path)?.reason, path).toBe("expert-session");
    }
  });

  it("keeps ads off the notification center, account, privacy, legal and admin screens", () => {
    expect(noAdRouteFor("/dashboard/notifications")?.reason).toBe("notification-center");
    expect(noAdRouteFor("/dashboard/notifications?tab=history")?.reason).toBe(
      "notification-center",
    );
    for (const path of [
      "/auth",
      "/reset-password",
      "/verify-email",
      "/settings/profile",
      "/settings/privacy-policy",
      "/privacy-policy",
      "/terms-of-service",
      "/admin",
      "/admin/courses/c1/edit",
      "/dashboard/profile/privacy",
    ]) {
      expect(noAdRouteFor(path)?.reason, path).toBe("account");
    }
  });

  it("allows ads on reading and browsing screens", () => {
    for (const path of [
      "/dashboard/articles",
      "/dashboard/articles/posts/sleep-well",
      "/dashboard/courses",
      "/dashboard/courses/c1",
      "/dashboard/weight",
      "/dashboard/pain",
      "/dashboard/recommendations/r1",
      "/dashboard/health-groups/g1",
      "/dashboard/health-insights",
      "/dashboard/profile/alex",
      "/preview/articles",
      "/dashboard/weightloss",
    ]) {
      expect(adsAllowedOn(path), path).toBe(true);
    }
  });

  it("is not fooled by a trailing slash, letter case, a query, a fragment or escapes", () => {
    expect(adsAllowedOn("/dashboard/weight/add/")).toBe(false);
    expect(adsAllowedOn("/Dashboard/Weight/Add")).toBe(false);
    expect(adsAllowedOn("/dashboard/weight/add?from=home#top")).toBe(false);
    expect(adsAllowedOn("//dashboard//psychologist//session")).toBe(false);
    expect(adsAllowedOn("/dashboard/%70sychologist/session")).toBe(false);
    expect(adsAllowedOn("/dashboard/weight/%E0%A4%A")).toBe(true);
  });

  it("names every route with a leading slash and a known reason", () => {
    for (const route of NO_AD_ROUTES) expect(route.pattern).toMatch(/^\/[a-z]/);
    expect(new Set(NO_AD_ROUTES.map((r) => r.pattern)).size).toBe(NO_AD_ROUTES.length);
  });
});
