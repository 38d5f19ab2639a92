import type { AddressInfo } from "node:net";
import { type ServerType, serve } from "@hono/node-server";
import { schema } from "@vitalog/db";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  aiConfigFor,
  type OpenAiCompatibleServer,
  startOpenAiCompatibleServer,
} from "../../../test/openai-compatible-server.ts";
import { createTestApp, json, type TestApp, type TestUser } from "../../../test/test-app.ts";

// Stopping a reply: a real HTTP server and a real fetch, aborted while the reply streams.

let t: TestApp;
let model: OpenAiCompatibleServer;
let server: ServerType;
let base: string;

beforeAll(async () => {
  model = await startOpenAiCompatibleServer();
  t = await createTestApp({ ai: aiConfigFor(model) });
  server = serve({ fetch: t.app.fetch, port: 0, hostname: "127.0.0.1" });
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await t.close();
  await model.close();
});

function send(user: TestUser, sessionId: string, content: string, signal?: AbortSignal) {
  return fetch(`${base}/api/v1/experts/sessions/${sessionId}/messages`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      Origin: new URL(t.config.publicUrl).origin,
      Cookie: user.cookie,
    },
    body: JSON.stringify({ content }),
    ...(signal ? { signal } : {}),
  });
}

const credits = async (user: TestUser) =>
  json<{ freeRemaining: number; balance: number }>(
    await t.request("/api/v1/ai/credits", { as: user }),
  );

const messagesOf = async (user: TestUser, sessionId: string) =>
  (
    await json<{ messages: { role: string; content: string }[] }>(
      await t.request(`/api/v1/experts/sessions/${sessionId}`, { as: user }),
    )
  ).messages;

async function until(check: () => Promise<boolean>, ms = 5_000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error("timed out waiting");
    await new Promise((r) => setTimeout(r, 25));
  }
}

describe("stopping an expert's reply while it streams", () => {
  it("charges nothing, stores nothing, releases the hold, logs no error; the next message works", async () => {
    const person = await t.signUp();
    const created = await t.request("/api/v1/experts/sessions", {
      json: { expert: "healthcoach" },
      as: person,
    });
    const sessionId = (await json<{ id: string }>(created)).id;
    const errors = vi.spyOn(t.log, "error");

    // 1. A slow reply: its first sentence arrives, then the person presses Stop.
    model.reply({
      text: "Start with a ten minute walk. Then add two minutes each week. Keep a note of how you feel. Rest when you need to.",
      chunkDelayMs: 150,
    });
    const controller = new AbortController();
    const response = await send(person, sessionId, "How do I walk more?", controller.signal);
    expect(response.status).toBe(200);
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    let received = "";
    while (!received.includes('"type":"text-delta"')) {
      const { value, done } = await reader.read();
      if (done) throw new Error("the reply ended before any text");
      received += decoder.decode(value, { stream: true });
    }
    expect(received).toContain("Start with a ten minute walk.");
    controller.abort();
    await reader.read().catch(() => undefined);

    // 2. The model's request is dropped, and the hold released: nothing is held, nothing charged.
    await until(async () => {
      const holds = await t.db
        .select()
        .from(schema.aiCreditHolds)
        .where(eq(schema.aiCreditHolds.userId, person.id));
      return holds.length === 0;
    });
    expect((await credits(person)).freeRemaining).toBe(5);
    const ledger = await t.db
      .select()
      .from(schema.aiCreditLedger)
      .where(eq(schema.aiCreditLedger.userId, person.id));
    expect(ledger).toEqual([]);

    // 3. Nothing of the stopped exchange is stored (docs/decisions.md: a stopped reply).
    expect(await messagesOf(person, sessionId)).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
    const calls = await t.db
      .select()
      .from(schema.aiCalls)
      .where(eq(schema.aiCalls.userId, person.id));
    expect(calls.map((c) => c.outcome)).toEqual(["stopped"]);
    errors.mockRestore();

    // 4. The session takes the next message, which completes and costs its one credit.
    model.reply({ text: "Good question. Walk after each meal." });
    const next = await send(person, sessionId, "How do I walk more?");
    expect(next.status).toBe(200);
    const body = await next.text();
    expect(body).toContain("Walk after each meal.");
    expect(body).toContain('"type":"finish"');
    expect((await messagesOf(person, sessionId)).map((m) => [m.role, m.content])).toEqual([
      ["user", "How do I walk more?"],
      ["assistant", "Good question. Walk after each meal."],
    ]);
    expect((await credits(person)).freeRemaining).toBe(4);
  });
});
