import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import type { PageVisitor } from "./public-pages.ts";
import { webAppRoutes } from "./static-files.ts";

let dist: string;
beforeAll(() => {
  dist = mkdtempSync(join(tmpdir(), "vitalog-web-"));
  mkdirSync(join(dist, "assets"));
  writeFileSync(
    join(dist, "index.html"),
    '<!doctype html><title>Vitalog</title><div id="root"></div><script type="module" src="/assets/app-1a2b.js"></script>',
  );
  writeFileSync(join(dist, "assets/app-1a2b.js"), "console.log('vitalog');".repeat(100));
  writeFileSync(join(dist, "favicon.svg"), "<svg/>");
  mkdirSync(join(dist, "preview/weight"), { recursive: true });
  writeFileSync(join(dist, "preview/weight/index.html"), "<h1>Weight, prerendered</h1>");
  writeFileSync(join(tmpdir(), "outside.txt"), "not for you");
});

describe("web app serving", () => {
  it("serves hashed assets for a year and everything else revalidated", async () => {
    const app = webAppRoutes(dist);
    const asset = await app.request("/assets/app-1a2b.js");
    expect(asset.status).toBe(200);
    expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(asset.headers.get("content-type")).toMatch(/javascript/);

    const icon = await app.request("/favicon.svg");
    expect(icon.headers.get("cache-control")).toBe("no-cache");
    expect(icon.headers.get("content-type")).toMatch(/svg/);
  });

  it("answers client-side routes with index.html", async () => {
    const app = webAppRoutes(dist);
    for (const path of ["/", "/auth", "/dashboard/weight/edit/123", "/profile/jane.doe"]) {
      const response = await app.request(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get("cache-control")).toBe("no-cache");
      expect(await response.text()).toContain("/assets/app-1a2b.js");
    }
  });

  it("answers a prerendered page with its own HTML, and only its exact path", async () => {
    const app = webAppRoutes(dist);
    const page = await app.request("/preview/weight");
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("no-cache");
    expect(await page.text()).toBe("<h1>Weight, prerendered</h1>");
    expect(await (await app.request("/preview/weight/add")).text()).toMatch(/app-1a2b\.js/);
    expect(await (await app.request("/preview")).text()).toMatch(/app-1a2b\.js/);
  });

  it("does not answer missing files with the app, nor leave its folder", async () => {
    const app = webAppRoutes(dist);
    expect((await app.request("/assets/app-old.js")).status).toBe(404);
    expect((await app.request("/robots.txt")).status).toBe(404);
    const traversal = await app.request("/..%2Foutside.txt");
    expect(await traversal.text()).not.toContain("not for you");
  });

  it("answers a page the renderer renders with its HTML and data, any other with index.html", async () => {
    const asked: string[] = [];
    const visitors: PageVisitor[] = [];
    const app = webAppRoutes(dist, async (url, visitor) => {
      asked.push(url);
      visitors.push(visitor);
      return new URL(url).pathname === "/preview/courses"
        ? { html: "<h1>Courses</h1>", title: "Courses · Vitalog", state: { queries: [] } }
        : null;
    });
    const page = await (
      await app.request("/preview/courses?level=beginner", {
        headers: { "user-agent": "Phone", cookie: "vitalog.session_token=secret" },
      })
    ).text();
    expect(page).toContain('<div id="root" data-prerendered inert><h1>Courses</h1></div>');
    expect(page).toContain("<title>Courses · Vitalog</title>");
    expect(page).toContain('<script type="application/json" id="vitalog-initial-data">');
    expect(asked).toEqual(["http://localhost/preview/courses?level=beginner"]);
    // The renderer knows the visitor as the API would (an article view counts once per
    // visitor), never by their cookies.
    expect(visitors[0]?.headers).toEqual({ "user-agent": "Phone", "x-forwarded-for": undefined });
    // A page prerendered at build time and a file are answered without rendering.
    await app.request("/preview/weight");
    await app.request("/favicon.svg");
    expect(asked).toHaveLength(1);
    const other = await (await app.request("/dashboard/weight")).text();
    expect(other).toContain('<div id="root"></div>');
  });

  it("compresses text when the client accepts it", async () => {
    const app = webAppRoutes(dist);
    const response = await app.request("/assets/app-1a2b.js", {
      headers: { "Accept-Encoding": "gzip" },
    });
    expect(response.headers.get("content-encoding")).toBe("gzip");
  });

  it("says clearly when the web app has not been built", async () => {
    const app = webAppRoutes(join(dist, "missing"));
    const response = await app.request("/");
    expect(response.status).toBe(503);
    expect(await response.text()).toContain("web app has not been built");
  });
});
