import {
  AiMessage,
  CREDIT_COSTS,
  type CreateExpertSessionBody,
  type CrisisKind,
  crisisCard,
  detectCrisis,
  EMPTY_SAFETY_PLAN,
  EXPERTS,
  type ExpertId,
  ExpertMessage,
  type ExpertMessageBody,
  expertSystemPrompt,
  JOURNEYS,
  type Journey,
  journeyById,
  journeyStepAnswerFor,
  type SafetyPlan,
  type ShareableModule,
  SUPPORT_CATEGORIES,
  screenReply,
} from "@vitalog/domain";
import { createUIMessageStream, type UIMessageChunk } from "ai";
import type { z } from "zod";
import { type RequestContext, type ViewerContext, withTransaction } from "../../context.ts";
import { AppError } from "../../errors.ts";
import { keysetPageQuery, ownedOr404, toPage } from "../../kit/time-series.service.ts";
import type { Ai, ModelMessage } from "../../platform/ai.ts";
import { withCredits } from "../ai-credits/ai-credits.service.ts";
import type {
  CrisisReply,
  ExpertSession,
  ExpertSessionListQuery,
  ExpertSessionMessage,
  ExpertSessionPatch,
  ExpertsOverview,
  JourneyDetail,
  JourneyList,
  JourneyProgressSchema,
  JourneyStepBody,
  MyJourneyList,
  SafetyPlanReply,
} from "./expert.schemas.ts";
import {
  deleteExpertSessionRow,
  type ExpertMessageRow,
  type ExpertSessionRow,
  findExpertSessionRow,
  findJourneyProgressRows,
  findSafetyPlanRow,
  incrementCrisisCount,
  insertExpertMessageRows,
  insertExpertSessionRow,
  latestExpertMessageRows,
  listExpertMessageRows,
  listExpertSessionRows,
  listJourneyEnrolmentRows,
  updateExpertSessionRow,
  upsertJourneyEnrolmentRow,
  upsertJourneyStepRow,
  upsertSafetyPlanRow,
} from "./expert-session.repository.ts";
import { sharedSummaries } from "./shared-summaries.service.ts";

type JourneyProgress = z.infer<typeof JourneyProgressSchema>;

/** How many earlier messages of the session the expert reads with a new one. */
export const EXPERT_HISTORY_MESSAGES = 20;
const REPLY_MAX_TOKENS = 600;

// Experts, categories and journeys: content from the domain, the same for everyone.

export function listExperts(): z.infer<typeof ExpertsOverview> {
  return {
    experts: EXPERTS.map((e) => ({ ...e, helpsWith: [...e.helpsWith], limits: [...e.limits] })),
    categories: [...SUPPORT_CATEGORIES],
  };
}

function journeyHeader(j: Journey) {
  return {
    id: j.id,
    expert: j.expert,
    category: j.category,
    title: j.title,
    summary: j.summary,
    sources: [...j.sources],
  };
}

export function listJourneys(expert?: ExpertId): z.infer<typeof JourneyList> {
  return {
    items: JOURNEYS.filter((j) => !expert || j.expert === expert).map((j) => ({
      ...journeyHeader(j),
      steps: j.steps.map((s) => ({ id: s.id, title: s.title })),
    })),
  };
}

function journeyOr404(journeyId: string): Journey {
  const journey = journeyById(journeyId);
  if (!journey) throw new AppError("NOT_FOUND", ExpertMessage.journeyNotFound);
  return journey;
}

