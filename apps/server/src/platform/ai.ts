import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import { AiMessage } from "@vitalog/domain";
import {
  type LanguageModel,
  type LanguageModelUsage,
  type ModelMessage,
  Output,
  generateText as sdkGenerateText,
  streamText as sdkStreamText,
} from "ai";
import type { z } from "zod";
import type { RequestContext } from "../context.ts";
import type { AiConfig } from "../env.ts";
import { AppError } from "../errors.ts";
import type { Logger } from "../logger.ts";
import { type AiCallOutcome, insertAiCall } from "./ai-calls.repository.ts";

export type { ModelMessage } from "ai";
export type { AiConfig } from "../env.ts";

/** The reply of every AI action while AI_BASE_URL and AI_MODEL are unset (503). */
export const AI_NOT_CONFIGURED = AiMessage.notConfigured;
/** The reply when the model failed, timed out or answered with something unusable (503). */
export const AI_NO_ANSWER = AiMessage.noAnswer;

/** The SDK's retries: one more attempt after a failed one. */
const MAX_RETRIES = 1;

export interface AiUsage {
  inputTokens: number;
  outputTokens: number;
  totalTokens: number;
}

/** One model call. `purpose` names it in the log and `ai_calls` ("insight-narrative"). */
export interface AiCall {
  purpose: string;
  /** Whom the call is for; the viewer's id when omitted. */
  userId?: string | null;
  system?: string;
  prompt?: string;
  messages?: ModelMessage[];
  maxOutputTokens?: number;
  temperature?: number;
  abortSignal?: AbortSignal;
}

/** A streamed reply: the text as it arrives, then the whole text and the usage. */
export interface AiTextStream {
  /** Throws AppError SERVICE_UNAVAILABLE at the end when the call failed. */
  textStream: AsyncIterable<string>;
  text: Promise<string>;
  usage: Promise<AiUsage>;
}

/**
 * Every model call goes through here: an OpenAI-compatible endpoint through the AI SDK, with a
 * time-out, one retry, and each call's token usage logged and stored (never its text).
 */
export interface Ai {
  configured: boolean;
  model: string | null;
  generateText(ctx: RequestContext, call: AiCall): Promise<{ text: string; usage: AiUsage }>;
  /** A reply checked against `schema` (the SDK's structured output); one that fails is a 503. */
  generateObject<T>(
    ctx: RequestContext,
    call: AiCall & { schema: z.ZodType<T>; schemaName?: string },
  ): Promise<{ object: T; usage: AiUsage }>;
  streamText(ctx: RequestContext, call: AiCall): AiTextStream;
}

function usageOf(usage: LanguageModelUsage | undefined): AiUsage {
  const inputTokens = usage?.inputTokens ?? 0;
  const outputTokens = usage?.outputTokens ?? 0;
  return {
    inputTokens,
    outputTokens,
    totalTokens: usage?.totalTokens ?? inputTokens + outputTokens,
  };
}

const NO_USAGE: AiUsage = { inputTokens: 0, outputTokens: 0, totalTokens: 0 };

function isTimeout(error: unknown, signal: AbortSignal): boolean {
  if (signal.aborted) return true;
  for (let e = error; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    const name = (e as { name?: unknown }).name;
    if (name === "TimeoutError" || name === "AbortError") return true;
  }
  return false;
}

/** The error's kind, status and type, never its message (a provider may echo the prompt). */
function describeError(error: unknown) {
  const e = error as { name?: unknown; statusCode?: unknown; cause?: { name?: unknown } };
  return {
    name: typeof e?.name === "string" ? e.name : "Error",
    statusCode: typeof e?.statusCode === "number" ? e.statusCode : undefined,
    cause: typeof e?.cause?.name === "string" ? e.cause.name : undefined,
  };
}

function unconfigured(): never {
  throw new AppError("SERVICE_UNAVAILABLE", AI_NOT_CONFIGURED);
}

