import { schema } from "@vitalog/db";
import { AiMessage, SCREENED_REPLY } from "@vitalog/domain";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  aiConfigFor,
  type OpenAiCompatibleServer,
  startOpenAiCompatibleServer,
} from "../../../test/openai-compatible-server.ts";
import { createTestApp, json, type TestApp, type TestUser } from "../../../test/test-app.ts";

interface Message {
  role: string;
  content: string;
  crisis: { kind: string } | null;
  screened: boolean;
}
interface Chunk {
  type: string;
  delta?: string;
  errorText?: string;
  data?: unknown;
}

let t: TestApp;
let model: OpenAiCompatibleServer;

beforeAll(async () => {
  model = await startOpenAiCompatibleServer();
  t = await createTestApp({ ai: aiConfigFor(model) });
});
afterAll(async () => {
  await t.close();
  await model.close();
});
beforeEach(() => {
  model.requests.length = 0;
});

async function startSession(user: TestUser, body: Record<string, unknown>) {
  const response = await t.request("/api/v1/experts/sessions", { json: body, as: user });
  expect(response.status).toBe(201);
  return (await json<{ id: string }>(response)).id;
}

/** Sends a message and reads the UI message stream: its chunks and the text shown. */
async function send(user: TestUser, sessionId: string, content: string) {
  const response = await t.request(`/api/v1/experts/sessions/${sessionId}/messages`, {
    json: { content },
    as: user,
  });
  const body = await response.text();
  const chunks: Chunk[] = response.headers.get("content-type")?.includes("text/event-stream")
    ? body
        .split("\n")
        .filter((line) => line.startsWith("data: ") && line !== "data: [DONE]")
        .map((line) => JSON.parse(line.slice(6)) as Chunk)
    : [];
  const shown = chunks
    .filter((c) => c.type === "text-delta")
    .map((c) => c.delta)
    .join("");
  return { response, body, chunks, shown };
}

const credits = async (user: TestUser) =>
  json<{ freeRemaining: number; balance: number }>(
    await t.request("/api/v1/ai/credits", { as: user }),
  );

const messagesOf = async (user: TestUser, sessionId: string) =>
  (
    await json<{ messages: Message[] }>(
      await t.request(`/api/v1/experts/sessions/${sessionId}`, { as: user }),
    )
  ).messages;

const systemPromptOf = (index = -1) => {
  const request = model.requests.filter((r) => r.path === "/v1/chat/completions").at(index);
  const system = request?.body?.messages.find((m) => m.role === "system");
  return String(system?.content ?? "");
};

