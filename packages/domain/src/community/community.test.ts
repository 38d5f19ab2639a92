import { describe, expect, it } from "vitest";
import { isAllowedEmbedUrl } from "../kit/rich-text.ts";
import {
  countWords,
  excerptFrom,
  focusKeywordOf,
  normalizeTags,
  readingTimeMinutes,
  slugify,
  slugWithSuffix,
} from "./article-text.ts";
import { ArticleInput, ArticlePatch } from "./articles.ts";
import { ArticleMessage, PublicProfileMessage } from "./messages.ts";
import { PublicProfilePatch } from "./public-profiles.ts";

describe("article slugs", () => {
  it("makes a slug of the title's letters and digits", () => {
    expect(slugify("Sleep & Stress: 5 tips")).toBe("sleep-and-stress-5-tips");
    expect(slugify("  Crème brûlée — why not?  ")).toBe("creme-brulee-why-not");
    expect(slugify("Women's health")).toBe("womens-health");
    expect(slugify("!!!")).toBe("article");
    expect(slugify("Здоровье")).toBe("article");
  });

  it("stays within 100 characters, cut at a dash, suffix included", () => {
    const long = slugify(`${"word ".repeat(40)}end`);
    expect(long.length).toBeLessThanOrEqual(100);
    expect(long.endsWith("-")).toBe(false);
    expect(slugWithSuffix(long, 12).length).toBeLessThanOrEqual(100);
    expect(slugWithSuffix(long, 12).endsWith("-12")).toBe(true);
    expect(slugWithSuffix("sleep-tips", 2)).toBe("sleep-tips-2");
  });
});

describe("reading time and words", () => {
  it("counts words with a letter or digit in them", () => {
    expect(countWords("One two  three — 4 ...")).toBe(4);
    expect(countWords("   ")).toBe(0);
    expect(countWords("Сон важен")).toBe(2);
  });

  it("is words ÷ 200 rounded up, at least 1 minute", () => {
    expect(readingTimeMinutes(0)).toBe(1);
    expect(readingTimeMinutes(1)).toBe(1);
    expect(readingTimeMinutes(200)).toBe(1);
    expect(readingTimeMinutes(201)).toBe(2);
    expect(readingTimeMinutes(1000)).toBe(5);
  });

  it("makes an excerpt of whole words", () => {
    expect(excerptFrom("Short text.")).toBe("Short text.");
    const excerpt = excerptFrom("word ".repeat(100), 50);
    expect(excerpt.length).toBeLessThanOrEqual(50);
    expect(excerpt.endsWith("word…")).toBe(true);
  });
});

describe("tags, categories and the article input", () => {
  it("lowercases tags and drops repeats; the first is the focus keyword", () => {
    expect(normalizeTags([" Sleep ", "sleep", "", "Deep  Rest"])).toEqual(["sleep", "deep rest"]);
    expect(focusKeywordOf(["sleep", "rest"])).toBe("sleep");
    expect(focusKeywordOf([])).toBeNull();
  });

  it("defaults to a public draft in the category other, and keeps to the limits", () => {
    const input = ArticleInput.parse({ title: "T", content: "<p>x</p>", categories: [] });
    expect(input).toMatchObject({
      publishStatus: "draft",
      visibility: "public",
      categories: ["other"],
    });
    const tooMany = ArticleInput.safeParse({
      title: "T",
      content: "",
      categories: ["fasting", "other", "mental-health", "weight-loss"],
    });
    expect(tooMany.error?.issues[0]?.message).toBe(ArticleMessage.categoriesTooMany);
    const repeated = ArticleInput.parse({
      title: "T",
      content: "",
      categories: ["fasting", "fasting", "other", "mental-health"],
    });
    expect(repeated.categories).toEqual(["fasting", "other", "mental-health"]);
    const tags = ArticleInput.safeParse({
      title: "T",
      content: "",
      tags: ["a", "b", "c", "d", "e", "f"],
    });
    expect(tags.error?.issues[0]?.message).toBe(ArticleMessage.tagsTooMany);
    expect(
      ArticleInput.parse({ title: "T", content: "", tags: ["A", "a", "B", "b", "C", "D", "E"] })
        .tags,
    ).toEqual(["a", "b", "c", "d", "e"]);
    expect(ArticlePatch.safeParse({ coverImage: "javascript:alert(1)" }).success).toBe(false);
    expect(ArticlePatch.safeParse({ coverImage: "/api/v1/community-files/x.jpg" }).success).toBe(
      true,
    );
    expect(ArticlePatch.safeParse({ slug: "Good-Slug" }).data?.slug).toBe("good-slug");
    expect(ArticlePatch.safeParse({ slug: "bad--slug" }).success).toBe(false);
  });
});

describe("usernames", () => {
  it("takes 3 to 30 letters, digits, _ and -, and no reserved name", () => {
    for (const ok of ["abc", "A_b-9", "x".repeat(30)]) {
      expect(PublicProfilePatch.safeParse({ username: ok }).success, ok).toBe(true);
    }
    for (const bad of ["ab", "x".repeat(31), "no spaces", "ünï", "a.b"]) {
      expect(PublicProfilePatch.safeParse({ username: bad }).error?.issues[0]?.message).toBe(
        PublicProfileMessage.usernameInvalid,
      );
    }
    expect(PublicProfilePatch.safeParse({ username: "Privacy" }).error?.issues[0]?.message).toBe(
      PublicProfileMessage.usernameReserved,
    );
  });
});

describe("embeds", () => {
  it("allows only the embed addresses of the listed hosts, over https", () => {
    expect(isAllowedEmbedUrl("https://www.youtube.com/embed/abc_DEF-1")).toBe(true);
    expect(isAllowedEmbedUrl("https://player.vimeo.com/video/123")).toBe(true);
    expect(isAllowedEmbedUrl("https://docs.google.com/presentation/d/abc/embed")).toBe(true);
    expect(isAllowedEmbedUrl("https://codesandbox.io/embed/x1")).toBe(true);
    expect(isAllowedEmbedUrl("https://codepen.io/someone/embed/abc")).toBe(true);
    for (const bad of [
      "http://www.youtube.com/embed/abc",
      "https://www.youtube.com/watch?v=abc",
      "https://youtube.com.evil.example/embed/abc",
      "https://docs.google.com/document/d/abc/edit",
      "https://example.org/embed/abc",
      "javascript:alert(1)",
      "https://user@www.youtube.com/embed/abc",
    ]) {
      expect(isAllowedEmbedUrl(bad), bad).toBe(false);
    }
  });
});
