import { screen, waitFor, within } from "@testing-library/react";
import type { ArticleCard, PublicProfile } from "@vitalog/domain";
import { PublicProfileMessage } from "@vitalog/domain";
import { describe, expect, it } from "vitest";
import {
  errorReply,
  json,
  makeProfile,
  renderApp,
  sessionHandlers,
  stubFetch,
} from "../../../test/render-app.tsx";

const article = (slug: string, title: string): ArticleCard => ({
  id: `a-${slug}`,
  slug,
  title,
  excerpt: "How to rest better.",
  coverImage: null,
  categories: ["mental-health"],
  tags: [],
  readingTime: 4,
  wordCount: 800,
  publishedAt: "2026-10-05T08:00:00.000Z",
  author: {
    id: "u2",
    name: "Grace Hopper",
    username: "grace",
    photoUrl: null,
    hasPublicProfile: true,
  },
  likeCount: 0,
  commentCount: 0,
  viewCount: 0,
});

const grace = (overrides: Partial<PublicProfile> = {}): PublicProfile => ({
  id: "u2",
  username: "grace",
  name: "Grace Hopper",
  photoUrl: "/api/v1/profiles/u2/photo?v=1",
  bio: "Sleeps more since the fasting group.",
  memberSince: "2026-03",
  isOwn: false,
  articles: [article("sleep-well", "Sleep well")],
  articlesShown: true,
  groups: [{ id: "g1", name: "Sleep better", topic: "sleep", memberCount: 12 }],
  groupsShown: true,
  ...overrides,
});

// What the signed-in viewer's own account holds: none of it may appear on anyone's profile.
const viewer = makeProfile({
  name: "Ada Lovelace",
  email: "ada@example.com",
  dateOfBirth: "1990-05-01",
  heightCm: 170,
  goalWeightKg: 62,
});

describe("a public profile", () => {
  it("shows the name, photo, bio, public articles and groups, and no health data", async () => {
    stubFetch({
      ...sessionHandlers(viewer),
      "GET /api/v1/profiles/grace": () => json(200, grace()),
    });
    const { container } = renderApp("/dashboard/profile/grace");
    expect(await screen.findByRole("heading", { level: 1, name: "Grace Hopper" })).toBeVisible();
    expect(screen.getByText("@grace")).toBeVisible();
    expect(screen.getByText("Member since March 2026")).toBeVisible();
    expect(screen.getByText("Sleeps more since the fasting group.")).toBeVisible();
    expect(container.querySelector('img[src="/api/v1/profiles/u2/photo?v=1"]')).not.toBeNull();

    const articles = screen.getByRole("region", { name: "Articles" });
    expect(within(articles).getByRole("link", { name: "Sleep well" })).toHaveAttribute(
      "href",
      "/dashboard/articles/posts/sleep-well",
    );
    const groups = screen.getByRole("region", { name: "Health groups" });
    expect(within(groups).getByRole("link", { name: "Sleep better" })).toHaveAttribute(
      "href",
      "/dashboard/health-groups/g1",
    );
    expect(within(groups).getByText(/12 members/)).toBeVisible();

    const page = screen.getByRole("main").textContent ?? "";
    for (const field of [
      /date of birth/i,
      /gender/i,
      /weight/i,
      /height/i,
      /\bBMI\b/,
      /cycle/i,
      /risk factor/i,
      /health goal/i,
      /@example\.com/,
      /1990/,
    ]) {
      expect(page).not.toMatch(field);
    }
  });

  it("leaves out what the person keeps private", async () => {
    stubFetch({
      ...sessionHandlers(viewer),
      "GET /api/v1/profiles/grace": () =>
        json(200, grace({ articles: [], articlesShown: false, groups: [], groupsShown: false })),
    });
    renderApp("/dashboard/profile/grace");
    expect(await screen.findByRole("heading", { level: 1, name: "Grace Hopper" })).toBeVisible();
    expect(screen.queryByRole("region", { name: "Articles" })).not.toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Health groups" })).not.toBeInTheDocument();
  });

  it("shows its owner what others do not see, with a link to the privacy choices", async () => {
    stubFetch({
      ...sessionHandlers(viewer),
      "GET /api/v1/profiles/u1": () =>
        json(
          200,
          grace({
            id: "u1",
            username: null,
            name: "Ada Lovelace",
            photoUrl: null,
            bio: "",
            isOwn: true,
            groupsShown: false,
          }),
        ),
    });
    renderApp("/dashboard/profile/u1");
    expect(await screen.findByRole("heading", { level: 1, name: "Ada Lovelace" })).toBeVisible();
    expect(screen.getByText("This is your public profile")).toBeVisible();
    expect(screen.getByRole("link", { name: "Privacy and username" })).toHaveAttribute(
      "href",
      "/dashboard/profile/privacy",
    );
    const groups = screen.getByRole("region", { name: "Health groups" });
    expect(within(groups).getByText(/Only you see these/)).toBeVisible();
    expect(screen.getByText("You have not written a bio yet.")).toBeVisible();
  });

  it("is open to visitors, with links that stay in the preview", async () => {
    stubFetch({
      ...sessionHandlers(null),
      "GET /api/v1/profiles/grace": () => json(200, grace()),
    });
    const { router } = renderApp("/dashboard/profile/grace");
    await waitFor(() => expect(router.state.location.pathname).toBe("/preview/profile/grace"));
    expect(await screen.findByRole("heading", { level: 1, name: "Grace Hopper" })).toBeVisible();
    expect(screen.getByRole("link", { name: "Sleep well" })).toHaveAttribute(
      "href",
      "/preview/articles/posts/sleep-well",
    );
    expect(screen.getByRole("link", { name: "Sleep better" })).toHaveAttribute(
      "href",
      "/preview/health-groups/g1",
    );
  });

  it("says so when there is no public profile", async () => {
    stubFetch({
      ...sessionHandlers(viewer),
      "GET /api/v1/profiles/nobody": () =>
        errorReply(404, "NOT_FOUND", PublicProfileMessage.notFound),
    });
    renderApp("/dashboard/profile/nobody");
    expect(await screen.findByText(PublicProfileMessage.notFound)).toBeVisible();
    expect(screen.getByText(/may keep their profile private/)).toBeVisible();
    expect(screen.getByRole("link", { name: "Go to articles" })).toHaveAttribute(
      "href",
      "/dashboard/articles",
    );
  });
});