describe("an expert's streamed reply", () => {
  it("streams, stores both messages and uses one credit", async () => {
    const person = await t.signUp();
    const sessionId = await startSession(person, { expert: "psychologist", category: "sleep" });
    model.reply({ text: "Try a short walk after lunch. Notice how you sleep that night." });

    // 1. The reply arrives as the AI SDK's UI message stream.
    const first = await send(person, sessionId, "I wake up at 4 am and can't fall asleep again.");
    expect(first.response.status).toBe(200);
    expect(first.response.headers.get("content-type")).toContain("text/event-stream");
    expect(first.chunks[0]?.type).toBe("start");
    expect(first.shown).toBe("Try a short walk after lunch. Notice how you sleep that night.");
    expect(first.chunks.at(-1)?.type).toBe("finish");

    // 2. The expert was told its role and category, and nothing shared.
    const system = systemPromptOf();
    expect(system).toContain("Sleep");
    expect(system).toContain("has not shared any of their tracked data");

    // 3. Both messages are stored; one free credit is used.
    expect((await messagesOf(person, sessionId)).map((m) => [m.role, m.content])).toEqual([
      ["user", "I wake up at 4 am and can't fall asleep again."],
      ["assistant", "Try a short walk after lunch. Notice how you sleep that night."],
    ]);
    expect((await credits(person)).freeRemaining).toBe(4);

    // 4. A second message: the expert reads the session so far.
    model.reply({ text: "That sounds tiring. What time do you go to bed?" });
    const second = await send(person, sessionId, "It has been going on for weeks.");
    expect(second.shown).toBe("That sounds tiring. What time do you go to bed?");
    const sent = model.requests.at(-1)?.body?.messages.map((m) => m.role);
    expect(sent).toEqual(["system", "user", "assistant", "user"]);
    expect((await credits(person)).freeRemaining).toBe(3);
  });

  it("charges nothing and stores nothing when the model fails", async () => {
    const person = await t.signUp();
    const sessionId = await startSession(person, { expert: "healthcoach" });
    model.reply({ status: 500 });
    const failed = await send(person, sessionId, "How do I walk more?");
    expect(
      failed.chunks.some((c) => c.type === "error" && c.errorText === AiMessage.noAnswer),
    ).toBe(true);
    expect(failed.shown).toBe("");
    expect(await messagesOf(person, sessionId)).toEqual([]);
    expect((await credits(person)).freeRemaining).toBe(5);
  });

  it("never shows an unsafe reply: the safe answer replaces it, sent and stored", async () => {
    const person = await t.signUp();
    const sessionId = await startSession(person, { expert: "physician" });
    model.reply({
      text: "Thanks for telling me. Based on what you describe, you have generalized anxiety disorder. Take 50 mg of sertraline each morning.",
    });
    const reply = await send(person, sessionId, "I feel on edge all the time.");
    expect(reply.body).not.toContain("sertraline");
    expect(reply.body).not.toContain("generalized anxiety disorder");
    const screened = reply.chunks.find((c) => c.type === "data-screened");
    expect(screened?.data).toMatchObject({ reason: "prescription" });
    expect(reply.shown).toBe(`Thanks for telling me. ${SCREENED_REPLY.prescription}`);
    const stored = await messagesOf(person, sessionId);
    expect(stored.at(-1)).toMatchObject({
      role: "assistant",
      content: SCREENED_REPLY.prescription,
      screened: true,
    });
    expect((await credits(person)).freeRemaining).toBe(4);
  });

  it("shows the expert only the summaries the person chose to share, and the journey step", async () => {
    const person = await t.signUp();
    const weighIn = await t.request("/api/v1/weight-entries", {
      json: { weightKg: 72.5, measuredAt: new Date(Date.now() - 3_600_000).toISOString() },
      as: person,
    });
    expect(weighIn.status).toBe(201);
    model.reply({ text: "Let us look at your questions." });

    // 1. Not shared: the weight never reaches the model.
    const closed = await startSession(person, {
      expert: "physician",
      journeyId: "preparing-for-a-check-up",
    });
    await send(person, closed, "What should I ask?");
    expect(systemPromptOf()).not.toContain("72.5 kg");
    expect(systemPromptOf()).toContain("Preparing for a check-up");

    // 2. Shared for this session: the summary is in the prompt.
    const open = await startSession(person, { expert: "physician", shareSummaries: ["weight"] });
    await send(person, open, "What should I ask?");
    expect(systemPromptOf()).toContain("72.5 kg");

    // 3. Sharing turned off again: gone from the next reply.
    await t.request(`/api/v1/experts/sessions/${open}`, {
      method: "PATCH",
      json: { shareSummaries: [] },
      as: person,
    });
    await send(person, open, "And anything else?");
    expect(systemPromptOf()).not.toContain("72.5 kg");
  });

  it("answers a crisis with the card even with no credits left, without calling the model", async () => {
    const person = await t.signUp();
    const sessionId = await startSession(person, { expert: "psychologist" });
    await t.db.insert(schema.aiCreditLedger).values({
      userId: person.id,
      amount: -5,
      bucket: "free",
      reason: "expert-message",
      reference: "spent",
      createdAt: new Date(),
    });
    expect((await credits(person)).balance).toBe(0);

    // 1. An ordinary message: not enough credits.
    const ordinary = await t.request(`/api/v1/experts/sessions/${sessionId}/messages`, {
      json: { content: "Can we talk about my week?" },
      as: person,
    });
    expect(ordinary.status).toBe(402);

    // 2. A crisis: the card, at once.
    const crisis = await t.request(`/api/v1/experts/sessions/${sessionId}/messages`, {
      json: { content: "i dont want to be alive anymore" },
      as: person,
    });
    expect(crisis.status).toBe(200);
    const body = await json<{ crisis: { kind: string; body: string } }>(crisis);
    expect(body.crisis.kind).toBe("self-harm");
    expect(body.crisis.body).toContain("988");
    expect(model.requests).toEqual([]);
    expect((await credits(person)).balance).toBe(0);
  });
});
