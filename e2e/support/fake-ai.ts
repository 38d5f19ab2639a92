import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local OpenAI-compatible server for the suites: `POST /v1/chat/completions` streams a reply
 * (SSE chunks a word at a time, a short pause between them, so a page can be seen filling in),
 * or answers it as JSON without `stream`. `reply` chooses the text from the last user message;
 * a structured-output request (`response_format` of type `json_schema`) is answered, when the
 * suite gives `structured`, with the JSON it builds from the schema and the prompt.
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

/** The part of a JSON schema the fake reads to build an answer. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  minItems?: number;
  minimum?: number;
  minLength?: number;
}

/** Builds a structured answer: `schema` is what the request's `response_format` asked for. */
export type StructuredReply = (schema: JsonSchema, prompt: string, name: string) => unknown;

/**
 * An object valid against `schema`: each value comes from `sample(path)` when it knows the
 * field (path of property names and array indexes), otherwise the simplest value of its type.
 */
export function fillSchema(
  schema: JsonSchema,
  sample: (path: string[]) => unknown,
  path: string[] = [],
): unknown {
  const known = sample(path);
  if (known !== undefined) return known;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.anyOf?.length) {
    const option = schema.anyOf.find((s) => s.type !== "null") ?? schema.anyOf[0];
    return fillSchema(option as JsonSchema, sample, path);
  }
  const type = Array.isArray(schema.type)
    ? (schema.type.find((t) => t !== "null") ?? "null")
    : schema.type;
  switch (type) {
    case "object":
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, value]) => [
          key,
          fillSchema(value, sample, [...path, key]),
        ]),
      );
    case "array":
      return Array.from({ length: Math.max(schema.minItems ?? 0, 1) }, (_, i) =>
        fillSchema(schema.items ?? {}, sample, [...path, String(i)]),
      );
    case "integer":
    case "number":
      return Math.max(schema.minimum ?? 1, 1);
    case "boolean":
      return false;
    case "null":
      return null;
    default:
      return "x".repeat(Math.max(schema.minLength ?? 1, 1));
  }
}

export async function startFakeAi(
  reply: (prompt: string) => string,
  pauseMs = 40,
  structured?: StructuredReply,
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
      response_format?: { type: string; json_schema?: { name?: string; schema?: JsonSchema } };
    };
    const prompt = lastUserText(input.messages);
    prompts.push(prompt);
    const format = input.response_format;
    const text =
      structured && format?.type === "json_schema" && format.json_schema?.schema
        ? JSON.stringify(
            structured(format.json_schema.schema, prompt, format.json_schema.name ?? "response"),
          )
        : reply(prompt);
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
