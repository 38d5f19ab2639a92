import { type Executor, schema } from "@vitalog/db";

const { aiCalls } = schema;

/** `stopped`: the caller aborted the call (a person pressed Stop); not a failure. */
export type AiCallOutcome = "ok" | "error" | "timeout" | "stopped";

export interface AiCallRecord {
  userId: string | null;
  purpose: string;
  model: string;
  inputTokens: number;
  outputTokens: number;
  durationMs: number;
  outcome: AiCallOutcome;
  createdAt: Date;
}

/** Stores one model call's figures: never its prompt or reply. */
export async function insertAiCall(db: Executor, record: AiCallRecord): Promise<void> {
  await db.insert(aiCalls).values(record);
}