async function journeyProgress(ctx: ViewerContext, journey: Journey): Promise<JourneyProgress> {
  const rows = await findJourneyProgressRows(ctx.db, ctx.viewer.id, journey.id);
  const byStep = new Map(rows.steps.map((s) => [s.stepId, s]));
  const steps = journey.steps.flatMap((step) => {
    const row = byStep.get(step.id);
    if (!row) return [];
    return [
      {
        stepId: step.id,
        answer: row.answer as JourneyProgress["steps"][number]["answer"],
        reflection: row.reflection,
        completed: row.completedAt !== null,
        completedAt: row.completedAt?.toISOString() ?? null,
        updatedAt: row.updatedAt.toISOString(),
      },
    ];
  });
  const done = new Set(steps.filter((s) => s.completed).map((s) => s.stepId));
  return {
    journeyId: journey.id,
    enrolled: rows.enrolledAt !== null,
    enrolledAt: rows.enrolledAt?.toISOString() ?? null,
    completedSteps: done.size,
    totalSteps: journey.steps.length,
    currentStepId: journey.steps.find((s) => !done.has(s.id))?.id ?? null,
    steps,
  };
}

/** A journey's content, with the viewer's progress when someone is signed in. */
export async function getJourney(
  ctx: RequestContext,
  journeyId: string,
): Promise<z.infer<typeof JourneyDetail>> {
  const journey = journeyOr404(journeyId);
  const viewer = ctx.viewer;
  return {
    ...journeyHeader(journey),
    steps: journey.steps.map((s) => ({
      ...s,
      exercise: { prompt: s.exercise.prompt, answer: { ...s.exercise.answer } },
    })),
    progress: viewer ? await journeyProgress({ ...ctx, viewer }, journey) : null,
  };
}

export function getJourneyProgress(ctx: ViewerContext, journeyId: string) {
  return journeyProgress(ctx, journeyOr404(journeyId));
}

/**
 * The journeys the viewer enrolled in, with steps done, last activity and the next step, the
 * most recently active first. An enrolment in a journey no longer in the content is left out.
 */
export async function listMyJourneys(ctx: ViewerContext): Promise<z.infer<typeof MyJourneyList>> {
  const rows = await listJourneyEnrolmentRows(ctx.db, ctx.viewer.id);
  const items = rows.enrolments.flatMap(({ journeyId, enrolledAt }) => {
    const journey = journeyById(journeyId);
    if (!journey) return [];
    const saved = rows.steps.filter((s) => s.journeyId === journeyId);
    const done = new Set(saved.filter((s) => s.completedAt !== null).map((s) => s.stepId));
    const completed = journey.steps.filter((s) => done.has(s.id));
    const last = Math.max(enrolledAt.getTime(), ...saved.map((s) => s.updatedAt.getTime()));
    return [
      {
        ...journeyHeader(journey),
        steps: journey.steps.map((s) => ({ id: s.id, title: s.title })),
        enrolledAt: enrolledAt.toISOString(),
        completedSteps: completed.length,
        totalSteps: journey.steps.length,
        lastActivityAt: new Date(last).toISOString(),
        nextStepId: journey.steps.find((s) => !done.has(s.id))?.id ?? null,
      },
    ];
  });
  items.sort(
    (a, b) => b.lastActivityAt.localeCompare(a.lastActivityAt) || a.id.localeCompare(b.id),
  );
  return { items };
}

/** Enrols the viewer in a journey (once; enrolling again keeps the first date). */
export async function enrolInJourney(ctx: ViewerContext, journeyId: string) {
  const journey = journeyOr404(journeyId);
  await upsertJourneyEnrolmentRow(ctx.db, ctx.viewer.id, journey.id, ctx.now());
  return journeyProgress(ctx, journey);
}

