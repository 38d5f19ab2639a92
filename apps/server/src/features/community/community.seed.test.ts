import {
  ARTICLE_CATEGORIES,
  ArticleInput,
  countWords,
  GroupInput,
  ThreadInput,
} from "@vitalog/domain";
import { describe, expect, it } from "vitest";
import { richTextWords, sanitizeRichText } from "../../kit/rich-text.ts";
import { SEED_ARTICLES, SEED_GROUPS } from "./community.seed.ts";

describe("the community's starter content", () => {
  it("has eight articles across the categories, each within the editor's limits", () => {
    expect(SEED_ARTICLES).toHaveLength(8);
    const categories = new Set(SEED_ARTICLES.flatMap((a) => a.categories));
    expect([...categories].sort()).toEqual([...ARTICLE_CATEGORIES].sort());
    expect(new Set(SEED_ARTICLES.map((a) => a.seedKey)).size).toBe(8);
    for (const article of SEED_ARTICLES) {
      const parsed = ArticleInput.safeParse({
        title: article.title,
        content: article.content,
        excerpt: article.excerpt,
        categories: article.categories,
        tags: article.tags,
        publishStatus: "published",
      });
      expect(parsed.error?.issues ?? [], article.title).toEqual([]);
    }
  });

  it("loses nothing to the sanitiser, and is worth reading", () => {
    for (const article of SEED_ARTICLES) {
      const clean = sanitizeRichText(article.content, { embeds: true });
      expect(richTextWords(clean), article.title).toBe(richTextWords(article.content));
      expect(countWords(richTextWords(clean)), article.title).toBeGreaterThan(250);
    }
  });

  it("has at least four groups, each with an opening thread", () => {
    expect(SEED_GROUPS.length).toBeGreaterThanOrEqual(4);
    expect(new Set(SEED_GROUPS.map((g) => g.name.toLowerCase())).size).toBe(SEED_GROUPS.length);
    for (const group of SEED_GROUPS) {
      const parsed = GroupInput.safeParse({
        name: group.name,
        description: group.description,
        topic: group.topic,
      });
      expect(parsed.error?.issues ?? [], group.name).toEqual([]);
      expect(group.threads.length).toBeGreaterThanOrEqual(1);
      for (const thread of group.threads) {
        const { title, content } = thread;
        expect(ThreadInput.safeParse({ title, content }).error?.issues ?? [], title).toEqual([]);
      }
    }
  });
});
