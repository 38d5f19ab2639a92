import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { Hono } from "hono";
import type { AppEnv } from "./app-env.ts";
import { readBytes } from "./static-files.ts";

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Vitalog API</title>
<link rel="stylesheet" href="/api/docs/swagger-ui.css">
</head>
<body>
<div id="swagger-ui"></div>
<script src="/api/docs/swagger-ui-bundle.js"></script>
<script src="/api/docs/init.js"></script>
</body>
</html>`;

const INIT = `window.ui = SwaggerUIBundle({
  url: "/api/v1/openapi.json",
  dom_id: "#swagger-ui",
  deepLinking: true,
  withCredentials: true,
});
`;

const ASSETS = {
  "swagger-ui.css": "text/css; charset=utf-8",
  "swagger-ui-bundle.js": "text/javascript; charset=utf-8",
} as const;

/** Swagger UI over our OpenAPI document, served from swagger-ui-dist (no CDN, no inline script). */
export function apiDocsRoutes() {
  const distDir = dirname(createRequire(import.meta.url).resolve("swagger-ui-dist/package.json"));
  const cache = new Map<string, Uint8Array<ArrayBuffer>>();
  const router = new Hono<AppEnv>();

  router.get("/", (c) => c.html(PAGE));
  router.get("/init.js", (c) =>
    c.body(INIT, 200, { "Content-Type": ASSETS["swagger-ui-bundle.js"] }),
  );
  for (const [name, type] of Object.entries(ASSETS)) {
    router.get(`/${name}`, async (c) => {
      let body = cache.get(name);
      if (!body) {
        body = await readBytes(join(distDir, name));
        cache.set(name, body);
      }
      return c.body(body, 200, { "Content-Type": type });
    });
  }
  return router;
}