/** Saves the viewer's answer to a step (enrolling them if they were not), checked against it. */
export async function saveJourneyStep(
  ctx: ViewerContext,
  journeyId: string,
  stepId: string,
  body: JourneyStepBody,
): Promise<JourneyProgress> {
  const journey = journeyOr404(journeyId);
  const step = journey.steps.find((s) => s.id === stepId);
  if (!step) throw new AppError("NOT_FOUND", ExpertMessage.journeyNotFound);
  const parsed = journeyStepAnswerFor(step).safeParse(body.answer);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = ["answer", ...(issue?.path ?? [])].join(".");
    throw AppError.invalid(field, issue?.message ?? ExpertMessage.answerKindMismatch);
  }
  const { reflection: answerReflection, ...answer } = parsed.data;
  const reflection = body.reflection ?? answerReflection ?? null;
  const now = ctx.now();
  await withTransaction(ctx, async (tx) => {
    await upsertJourneyEnrolmentRow(tx.db, tx.viewer.id, journey.id, now);
    await upsertJourneyStepRow(
      tx.db,
      tx.viewer.id,
      {
        journeyId: journey.id,
        stepId: step.id,
        answer,
        reflection: reflection || null,
        completedAt: body.completed ? now : null,
      },
      now,
    );
  });
  return journeyProgress(ctx, journey);
}

// Sessions.

