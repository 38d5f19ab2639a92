// Expert replies on PGlite: 20 people, each in their own session, send messages while a local
// OpenAI-compatible server answers at once; once reading each reply for 2 s before the next
// message (the target's load), once back to back (a stress figure). Measured per message: time
// to the first byte of the streamed reply (target p99 100 ms), to the first text of the reply,
// and to its end (stored, screened, credit used).
import { createServer } from "node:http";
import { signUp, startServer, writeResult } from "./lib.mjs";

const SESSIONS = Number(process.env.BENCH_EXPERT_SESSIONS ?? 20);
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const TARGET_P99_MS = 100;
/** How long a person takes to read a reply and write the next message (kept short). */
const READING_MS = Number(process.env.BENCH_EXPERT_READING_MS ?? 2000);
const REPLY =
  "That sounds like a hard week. What is one small thing that helped, even a little? We can start there.";

/** An OpenAI-compatible chat completions endpoint that streams REPLY with no delay. */
function startInstantModel() {
  const server = createServer((request, response) => {
    const chunks = [];
    request.on("data", (c) => chunks.push(c));
    request.on("end", () => {
      const body = JSON.parse(Buffer.concat(chunks).toString("utf8") || "{}");
      const base = { id: "bench", object: "chat.completion.chunk", created: 1, model: body.model };
      response.writeHead(200, { "content-type": "text/event-stream" });
      const send = (data) => response.write(`data: ${JSON.stringify(data)}\n\n`);
      send({ ...base, choices: [{ index: 0, delta: { role: "assistant", content: "" } }] });
      for (const piece of REPLY.match(/\S+\s*/g)) {
        send({ ...base, choices: [{ index: 0, delta: { content: piece }, finish_reason: null }] });
      }
      send({ ...base, choices: [{ index: 0, delta: {}, finish_reason: "stop" }] });
      send({
        ...base,
        choices: [],
        usage: { prompt_tokens: 300, completion_tokens: 25, total_tokens: 325 },
      });
      response.end("data: [DONE]\n\n");
    });
  });
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () =>
      resolve({
        baseUrl: `http://127.0.0.1:${server.address().port}/v1`,
        close: () => new Promise((done) => server.close(done)),
      }),
    ),
  );
}

const percentile = (sorted, p) =>
  sorted.length === 0
    ? null
    : Math.round(
        sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] * 10,
      ) / 10;

/** One message: when the first byte, the first reply text and the end of the stream arrived. */
async function sendMessage(baseUrl, person, sessionId, n) {
  const started = performance.now();
  const response = await fetch(`${baseUrl}/api/v1/experts/sessions/${sessionId}/messages`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: baseUrl, cookie: person.cookie },
    body: JSON.stringify({ content: `Message ${n}: my week was busy and I slept badly.` }),
  });
  if (response.status !== 200) throw new Error(`message ${n}: ${response.status}`);
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let firstByte = null;
  let firstText = null;
  let text = "";
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    const now = performance.now();
    firstByte ??= now - started;
    text += decoder.decode(value, { stream: true });
    if (firstText === null && text.includes('"type":"text-delta"')) firstText = now - started;
  }
  if (!text.includes('"type":"finish"')) throw new Error(`message ${n}: the reply did not finish`);
  return { firstByte, firstText, total: performance.now() - started };
}

/** Every session sends messages until the time is up, pausing `pauseMs` after each reply. */
async function measure(baseUrl, people, pauseMs) {
  const samples = [];
  const until = performance.now() + DURATION_S * 1000;
  await Promise.all(
    people.map(async ({ person, sessionId }, i) => {
      // Staggered starts, as people do not all press send at the same instant.
      await new Promise((r) => setTimeout(r, (pauseMs * i) / people.length));
      for (let n = 0; performance.now() < until; n++) {
        samples.push(await sendMessage(baseUrl, person, sessionId, n));
        if (pauseMs > 0) await new Promise((r) => setTimeout(r, pauseMs));
      }
    }),
  );
  const sorted = (key) => samples.map((s) => s[key]).sort((a, b) => a - b);
  const figures = (key) => {
    const values = sorted(key);
    return { p50: percentile(values, 50), p99: percentile(values, 99) };
  };
  return {
    messages: samples.length,
    messagesPerSec: Math.round((samples.length / DURATION_S) * 10) / 10,
    firstByteMs: figures("firstByte"),
    firstReplyTextMs: figures("firstText"),
    wholeReplyMs: figures("total"),
  };
}

export async function benchExperts(dataDir) {
  const model = await startInstantModel();
  const server = await startServer({
    DATA_DIR: dataDir,
    AI_BASE_URL: model.baseUrl,
    AI_MODEL: "bench-model",
    AI_FREE_CREDITS_PER_MONTH: "1000",
    AUTH_RATE_LIMIT: "false",
  });
  try {
    const tag = Date.now();
    const people = [];
    for (let i = 0; i < SESSIONS; i++) {
      const person = await signUp(server.baseUrl, `bench-expert-${tag}-${i}@example.com`);
      const response = await fetch(`${server.baseUrl}/api/v1/experts/sessions`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          origin: server.baseUrl,
          cookie: person.cookie,
        },
        body: JSON.stringify({ expert: "psychologist", category: "sleep" }),
      });
      if (response.status !== 201) throw new Error(`session: ${response.status}`);
      people.push({ person, sessionId: (await response.json()).id });
    }
    // Warm-up: one message each.
    await Promise.all(people.map((p, i) => sendMessage(server.baseUrl, p.person, p.sessionId, i)));

    const backToBack = await measure(server.baseUrl, people, 0);
    const reading = await measure(server.baseUrl, people, READING_MS);
    writeResult("experts-pglite", {
      database: "pglite",
      model: "local OpenAI-compatible server answering at once",
      sessions: SESSIONS,
      durationS: DURATION_S,
      // The target is read with people reading each reply before they write the next message.
      reading: {
        load: `closed loop: ${SESSIONS} concurrent sessions, each writing its next message ${READING_MS} ms after the reply ends`,
        ...reading,
      },
      backToBack: {
        load: `closed loop: ${SESSIONS} concurrent sessions, each sending its next message the moment the reply ends`,
        ...backToBack,
      },
      targetP99FirstByteMs: TARGET_P99_MS,
      meetsTarget: reading.firstByteMs.p99 !== null && reading.firstByteMs.p99 <= TARGET_P99_MS,
    });
  } finally {
    await server.stop();
    await model.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { mkdtempSync } = await import("node:fs");
  const { tmpdir } = await import("node:os");
  const { join } = await import("node:path");
  await benchExperts(mkdtempSync(join(tmpdir(), "vitalog-bench-experts-")));
}
