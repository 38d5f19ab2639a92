import { describe, expect, it } from "vitest";
import { ADAPTED_PREVIEW_CHARS, articleText, previewOf } from "./content-adapter-display.ts";

describe("articleText", () => {
  it("keeps paragraphs apart and drops the tags", () => {
    expect(
      articleText("<h2>Ходьба</h2><p>Первый  абзац.</p><ul><li>one</li><li>two</li></ul>"),
    ).toBe("Ходьба\n\nПервый абзац.\n\none\n\ntwo");
  });

  it("never runs markup found in the text", () => {
    expect(articleText("<p>a &lt;script&gt;x&lt;/script&gt; b</p>")).toBe("a <script>x</script> b");
  });
});

describe("previewOf", () => {
  it("keeps a text within the limit as it is", () => {
    expect(previewOf("short", 500)).toBe("short");
  });

  it("cuts at the limit, counting characters rather than UTF-16 units, and adds an ellipsis", () => {
    const text = "я".repeat(ADAPTED_PREVIEW_CHARS + 20);
    const preview = previewOf(text, ADAPTED_PREVIEW_CHARS);
    expect(Array.from(preview)).toHaveLength(ADAPTED_PREVIEW_CHARS + 1);
    expect(preview.endsWith("…")).toBe(true);
    expect(previewOf("🙂".repeat(3), 2)).toBe("🙂🙂…");
  });
});
