import { describe, expect, it } from "vitest";
import { configureRenderer, isServerRenderedPath, renderPublicPage } from "./entry-server.tsx";
import { makeGroup } from "./features/health-groups/test-data.ts";

const asked: { path: string; cookie: string | null }[] = [];
let failing = false;

configureRenderer({
  api: async (path, init) => {
    asked.push({ path, cookie: new Headers(init.headers).get("cookie") });
    if (failing)
      return Response.json({ error: { code: "INTERNAL", message: "x" } }, { status: 500 });
    const items = [
      makeGroup({ id: "g1", name: "Sleep better" }),
      makeGroup({ id: "g2", name: "Walk <b>daily</b> & rest" }),
    ];
    return Response.json({ items, nextCursor: null });
  },
  parseHtmlFragment: (html) => {
    const template = document.createElement("template");
    template.innerHTML = html;
    return template.content;
  },
});

describe("the server's renderer of the public pages", () => {
  it("renders a marked page with the API's visitor answers, and hands their data on", async () => {
    asked.length = 0;
    failing = false;
    const page = await renderPublicPage("http://localhost/preview/health-groups");
    expect(page).not.toBeNull();
    expect(page?.title).toBe("Health groups · Vitalog");
    expect(page?.html).toContain("Sleep better");
    // A member's text stays text.
    expect(page?.html).toContain("Walk &lt;b&gt;daily&lt;/b&gt; &amp; rest");
    expect(page?.html).not.toContain("data-page-spinner");
    expect(asked.map((a) => a.path)).toEqual(["/api/v1/groups"]);
    const [query] = page?.state.queries ?? [];
    expect(query?.state.data).toMatchObject({ items: [{ id: "g1" }, { id: "g2" }] });
  });

  it("leaves every other page to the browser, without asking the API", async () => {
    asked.length = 0;
    expect(isServerRenderedPath("/preview/weight")).toBe(false);
    expect(isServerRenderedPath("/preview/courses")).toBe(true);
    expect(await renderPublicPage("http://localhost/preview/weight")).toBeNull();
    expect(await renderPublicPage("http://localhost/dashboard/health-groups")).toBeNull();
    expect(await renderPublicPage("http://localhost/preview/somewhere")).toBeNull();
    expect(asked).toEqual([]);
  });

  it("leaves a page whose data could not be read to the browser", async () => {
    failing = true;
    expect(await renderPublicPage("http://localhost/preview/health-groups")).toBeNull();
    failing = false;
  });
});
