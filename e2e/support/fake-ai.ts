import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local OpenAI-compatible server for the suites: `POST /v1/chat/completions` streams a reply
 * (SSE chunks a word at a time, a short pause between them, so a page can be seen filling in),
 * or answers it as JSON without `stream`. `reply` chooses the text from the last user message.
 */
export interface FakeAi {
  /** The base URL to set as AI_BASE_URL. */
  baseUrl: string;
  /** The user messages each completion received, in order. */
  prompts: string[];
  close(): Promise<void>;
}

function body(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on("data", (c: Buffer) => chunks.push(c));
    request.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    request.on("error", reject);
  });
}

function lastUserText(messages: { role: string; content: unknown }[]): string {
  const last = [...messages].reverse().find((m) => m.role === "user");
  if (!last) return "";
  if (typeof last.content === "string") return last.content;
  return Array.isArray(last.content)
    ? last.content.map((p: { text?: string }) => p.text ?? "").join("")
    : "";
}

export async function startFakeAi(
  reply: (prompt: string) => string,
  pauseMs = 40,
): Promise<FakeAi> {
  const prompts: string[] = [];
  const server: Server = createServer(async (request, response) => {
    const raw = await body(request);
    const path = new URL(request.url ?? "/", "http://localhost").pathname;
    if (request.method !== "POST" || path !== "/v1/chat/completions") {
      response.writeHead(404, { "Content-Type": "application/json" });
      response.end(JSON.stringify({ error: { message: "not found" } }));
      return;
    }
    const input = JSON.parse(raw) as {
      model: string;
      stream?: boolean;
      messages: { role: string; content: unknown }[];
    };
    const prompt = lastUserText(input.messages);
    prompts.push(prompt);
    const text = reply(prompt);
    const usage = { prompt_tokens: 20, completion_tokens: 10, total_tokens: 30 };
    const base = { id: "chatcmpl-e2e", created: 1, model: input.model };
    if (!input.stream) {
      response.writeHead(200, { "Content-Type": "application/json" });
      response.end(
        JSON.stringify({
          ...base,
          object: "chat.completion",
          choices: [
            { index: 0, message: { role: "assistant", content: text }, finish_reason: "stop" },
          ],
          usage,
        }),
      );
      return;
    }
    response.writeHead(200, { "Content-Type": "text/event-stream", "Cache-Control": "no-cache" });
    const send = (data: unknown) =>
      response.write(
        `data: ${JSON.stringify({ ...base, object: "chat.completion.chunk", ...(data as object) })}\n\n`,
      );
    send({
      choices: [{ index: 0, delta: { role: "assistant", content: "" }, finish_reason: null }],
    });
    for (const piece of text.match(/\S+\s*/g) ?? []) {
      await new Promise((r) => setTimeout(r, pauseMs));
      send({ choices: [{ index: 0, delta: { content: piece }, finish_reason: null }] });
    }
    send({ choices: [{ index: 0, delta: {}, finish_reason: "stop" }] });
    send({ choices: [], usage });
    response.end("data: [DONE]\n\n");
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    prompts,
    close: () => new Promise((done) => server.close(() => done())),
  };
}
