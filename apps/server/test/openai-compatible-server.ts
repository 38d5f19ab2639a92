// A small OpenAI-compatible server for tests: POST /v1/chat/completions (JSON, or SSE chunks
// with `stream: true` and a final usage chunk when `stream_options.include_usage`) and
// GET /v1/models. Each test sets what it answers; every request is recorded.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { AiConfig } from "../src/env.ts";

export interface ChatRequest {
  model: string;
  messages: { role: string; content: unknown }[];
  stream?: boolean;
  stream_options?: { include_usage?: boolean };
  response_format?: { type: string; json_schema?: { name?: string; schema?: unknown } };
  max_tokens?: number;
  temperature?: number;
  [key: string]: unknown;
}

export interface RecordedRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  body: ChatRequest | null;
}

/** One reply: text (or JSON for structured output), an error status, a delay. */
export interface FakeReply {
  /** The assistant's text; for an object reply, `JSON.stringify` it. */
  text?: string;
  /** Answer this status with an OpenAI-style error body instead. */
  status?: number;
  /** Wait this long before answering. */
  delayMs?: number;
  /** When streaming, wait this long before each further chunk of text (a slow reply). */
  chunkDelayMs?: number;
  usage?: { prompt_tokens: number; completion_tokens: number };
}

export type ReplyFor = FakeReply | ((request: ChatRequest, index: number) => FakeReply);

export interface OpenAiCompatibleServer {
  /** The base URL to configure: `http://127.0.0.1:<port>/v1`. */
  baseUrl: string;
  requests: RecordedRequest[];
  /** What every chat completion answers from now on. */
  reply(reply: ReplyFor): void;
  /** Answers these, one per chat completion, in order; then the last one again. */
  replies(...replies: FakeReply[]): void;
  close(): Promise<void>;
}

const DEFAULT_USAGE = { prompt_tokens: 12, completion_tokens: 7 };

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    request.on("error", reject);
  });
}

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { "Content-Type": "application/json" });
  response.end(JSON.stringify(body));
}

function wait(ms: number, response: ServerResponse): Promise<boolean> {
  return new Promise((resolve) => {
    if (ms <= 0) return resolve(true);
    const closed = () => {
      clearTimeout(timer);
      resolve(false);
    };
    const timer = setTimeout(() => {
      response.off("close", closed);
      resolve(true);
    }, ms);
    response.on("close", closed);
  });
}

function usageOf(reply: FakeReply) {
  const usage = reply.usage ?? DEFAULT_USAGE;
  return { ...usage, total_tokens: usage.prompt_tokens + usage.completion_tokens };
}

async function streamReply(
  response: ServerResponse,
  request: ChatRequest,
  reply: FakeReply,
): Promise<void> {
  response.writeHead(200, {
    "Content-Type": "text/event-stream",
    "Cache-Control": "no-cache",
    Connection: "keep-alive",
  });
  const base = {
    id: "chatcmpl-test",
    object: "chat.completion.chunk",
    created: 1,
    model: request.model,
  };
  const send = (data: unknown) => response.write(`data: ${JSON.stringify(data)}\n\n`);
  send({
    ...base,
    choices: [{ index: 0, delta: { role: "assistant", content: "" }, finish_reason: null }],
  });
  const text = reply.text ?? "";
  // A few chunks, split on spaces, so a reader sees the text arrive in parts.
  for (const [index, piece] of (text.match(/\S+\s*|\s+/g) ?? []).entries()) {
    if (index > 0 && reply.chunkDelayMs && !(await wait(reply.chunkDelayMs, response))) return;
    send({ ...base, choices: [{ index: 0, delta: { content: piece }, finish_reason: null }] });
  }
  send({ ...base, choices: [{ index: 0, delta: {}, finish_reason: "stop" }] });
  if (request.stream_options?.include_usage) send({ ...base, choices: [], usage: usageOf(reply) });
  response.end("data: [DONE]\n\n");
}

/** The app's AI settings pointing at `model`, with 5 free credits a month. */
export function aiConfigFor(
  model: { baseUrl: string },
  overrides: Partial<AiConfig> = {},
): AiConfig {
  return {
    baseUrl: model.baseUrl,
    apiKey: "sk-test",
    model: "test-model",
    timeoutMs: 10_000,
    freeCreditsPerMonth: 5,
    ...overrides,
  };
}

export async function startOpenAiCompatibleServer(): Promise<OpenAiCompatibleServer> {
  const requests: RecordedRequest[] = [];
  let replyFor: ReplyFor = { text: "Hello from the test model." };
  let queue: FakeReply[] = [];
  let completions = 0;

  const server: Server = createServer(async (request, response) => {
    const path = new URL(request.url ?? "/", "http://localhost").pathname;
    const raw = await readBody(request);
    let body: ChatRequest | null = null;
    try {
      body = raw ? (JSON.parse(raw) as ChatRequest) : null;
    } catch {
      body = null;
    }
    requests.push({
      method: request.method ?? "GET",
      path,
      authorization: request.headers.authorization,
      body,
    });

    if (request.method === "GET" && path === "/v1/models") {
      sendJson(response, 200, {
        object: "list",
        data: [{ id: "test-model", object: "model", owned_by: "test" }],
      });
      return;
    }
    if (request.method !== "POST" || path !== "/v1/chat/completions" || !body) {
      sendJson(response, 404, { error: { message: "not found", type: "invalid_request_error" } });
      return;
    }
    const index = completions++;
    const reply =
      queue.length > 0
        ? ((queue.length > 1 ? queue.shift() : queue[0]) as FakeReply)
        : typeof replyFor === "function"
          ? replyFor(body, index)
          : replyFor;
    if (!(await wait(reply.delayMs ?? 0, response))) return;
    if (reply.status && reply.status >= 400) {
      sendJson(response, reply.status, {
        error: { message: `test error ${reply.status}`, type: "server_error", code: null },
      });
      return;
    }
    if (body.stream) {
      await streamReply(response, body, reply);
      return;
    }
    sendJson(response, 200, {
      id: "chatcmpl-test",
      object: "chat.completion",
      created: 1,
      model: body.model,
      choices: [
        {
          index: 0,
          message: { role: "assistant", content: reply.text ?? "" },
          finish_reason: "stop",
        },
      ],
      usage: usageOf(reply),
    });
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    reply(reply) {
      queue = [];
      replyFor = reply;
    },
    replies(...replies) {
      queue = replies;
    },
    close: () =>
      new Promise((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