function toSession(row: ExpertSessionRow): ExpertSession {
  return {
    id: row.id,
    expert: row.expert as ExpertId,
    category: row.category as ExpertSession["category"],
    journeyId: row.journeyId,
    shareSummaries: row.shareSummaries as ShareableModule[],
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function toMessage(row: ExpertMessageRow): ExpertSessionMessage {
  return {
    id: row.id,
    role: row.role,
    content: row.content,
    crisis: row.crisisKind ? { ...crisisCard(row.crisisKind as CrisisKind) } : null,
    screened: row.screenedReason !== null,
    createdAt: row.createdAt.toISOString(),
  } as ExpertSessionMessage;
}

function sessionOr404(ctx: ViewerContext, id: string): Promise<ExpertSessionRow> {
  return ownedOr404(
    id,
    (owned) => findExpertSessionRow(ctx.db, ctx.viewer.id, owned),
    ExpertMessage.sessionNotFound,
  );
}

export async function createExpertSession(
  ctx: ViewerContext,
  body: CreateExpertSessionBody,
): Promise<ExpertSession> {
  let journeyId: string | null = null;
  if (body.journeyId !== undefined) {
    const journey = journeyById(body.journeyId);
    if (!journey || journey.expert !== body.expert) {
      throw AppError.invalid("journeyId", ExpertMessage.journeyInvalid);
    }
    journeyId = journey.id;
  }
  const row = await insertExpertSessionRow(ctx.db, ctx.viewer.id, {
    expert: body.expert,
    category: body.category ?? null,
    journeyId,
    shareSummaries: body.shareSummaries,
    createdAt: ctx.now(),
  });
  return toSession(row);
}

/** The viewer's sessions, newest first. */
export async function listExpertSessions(
  ctx: ViewerContext,
  query: z.infer<typeof ExpertSessionListQuery>,
) {
  const rows = await listExpertSessionRows(
    ctx.db,
    ctx.viewer.id,
    keysetPageQuery(query, ctx.now()),
  );
  return toPage(rows, query.limit, (r) => ({ at: r.createdAt, id: r.id }), toSession);
}

/** One session with all its messages, oldest first; crisis cards stay in place. */
export async function getExpertSession(ctx: ViewerContext, id: string) {
  const row = await sessionOr404(ctx, id);
  const messages = await listExpertMessageRows(ctx.db, row.id);
  return { ...toSession(row), messages: messages.map(toMessage) };
}

/** Changes what the person shares with the expert from now on. */
export async function updateExpertSession(
  ctx: ViewerContext,
  id: string,
  patch: ExpertSessionPatch,
): Promise<ExpertSession> {
  const row = await ownedOr404(
    id,
    (owned) =>
      updateExpertSessionRow(
        ctx.db,
        ctx.viewer.id,
        owned,
        { shareSummaries: patch.shareSummaries },
        ctx.now(),
      ),
    ExpertMessage.sessionNotFound,
  );
  return toSession(row);
}

export async function deleteExpertSession(ctx: ViewerContext, id: string): Promise<void> {
  await ownedOr404(
    id,
    async (owned) => ((await deleteExpertSessionRow(ctx.db, ctx.viewer.id, owned)) ? true : null),
    ExpertMessage.sessionNotFound,
  );
}

// Messages.

export type SendResult =
  | { kind: "crisis"; reply: CrisisReply }
  | { kind: "stream"; stream: ReadableStream<UIMessageChunk> };

/** Stores a crisis message with its card and counts the card (kind and month only). */
async function answerCrisis(
  ctx: ViewerContext,
  session: ExpertSessionRow,
  content: string,
  kind: CrisisKind,
): Promise<CrisisReply> {
  const now = ctx.now();
  const card = crisisCard(kind);
  const rows = await withTransaction(ctx, async (tx) => {
    const stored = await insertExpertMessageRows(tx.db, tx.viewer.id, session.id, [
      { role: "user", content, createdAt: now },
      {
        role: "crisis",
        content: card.body,
        crisisKind: kind,
        createdAt: new Date(now.getTime() + 1),
      },
    ]);
    await incrementCrisisCount(tx.db, kind, now.toISOString().slice(0, 7));
    return stored;
  });
  return { crisis: { ...card, actions: [...card.actions] }, messages: rows.map(toMessage) };
}

/** The model's view of the session: its last messages, a crisis card read as the expert's. */
function historyOf(rows: ExpertMessageRow[], content: string): ModelMessage[] {
  return [
    ...rows.map(
      (r): ModelMessage =>
        r.role === "user"
          ? { role: "user", content: r.content }
          : { role: "assistant", content: r.content },
    ),
    { role: "user", content },
  ];
}

/** Where the text up to the last finished sentence ends (after its punctuation or newline). */
export function sentenceEnd(text: string): number {
  let end = 0;
  for (const m of text.matchAll(/[.!?]["')\]]*\s+|\n/g)) end = m.index + m[0].length;
  return end;
}

/**
 * Answers a message in a session. A crisis message is answered at once with the fixed crisis
 * card (before AI configuration, credits or the model are consulted). Otherwise the expert's
 * reply is streamed as the AI SDK's UI message stream, screened sentence by sentence before any
 * of it is sent; both messages are stored and one credit used only when the reply completes.
 */
export async function sendExpertMessage(
  ctx: ViewerContext,
  ai: Ai,
  sessionId: string,
  body: ExpertMessageBody,
  abortSignal?: AbortSignal,
): Promise<SendResult> {
  const session = await sessionOr404(ctx, sessionId);
  const content = body.content;
  const crisis = detectCrisis(content);
  if (crisis)
    return { kind: "crisis", reply: await answerCrisis(ctx, session, content, crisis.kind) };
  if (!ai.configured) throw new AppError("SERVICE_UNAVAILABLE", AiMessage.notConfigured);

  const receivedAt = ctx.now();

  return new Promise<SendResult>((resolve, reject) => {
    let streaming = false;
    withCredits(ctx, { cost: CREDIT_COSTS.expertMessage, reason: "expert-message" }, (settle) => {
      let finished: () => void = () => {};
      const done = new Promise<void>((r) => {
        finished = r;
      });
      const stream = createUIMessageStream({
        onError: () => AiMessage.noAnswer,
        execute: async ({ writer }) => {
          try {
            await streamReply(writer, settle);
          } finally {
            finished();
          }
        },
      });
      streaming = true;
      resolve({ kind: "stream", stream });
      return done;
    }).catch((error: unknown) => {
      if (!streaming) reject(error);
      else ctx.log.error({ err: error }, "an expert reply could not be completed");
    });
  });

  async function streamReply(
    writer: { write(part: UIMessageChunk): void },
    settle: (tx: RequestContext, reference: string) => Promise<void>,
  ) {
    writer.write({ type: "start" });
    // What the expert reads is gathered once the reply has begun, after the first byte.
    const [history, shared, progress] = await Promise.all([
      latestExpertMessageRows(ctx.db, session.id, EXPERT_HISTORY_MESSAGES),
      sharedSummaries(ctx, session.shareSummaries as ShareableModule[]),
      session.journeyId ? getJourneyProgress(ctx, session.journeyId).catch(() => null) : null,
    ]);
    const journey = session.journeyId ? journeyById(session.journeyId) : undefined;
    const stepId = progress?.currentStepId ?? journey?.steps.at(-1)?.id;
    const system = expertSystemPrompt(session.expert as ExpertId, {
      category: session.category,
      journeyStep: journey && stepId ? { journeyId: journey.id, stepId } : null,
      sharedSummaries: shared,
    });
    const messages = historyOf(history, content);
    writer.write({ type: "text-start", id: "reply" });
    const reply = ai.streamText(ctx, {
      purpose: "expert-message",
      system,
      messages,
      maxOutputTokens: REPLY_MAX_TOKENS,
      ...(abortSignal ? { abortSignal } : {}),
    });
    let text = "";
    let shown = 0;
    let unsafe = false;
    for await (const chunk of reply.textStream) {
      text += chunk;
      if (unsafe) continue;
      const end = sentenceEnd(text);
      if (end <= shown) continue;
      if (!screenReply(text.slice(0, end)).ok) {
        unsafe = true;
        continue;
      }
      writer.write({ type: "text-delta", id: "reply", delta: text.slice(shown, end) });
      shown = end;
    }
    // Stopped by the person (the request was aborted): nothing stored, nothing charged; the
    // hold is released by withCredits (docs/decisions.md, "A stopped expert reply").
    if (abortSignal?.aborted) return;
    // The whole reply is screened once more, its last sentence included.
    const verdict = screenReply(text);
    if (verdict.ok && text.length > shown) {
      writer.write({ type: "text-delta", id: "reply", delta: text.slice(shown) });
    }
    writer.write({ type: "text-end", id: "reply" });
    const stored = verdict.ok ? text : verdict.replacement;
    if (!verdict.ok) {
      // The unsafe part was never sent; the safe answer replaces the whole reply.
      writer.write({
        type: "data-screened",
        data: { reason: verdict.reason, replacement: verdict.replacement },
      });
      writer.write({ type: "text-start", id: "replacement" });
      writer.write({ type: "text-delta", id: "replacement", delta: verdict.replacement });
      writer.write({ type: "text-end", id: "replacement" });
    }
    const repliedAt = ctx.now();
    const rows = await withTransaction(ctx, async (tx) => {
      const saved = await insertExpertMessageRows(tx.db, tx.viewer.id, session.id, [
        { role: "user", content, createdAt: receivedAt },
        {
          role: "assistant",
          content: stored,
          screenedReason: verdict.ok ? null : verdict.reason,
          createdAt:
            repliedAt.getTime() > receivedAt.getTime()
              ? repliedAt
              : new Date(receivedAt.getTime() + 1),
        },
      ]);
      await settle(tx, saved[1]?.id ?? session.id);
      return saved;
    });
    writer.write({
      type: "data-stored",
      data: { messages: rows.map(toMessage) },
    });
    writer.write({ type: "finish" });
  }
}

// Safety plan.

export async function getSafetyPlan(ctx: ViewerContext): Promise<SafetyPlanReply> {
  const row = await findSafetyPlanRow(ctx.db, ctx.viewer.id);
  return row
    ? { plan: row.plan as SafetyPlan, updatedAt: row.updatedAt.toISOString() }
    : { plan: EMPTY_SAFETY_PLAN, updatedAt: null };
}

export async function saveSafetyPlan(
  ctx: ViewerContext,
  plan: SafetyPlan,
): Promise<SafetyPlanReply> {
  const row = await upsertSafetyPlanRow(ctx.db, ctx.viewer.id, plan, ctx.now());
  return { plan: row.plan as SafetyPlan, updatedAt: row.updatedAt.toISOString() };
}