/** The AI layer for `config`; every method answers 503 AI_NOT_CONFIGURED when it is not set. */
export function createAi(config: AiConfig, log: Logger): Ai {
  const { baseUrl, model: modelName } = config;
  if (!baseUrl || !modelName) {
    return {
      configured: false,
      model: null,
      generateText: async () => unconfigured(),
      generateObject: async () => unconfigured(),
      streamText: () => unconfigured(),
    };
  }
  const provider = createOpenAICompatible({
    name: "ai",
    baseURL: baseUrl.replace(/\/+$/, ""),
    ...(config.apiKey ? { apiKey: config.apiKey } : {}),
    includeUsage: true,
    supportsStructuredOutputs: true,
  });
  const model: LanguageModel = provider.chatModel(modelName);

  /** Starts one call: its time-out signal, joined with the caller's, and its recorder. */
  function begin(ctx: RequestContext, call: AiCall) {
    const started = performance.now();
    const timeout = AbortSignal.timeout(config.timeoutMs);
    const signal = call.abortSignal ? AbortSignal.any([timeout, call.abortSignal]) : timeout;
    const userId = call.userId === undefined ? (ctx.viewer?.id ?? null) : call.userId;
    let recorded = false;
    const record = async (outcome: AiCallOutcome, usage: AiUsage, error?: unknown) => {
      if (recorded) return;
      recorded = true;
      const ms = Math.round(performance.now() - started);
      const line = {
        purpose: call.purpose,
        model: modelName,
        inputTokens: usage.inputTokens,
        outputTokens: usage.outputTokens,
        ms,
        outcome,
      };
      (ctx.log ?? log).info(line, "ai call");
      if (error !== undefined) {
        (ctx.log ?? log).error(
          { purpose: call.purpose, model: modelName, ms, outcome, error: describeError(error) },
          "the AI call failed",
        );
      }
      try {
        await insertAiCall(ctx.db, {
          userId,
          purpose: call.purpose,
          model: modelName as string,
          inputTokens: usage.inputTokens,
          outputTokens: usage.outputTokens,
          durationMs: ms,
          outcome,
          createdAt: ctx.now(),
        });
      } catch (dbError) {
        (ctx.log ?? log).error({ err: dbError }, "the AI call's usage could not be stored");
      }
    };
    const fail = async (error: unknown): Promise<never> => {
      if (error instanceof AppError) throw error;
      if (call.abortSignal?.aborted && !timeout.aborted) {
        // The caller stopped the call on purpose: recorded, not reported as a failure.
        await record("stopped", NO_USAGE);
        throw new AppError("SERVICE_UNAVAILABLE", AI_NO_ANSWER);
      }
      await record(isTimeout(error, timeout) ? "timeout" : "error", NO_USAGE, error);
      throw new AppError("SERVICE_UNAVAILABLE", AI_NO_ANSWER);
    };
    const settings = {
      model,
      maxRetries: MAX_RETRIES,
      abortSignal: signal,
      ...(call.maxOutputTokens === undefined ? {} : { maxOutputTokens: call.maxOutputTokens }),
      ...(call.temperature === undefined ? {} : { temperature: call.temperature }),
      ...(call.system === undefined ? {} : { system: call.system }),
    };
    return { record, fail, settings };
  }

  function promptOf(call: AiCall): { prompt: string } | { messages: ModelMessage[] } {
    if (call.messages) return { messages: call.messages };
    return { prompt: call.prompt ?? "" };
  }

  return {
    configured: true,
    model: modelName,

    async generateText(ctx, call) {
      const { record, fail, settings } = begin(ctx, call);
      try {
        const result = await sdkGenerateText({ ...settings, ...promptOf(call) });
        const usage = usageOf(result.totalUsage);
        await record("ok", usage);
        return { text: result.text, usage };
      } catch (error) {
        return fail(error);
      }
    },

    async generateObject<T>(
      ctx: RequestContext,
      call: AiCall & { schema: z.ZodType<T>; schemaName?: string },
    ) {
      const { record, fail, settings } = begin(ctx, call);
      try {
        const result = await sdkGenerateText({
          ...settings,
          ...promptOf(call),
          output: Output.object({
            schema: call.schema,
            ...(call.schemaName ? { name: call.schemaName } : {}),
          }),
        });
        const usage = usageOf(result.totalUsage);
        await record("ok", usage);
        return { object: result.output as T, usage };
      } catch (error) {
        return fail(error);
      }
    },

    streamText(ctx, call) {
      const { record, fail, settings } = begin(ctx, call);
      const result = sdkStreamText({ ...settings, ...promptOf(call), onError: () => {} });
      const done = Promise.all([result.text, result.totalUsage]).then(async ([text, total]) => {
        const usage = usageOf(total);
        await record("ok", usage);
        return { text, usage };
      }, fail);
      const text = done.then((d) => d.text);
      const usage = done.then((d) => d.usage);
      // Read by whoever wants them; a failure is still reported through textStream.
      text.catch(() => {});
      usage.catch(() => {});
      async function* textStream(): AsyncGenerator<string> {
        try {
          for await (const chunk of result.textStream) yield chunk;
        } catch {
          // The failure is recorded and reported once, by `done`.
        }
        await done;
      }
      return { textStream: textStream(), text, usage };
    },
  };
}
