import { describe, expect, it } from "vitest";
import {
  ADAPTED_PREVIEW_LENGTH,
  DEFAULT_EXCERPT_LENGTH,
  EXTRACTED_PREVIEW_LENGTH,
  MIN_CONTENT_BLOCK_CHARS,
} from "./constants.ts";
import {
  type AdaptedArticle,
  DraftBody,
  detectLanguage,
  draftArticleId,
  draftCategories,
  draftFields,
  draftTags,
  isDraftArticleId,
  isScientificHost,
  urlScheme,
} from "./content-adapter.ts";
import { ContentAdapterMessage } from "./messages.ts";

describe("the content adapter's constants", () => {
  it("are the spec's (§9)", () => {
    expect([EXTRACTED_PREVIEW_LENGTH, ADAPTED_PREVIEW_LENGTH, DEFAULT_EXCERPT_LENGTH]).toEqual([
      500, 1000, 200,
    ]);
    expect(MIN_CONTENT_BLOCK_CHARS).toBe(100);
  });

  it("keeps the spec's messages word for word", () => {
    expect(ContentAdapterMessage.invalidUrl).toBe("Please enter a valid URL");
    expect(ContentAdapterMessage.invalidProtocol).toBe(
      "Invalid URL protocol. Only HTTP(S) URLs are supported.",
    );
    expect(ContentAdapterMessage.unableToExtract).toBe(
      "Unable to extract content. Please ensure the URL is accessible.",
    );
  });
});

describe("the language rule", () => {
  it("is ru when the text has any Cyrillic, else en", () => {
    expect(detectLanguage("Ходьба и здоровье")).toBe("ru");
    expect(detectLanguage("Mostly English with one слово")).toBe("ru");
    expect(detectLanguage("Walking and heart health")).toBe("en");
    expect(detectLanguage("")).toBe("en");
  });
});

describe("scientific links", () => {
  it("recognises the spec's domains and the Russian scientific libraries", () => {
    for (const host of [
      "pubmed.ncbi.nlm.nih.gov",
      "www.ncbi.nlm.nih.gov",
      "www.nature.com",
      "link.springer.com",
      "onlinelibrary.wiley.com",
      "journals.plos.org",
      "www.bmj.com",
      "www.thelancet.com",
      "www.nejm.org",
      "jamanetwork.com",
      "www.frontiersin.org",
      "www.mdpi.com",
      "www.researchgate.net",
      "www.academia.edu",
      "cyberleninka.ru",
      "www.elibrary.ru",
      "ELIBRARY.RU.",
    ]) {
      expect(isScientificHost(host), host).toBe(true);
    }
  });

  it("does not count other hosts", () => {
    for (const host of [
      "example.org",
      "academia.edu.example.com",
      "notelibrary.ru",
      "news.ru",
      "",
    ]) {
      expect(isScientificHost(host), host).toBe(false);
    }
  });
});

describe("URL schemes", () => {
  it("reads the scheme as typed", () => {
    expect(urlScheme("https://a.example/")).toBe("https");
    expect(urlScheme(" FTP://a.example/")).toBe("ftp");
    expect(urlScheme("javascript:alert(1)")).toBe("javascript");
    expect(urlScheme("a.example/path")).toBeNull();
    expect(urlScheme("")).toBeNull();
  });
});

describe("draft ids", () => {
  it("are draft_{userId}_{timestamp}", () => {
    const id = draftArticleId("u1AbC", 1_767_225_600_000);
    expect(id).toBe("draft_u1AbC_1767225600000");
    expect(isDraftArticleId(id)).toBe(true);
    expect(isDraftArticleId("draft_user_with_underscores_1")).toBe(true);
    for (const bad of ["draft_", "draft_x", "draft__1", "draft_u/1_2", "post_u_1", "draft_u_1x"]) {
      expect(isDraftArticleId(bad), bad).toBe(false);
    }
  });
});

const adapted = (overrides: Partial<AdaptedArticle> = {}): AdaptedArticle => ({
  title: "Walking and Heart Health",
  content: "<p>Walk.</p>",
  excerpt: "Walk daily.",
  category: "preventive-health",
  tags: ["Walking"],
  readingTime: 1,
  keyTakeaways: [],
  sources: [],
  scientificReferences: [],
  ...overrides,
});

describe("draft limits (§5)", () => {
  it("chooses up to 3 known categories, other when none", () => {
    expect(draftCategories(["fasting"])).toEqual(["fasting"]);
    expect(draftCategories(["astrology"])).toEqual(["other"]);
    expect(draftCategories([])).toEqual(["other"]);
    expect(
      draftCategories(["fasting", "weight-loss", "fasting", "mental-health", "other"]),
    ).toEqual(["fasting", "weight-loss", "mental-health"]);
  });

  it("lowercases tags, drops repeats and keeps 5", () => {
    expect(draftTags(["Walking", "Heart", "walking"])).toEqual(["walking", "heart"]);
    expect(draftTags(["A", "b", "C", "d", "E", "f", " "])).toEqual(["a", "b", "c", "d", "e"]);
  });

  it("clips title, excerpt and slug, and reads 480 words in 3 minutes", () => {
    const words = Array.from({ length: 480 }, () => "word").join(" ");
    const fields = draftFields(
      adapted({
        title: `${"Long title ".repeat(30)}`,
        excerpt: "x".repeat(400),
        tags: ["Heart", "heart"],
      }),
      words,
    );
    expect(fields.title.length).toBeLessThanOrEqual(200);
    expect(fields.excerpt).toHaveLength(300);
    expect(fields.slug.length).toBeLessThanOrEqual(100);
    expect(fields.slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
    expect(fields.wordCount).toBe(480);
    expect(fields.readingTime).toBe(3);
    expect(fields.focusKeyword).toBe("heart");
  });

  it("takes the text's first 200 characters when there is no excerpt, and at least 1 minute", () => {
    const text = "Walking helps. ".repeat(40);
    const fields = draftFields(adapted({ excerpt: "" }), text);
    expect(fields.excerpt.length).toBeLessThanOrEqual(200);
    expect(text.startsWith(fields.excerpt.replace(/…$/, ""))).toBe(true);
    expect(draftFields(adapted(), "").readingTime).toBe(1);
    expect(draftFields(adapted({ tags: [] }), "a").focusKeyword).toBeNull();
  });

  it("accepts the acceptance check's adapted article and refuses one without a title", () => {
    expect(DraftBody.safeParse({ article: adapted() }).success).toBe(true);
    expect(DraftBody.safeParse({ article: adapted({ title: "  " }) }).success).toBe(false);
  });
});
