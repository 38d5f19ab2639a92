import type { CrisisCard } from "@vitalog/domain";
import {
  type ChatTransport,
  parseJsonEventStream,
  type UIMessage,
  type UIMessageChunk,
  uiMessageChunkSchema,
} from "ai";
import { toApiError } from "../../lib/api.ts";
import type { ExpertSessionMessage } from "./api.ts";

/** A chat message: text, or the fixed crisis card the server answered with. */
export type ExpertChatMessage = UIMessage<never, { crisis: CrisisCard }>;

/** A stored message as the chat shows it: a crisis message becomes its card. */
export function toChatMessage(message: ExpertSessionMessage): ExpertChatMessage {
  if (message.role === "crisis" && message.crisis) {
    return {
      id: message.id,
      role: "assistant",
      parts: [{ type: "data-crisis", id: message.id, data: message.crisis }],
    };
  }
  return {
    id: message.id,
    role: message.role === "user" ? "user" : "assistant",
    parts: [{ type: "text", text: message.content }],
  };
}

/** The text a person typed, from the last message they sent. */
export function lastUserText(messages: readonly ExpertChatMessage[]): string {
  const last = [...messages].reverse().find((m) => m.role === "user");
  return (last?.parts ?? [])
    .map((part) => (part.type === "text" ? part.text : ""))
    .join("")
    .trim();
}

function chunksOf(chunks: UIMessageChunk[]): ReadableStream<UIMessageChunk> {
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
  });
}

/**
 * Sends a session's messages to `POST /api/v1/experts/sessions/{id}/messages`. The server
 * answers either the expert's reply as the AI SDK's UI message stream, or, for a crisis, the
 * fixed card as JSON, which becomes a `data-crisis` part. Error replies become an `ApiError`
 * (503 without AI, 402 without credits), so the page can say which.
 */
export function expertChatTransport(sessionId: string): ChatTransport<ExpertChatMessage> {
  return {
    async sendMessages({ messages, abortSignal }) {
      const response = await fetch(
        `/api/v1/experts/sessions/${encodeURIComponent(sessionId)}/messages`,
        {
          method: "POST",
          credentials: "include",
          headers: {
            "Content-Type": "application/json",
            Accept: "text/event-stream, application/json",
          },
          body: JSON.stringify({ content: lastUserText(messages) }),
          signal: abortSignal ?? null,
        },
      );
      const type = response.headers.get("Content-Type") ?? "";
      if (!response.ok || type.includes("application/json")) {
        const data: unknown = await response.json().catch(() => undefined);
        if (!response.ok) throw toApiError(response.status, data);
        const crisis = (data as { crisis?: CrisisCard } | undefined)?.crisis;
        if (!crisis) throw toApiError(500, data);
        return chunksOf([
          { type: "start" },
          { type: "data-crisis", data: crisis },
          { type: "finish" },
        ]);
      }
      if (!response.body) throw toApiError(500, undefined);
      return parseJsonEventStream({
        stream: response.body,
        schema: uiMessageChunkSchema,
      }).pipeThrough(
        new TransformStream({
          transform(part, controller) {
            if (!part.success) throw part.error;
            controller.enqueue(part.value as UIMessageChunk);
          },
        }),
      );
    },
    async reconnectToStream() {
      return null;
    },
  };
}
