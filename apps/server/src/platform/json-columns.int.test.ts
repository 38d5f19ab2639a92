// Every JSON column stores a string holding half a surrogate pair (which JSON text allows and
// PostgreSQL's jsonb refuses) with U+FFFD in its place, as a text column does.
import { schema } from "@vitalog/db";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("JSON columns", () => {
  it("store a lone surrogate as U+FFFD and keep whole pairs", async () => {
    const user = await t.signUp();
    const [row] = await t.db
      .insert(schema.mailOutbox)
      .values({
        userId: user.id,
        to: "someone@example.com",
        subject: "Lone halves",
        text: "text",
        links: ["a\ud800b", "\udc00", "pair \ud83d\ude00 kept"],
      })
      .returning({ id: schema.mailOutbox.id });
    const [stored] = await t.db
      .select({ links: schema.mailOutbox.links })
      .from(schema.mailOutbox)
      .where(eq(schema.mailOutbox.id, row?.id ?? ""));
    expect(stored?.links).toEqual(["a\ufffdb", "\ufffd", "pair 😀 kept"]);
  });
});
