// Odd input on every community read and write: a 4xx with a message, never a server error.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp, type TestUser } from "../../../test/test-app.ts";

let t: TestApp;
let person: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  person = await t.signUp();
});
afterAll(() => t.close());

/** URL-encoded values a client could send in a path or a query string. */
const ODD = [
  "%00",
  "a%00b",
  "%27%3B--",
  "%25",
  "%5C",
  "%E2%80%AE",
  "x".repeat(150),
  "..%2F..",
  "%F0%9F%98%80",
  "-1",
  "1e99",
];

describe("odd input", () => {
  it("never makes a community route fail on the server's side", async () => {
    const failures: string[] = [];
    const check = async (label: string, response: Promise<Response>) => {
      const reply = await response;
      if (reply.status >= 500) failures.push(`${label} -> ${reply.status}`);
    };
    for (const odd of ODD) {
      for (const path of [
        `/api/v1/articles/by-slug/${odd}`,
        `/api/v1/articles/${odd}`,
        `/api/v1/articles/${odd}/comments?cursor=${odd}`,
        `/api/v1/articles?q=${odd}&tag=${odd}&cursor=${odd}&limit=${odd}`,
        `/api/v1/articles?category=${odd}`,
        `/api/v1/me/articles?cursor=${odd}&status=${odd}`,
        `/api/v1/profiles/${odd}`,
        `/api/v1/profiles/${odd}/photo?v=${odd}`,
        `/api/v1/groups?q=${odd}&cursor=${odd}&topic=${odd}`,
        `/api/v1/groups/${odd}/threads?cursor=${odd}`,
        `/api/v1/threads/${odd}/posts?cursor=${odd}`,
        `/api/v1/feature-requests?q=${odd}&cursor=${odd}&sort=newest`,
        `/api/v1/feature-requests/${odd}/comments?cursor=${odd}`,
        `/api/v1/community-files/editor-images/${odd}/${odd}`,
      ]) {
        await check(`GET ${path}`, t.request(path));
        await check(`GET ${path} (signed in)`, t.request(path, { as: person }));
      }
      const text = decodeURIComponent(odd.replace(/%00/g, ""));
      for (const [path, body] of [
        ["/api/v1/articles", { title: `Odd ${text}`, content: text, tags: [text], slug: text }],
        ["/api/v1/groups", { name: `Odd ${text}`, topic: "sleep", description: text }],
        [
          "/api/v1/feature-requests",
          { title: `Odd ${text}`, description: text, category: "other" },
        ],
      ] as const) {
        await check(`POST ${path}`, t.request(path, { method: "POST", json: body, as: person }));
      }
      await check(
        "PATCH /api/v1/profile/public",
        t.request("/api/v1/profile/public", {
          method: "PATCH",
          json: { username: text, bio: text },
          as: person,
        }),
      );
    }
    expect(failures).toEqual([]);
    const nul = await t.request("/api/v1/articles/by-slug/a%00b");
    expect(nul.status).toBe(400);
  });
});
