import { Writable } from "node:stream";
import { schema } from "@vitalog/db";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import {
  type OpenAiCompatibleServer,
  startOpenAiCompatibleServer,
} from "../../test/openai-compatible-server.ts";
import { createTestApp, type TestApp, type TestUser } from "../../test/test-app.ts";
import { asViewer, type RequestContext, systemContext } from "../context.ts";
import type { AiConfig } from "../env.ts";
import { AppError } from "../errors.ts";
import { createLogger } from "../logger.ts";
import { AI_NO_ANSWER, AI_NOT_CONFIGURED, type Ai, createAi } from "./ai.ts";

const SECRET_PROMPT = "My resting heart rate was 58 and I slept 5.5 hours";

describe("the AI provider layer against an OpenAI-compatible server", () => {
  let t: TestApp;
  let server: OpenAiCompatibleServer;
  let person: TestUser;
  let lines: string[];
  let ai: Ai;
  let ctx: RequestContext;

  const config = (overrides: Partial<AiConfig> = {}): AiConfig => ({
    baseUrl: server.baseUrl,
    apiKey: "sk-test-key",
    model: "test-model",
    timeoutMs: 10_000,
    freeCreditsPerMonth: 5,
    ...overrides,
  });

  beforeAll(async () => {
    t = await createTestApp();
    server = await startOpenAiCompatibleServer();
    person = await t.signUp();
    lines = [];
    const log = createLogger(
      "info",
      new Writable({
        write(chunk, _encoding, callback) {
          lines.push(String(chunk));
          callback();
        },
      }),
    );
    ai = createAi(config(), log);
    ctx = asViewer(systemContext(t.db, log), { id: person.id, isAdmin: false });
  });
  afterAll(async () => {
    await server.close();
    await t.close();
  });

  const callsOf = (purpose: string) =>
    t.db.select().from(schema.aiCalls).where(eq(schema.aiCalls.purpose, purpose));

  it("generates text, records the usage in a row and a log line, and never the prompt", async () => {
    server.reply({
      text: "Your sleep looks steady.",
      usage: { prompt_tokens: 31, completion_tokens: 9 },
    });
    const result = await ai.generateText(ctx, {
      purpose: "test-text",
      system: "You are a careful assistant.",
      prompt: SECRET_PROMPT,
      maxOutputTokens: 200,
      temperature: 0.2,
    });
    expect(result).toEqual({
      text: "Your sleep looks steady.",
      usage: { inputTokens: 31, outputTokens: 9, totalTokens: 40 },
    });

    const sent = server.requests.at(-1);
    expect(sent?.authorization).toBe("Bearer sk-test-key");
    expect(sent?.body?.model).toBe("test-model");
    expect(JSON.stringify(sent?.body?.messages)).toContain(SECRET_PROMPT);

    const rows = await callsOf("test-text");
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      userId: person.id,
      model: "test-model",
      inputTokens: 31,
      outputTokens: 9,
      outcome: "ok",
    });
    const line = lines.map((l) => JSON.parse(l)).find((l) => l.purpose === "test-text");
    expect(line).toMatchObject({
      level: "info",
      purpose: "test-text",
      model: "test-model",
      inputTokens: 31,
      outputTokens: 9,
      outcome: "ok",
    });
    expect(typeof line.ms).toBe("number");
    expect(lines.join("")).not.toContain("resting heart rate");
    expect(lines.join("")).not.toContain("sleep looks steady");
  });

  it("streams text in chunks and reports the usage of the final chunk", async () => {
    server.reply({
      text: "One small step each day adds up.",
      usage: { prompt_tokens: 20, completion_tokens: 8 },
    });
    const stream = ai.streamText(ctx, { purpose: "test-stream", prompt: SECRET_PROMPT });
    const chunks: string[] = [];
    for await (const chunk of stream.textStream) chunks.push(chunk);
    expect(chunks.length).toBeGreaterThan(1);
    expect(chunks.join("")).toBe("One small step each day adds up.");
    expect(await stream.text).toBe("One small step each day adds up.");
    expect(await stream.usage).toEqual({ inputTokens: 20, outputTokens: 8, totalTokens: 28 });
    expect(server.requests.at(-1)?.body).toMatchObject({
      stream: true,
      stream_options: { include_usage: true },
    });
    const rows = await callsOf("test-stream");
    expect(rows).toMatchObject([{ inputTokens: 20, outputTokens: 8, outcome: "ok" }]);
    expect(lines.join("")).not.toContain("resting heart rate");
  });

  it("returns an object checked against a zod schema", async () => {
    const Summary = z.object({ headline: z.string(), tryFor: z.number().int() });
    server.reply({ text: JSON.stringify({ headline: "Walk after lunch", tryFor: 14 }) });
    const result = await ai.generateObject(ctx, {
      purpose: "test-object",
      prompt: SECRET_PROMPT,
      schema: Summary,
      schemaName: "summary",
    });
    expect(result.object).toEqual({ headline: "Walk after lunch", tryFor: 14 });
    expect(server.requests.at(-1)?.body?.response_format).toMatchObject({
      type: "json_schema",
      json_schema: { name: "summary" },
    });
    expect(await callsOf("test-object")).toMatchObject([{ outcome: "ok" }]);
  });

  it("answers 503 when the object does not match the schema", async () => {
    server.reply({ text: JSON.stringify({ headline: 3 }) });
    const error = await ai
      .generateObject(ctx, {
        purpose: "test-bad-object",
        prompt: SECRET_PROMPT,
        schema: z.object({ headline: z.string() }),
      })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: "SERVICE_UNAVAILABLE", message: AI_NO_ANSWER });
    expect(await callsOf("test-bad-object")).toMatchObject([{ outcome: "error" }]);
  });

  it("retries once after a 500 and then succeeds", async () => {
    const before = server.requests.length;
    server.replies({ status: 500 }, { text: "Second time lucky." });
    const result = await ai.generateText(ctx, { purpose: "test-retry", prompt: "hello" });
    expect(result.text).toBe("Second time lucky.");
    expect(server.requests.length - before).toBe(2);
    expect(await callsOf("test-retry")).toMatchObject([{ outcome: "ok" }]);
  });

  it("gives up after one retry: two 429s are a 503 with a clear message, logged without the prompt", async () => {
    const before = server.requests.length;
    server.replies({ status: 429 });
    const error = await ai
      .generateText(ctx, { purpose: "test-failing", prompt: SECRET_PROMPT })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({
      code: "SERVICE_UNAVAILABLE",
      status: 503,
      message: "The AI service did not answer. Please try again.",
    });
    expect(server.requests.length - before).toBe(2);
    expect(await callsOf("test-failing")).toMatchObject([{ outcome: "error", inputTokens: 0 }]);
    const failure = lines
      .map((l) => JSON.parse(l))
      .find((l) => l.msg === "the AI call failed" && l.purpose === "test-failing");
    expect(failure).toMatchObject({ level: "error", purpose: "test-failing" });
    expect(lines.join("")).not.toContain("resting heart rate");
  });

  it("times out a slow reply with a 503", async () => {
    const slow = createAi(config({ timeoutMs: 300 }), ctx.log);
    server.replies({ text: "too late", delayMs: 3000 });
    const started = performance.now();
    const error = await slow
      .generateText(ctx, { purpose: "test-timeout", prompt: "hello" })
      .catch((e: unknown) => e);
    expect(performance.now() - started).toBeLessThan(2500);
    expect(error).toMatchObject({ code: "SERVICE_UNAVAILABLE", message: AI_NO_ANSWER });
    expect(await callsOf("test-timeout")).toMatchObject([{ outcome: "timeout" }]);
  });

  it("reports a failed stream as a 503 at its end", async () => {
    server.replies({ status: 500 });
    const stream = ai.streamText(ctx, { purpose: "test-stream-failing", prompt: "hello" });
    const error = await (async () => {
      for await (const _ of stream.textStream) {
        // nothing arrives
      }
    })().catch((e: unknown) => e);
    expect(error).toMatchObject({ code: "SERVICE_UNAVAILABLE", message: AI_NO_ANSWER });
    await expect(stream.text).rejects.toMatchObject({ code: "SERVICE_UNAVAILABLE" });
    expect(await callsOf("test-stream-failing")).toMatchObject([{ outcome: "error" }]);
  });

  it("answers 503 'AI is not configured on this server' for every method without a base URL or model", async () => {
    for (const off of [
      createAi(config({ baseUrl: undefined }), ctx.log),
      createAi(config({ model: undefined }), ctx.log),
    ]) {
      expect(off.configured).toBe(false);
      expect(off.model).toBeNull();
      const expected = { code: "SERVICE_UNAVAILABLE", status: 503, message: AI_NOT_CONFIGURED };
      await expect(off.generateText(ctx, { purpose: "x", prompt: "y" })).rejects.toMatchObject(
        expected,
      );
      await expect(
        off.generateObject(ctx, { purpose: "x", prompt: "y", schema: z.object({}) }),
      ).rejects.toMatchObject(expected);
      expect(() => off.streamText(ctx, { purpose: "x", prompt: "y" })).toThrow(AI_NOT_CONFIGURED);
    }
    expect(AI_NOT_CONFIGURED).toBe("AI is not configured on this server");
  });

  it("the AI server's model list answers", async () => {
    const reply = await fetch(`${server.baseUrl}/models`);
    expect(await reply.json()).toMatchObject({ data: [{ id: "test-model" }] });
  });
});
