import { describe, expect, it } from "vitest";
import { formValuesOf, patchOf } from "./form.ts";
import { makeArticle } from "./test-utils.ts";

describe("the editor's form", () => {
  it("leaves empty what the server made itself, so it keeps following the article", () => {
    const generated = makeArticle({
      title: "Sleep",
      content: "<p>Light sets the clock.</p><p>Dark helps sleep.</p>",
      excerpt: "Light sets the clock. Dark helps sleep.",
      seo: {
        metaTitle: "Sleep",
        metaDescription: "Light sets the clock. Dark helps sleep.",
        focusKeyword: null,
      },
    });
    expect(formValuesOf(generated)).toMatchObject({
      excerpt: "",
      metaTitle: "",
      metaDescription: "",
    });
    const written = makeArticle({
      content: "<p>Light sets the clock.</p>",
      excerpt: "Why morning light matters",
      seo: { metaTitle: "Morning light", metaDescription: "Short", focusKeyword: null },
    });
    expect(formValuesOf(written)).toMatchObject({
      excerpt: "Why morning light matters",
      metaTitle: "Morning light",
      metaDescription: "Short",
    });
  });

  it("sends empty texts as cleared and leaves out a slug the server has not made yet", () => {
    expect(
      patchOf({
        title: "Sleep",
        content: "<p>x</p>",
        excerpt: "",
        slug: "",
        categories: ["other"],
        tags: ["sleep"],
        coverImage: null,
        visibility: "public",
        metaTitle: "",
        metaDescription: "",
      }),
    ).toEqual({
      title: "Sleep",
      content: "<p>x</p>",
      excerpt: null,
      categories: ["other"],
      tags: ["sleep"],
      coverImage: null,
      visibility: "public",
      seo: { metaTitle: null, metaDescription: null },
    });
  });
});
