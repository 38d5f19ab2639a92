import { describe, expect, it } from "vitest";
import { escapeHtml, renderedPageHtml, scriptSafeJson } from "./public-pages.ts";

const TEMPLATE =
  '<!doctype html><html><head><title>Vitalog</title></head><body><div id="root"></div><script type="module" src="/assets/boot.js"></script></body></html>';

describe("a rendered public page's HTML", () => {
  it("carries the page in an inert #root, its title and its data as JSON that never runs", () => {
    const html = renderedPageHtml(TEMPLATE, {
      html: "<h1>Courses</h1>",
      title: "Courses · Vitalog",
      state: { queries: [{ title: "Sleep" }] },
    });
    expect(html).toContain("<title>Courses · Vitalog</title>");
    expect(html).toContain(
      '<div id="root" data-prerendered inert><h1>Courses</h1></div><script type="application/json" id="vitalog-initial-data">{"queries":[{"title":"Sleep"}]}</script>',
    );
  });

  it("keeps what members wrote from ending the data's script or the title", () => {
    const hostile = "</script><script>alert(1)</script><!-- & \u2028 $& $1";
    const html = renderedPageHtml(TEMPLATE, {
      html: "<h1>x</h1>",
      title: `${hostile} · Vitalog`,
      state: { title: hostile },
    });
    // One script of data and the app's own; the member's text is in neither as markup.
    expect(html.match(/<script/g)).toHaveLength(2);
    expect(html.match(/<\/script>/g)).toHaveLength(2);
    expect(html).not.toContain("<!--");
    expect(html).toContain("<title>&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;");
    const data = /id="vitalog-initial-data">([^<]*)<\/script>/.exec(html)?.[1] ?? "";
    expect(JSON.parse(data)).toEqual({ title: hostile });
  });

  it("escapes text for HTML and JSON for a script element", () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe(
      "&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;",
    );
    expect(scriptSafeJson({ a: "</script>&\u2029" })).toBe(
      '{"a":"\\u003c/script\\u003e\\u0026\\u2029"}',
    );
  });
});
