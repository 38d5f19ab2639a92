import { schema } from "@vitalog/db";
import { AiMessage, crisisCard, EMPTY_SAFETY_PLAN, ExpertMessage } from "@vitalog/domain";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, json, type TestApp, type TestUser } from "../../../test/test-app.ts";

interface ErrorReply {
  error: { code: string; message: string; fields?: Record<string, string> };
}
interface Session {
  id: string;
  expert: string;
  category: string | null;
  journeyId: string | null;
  shareSummaries: string[];
}
interface Message {
  role: string;
  content: string;
  crisis: { kind: string; body: string } | null;
  screened: boolean;
}

let t: TestApp;
beforeAll(async () => {
  // No AI_BASE_URL: AI is off, as on a server without a model.
  t = await createTestApp();
});
afterAll(() => t.close());

async function startSession(user: TestUser, body: Record<string, unknown>): Promise<Session> {
  const response = await t.request("/api/v1/experts/sessions", { json: body, as: user });
  expect(response.status).toBe(201);
  return json<Session>(response);
}

const crisisCount = async (kind: string) => {
  const rows = await t.db
    .select({ count: schema.expertCrisisCounts.count })
    .from(schema.expertCrisisCounts)
    .where(
      and(
        eq(schema.expertCrisisCounts.kind, kind),
        eq(schema.expertCrisisCounts.month, new Date().toISOString().slice(0, 7)),
      ),
    );
  return rows[0]?.count ?? 0;
};

describe("experts, categories and journeys", () => {
  it("lists the three experts and ten categories to anyone", async () => {
    const response = await t.request("/api/v1/experts");
    expect(response.status).toBe(200);
    const body = await json<{ experts: { id: string }[]; categories: { id: string }[] }>(response);
    expect(body.experts.map((e) => e.id)).toEqual(["psychologist", "healthcoach", "physician"]);
    expect(body.categories).toHaveLength(10);
    const categories = await json<{ items: unknown[] }>(
      await t.request("/api/v1/experts/categories"),
    );
    expect(categories.items).toHaveLength(10);
  });

  it("lists journeys per expert and refuses an unknown expert", async () => {
    const psychologist = await json<{ items: { id: string; expert: string }[] }>(
      await t.request("/api/v1/experts/journeys?expert=psychologist"),
    );
    expect(psychologist.items.length).toBeGreaterThanOrEqual(10);
    expect(new Set(psychologist.items.map((j) => j.expert))).toEqual(new Set(["psychologist"]));
    const physician = await json<{ items: unknown[] }>(
      await t.request("/api/v1/experts/journeys?expert=physician"),
    );
    expect(physician.items.length).toBeGreaterThanOrEqual(3);
    expect((await t.request("/api/v1/experts/journeys?expert=dentist")).status).toBe(400);
    expect((await t.request("/api/v1/experts/journeys/no-such-journey")).status).toBe(404);
  });

  it("saves a person's journey progress, apart from everyone else's", async () => {
    const alice = await t.signUp();
    const bob = await t.signUp();
    const path = "/api/v1/experts/journeys/preparing-for-a-check-up";

    // 1. A visitor reads the content without progress.
    const visitor = await json<{ steps: unknown[]; progress: unknown }>(await t.request(path));
    expect(visitor.steps.length).toBeGreaterThan(0);
    expect(visitor.progress).toBeNull();

    // 2. Alice enrols and answers the first step.
    const enrolled = await t.request(`${path}/enrolment`, { method: "POST", as: alice });
    expect(enrolled.status).toBe(200);
    expect(await json(enrolled)).toMatchObject({ enrolled: true, completedSteps: 0 });
    const saved = await t.request(`${path}/steps/due-recommendations`, {
      method: "PUT",
      json: {
        answer: { kind: "list", items: ["Colon cancer screening", " "] },
        reflection: "I had not heard of it",
        completed: true,
      },
      as: alice,
    });
    expect(saved.status).toBe(200);
    expect(await json(saved)).toMatchObject({
      completedSteps: 1,
      currentStepId: "gather-your-information",
      steps: [
        {
          stepId: "due-recommendations",
          answer: { kind: "list", items: ["Colon cancer screening"] },
          reflection: "I had not heard of it",
          completed: true,
        },
      ],
    });

    // 3. An answer of the wrong kind is refused on its field.
    const wrong = await t.request(`${path}/steps/due-recommendations`, {
      method: "PUT",
      json: { answer: { kind: "scale", value: 3 }, completed: true },
      as: alice,
    });
    expect(wrong.status).toBe(400);
    expect((await json<ErrorReply>(wrong)).error.fields?.["answer.kind"]).toBe(
      ExpertMessage.answerKindMismatch,
    );
    const noStep = await t.request(`${path}/steps/nope`, {
      method: "PUT",
      json: { answer: { kind: "text", text: "x" }, completed: true },
      as: alice,
    });
    expect(noStep.status).toBe(404);

    // 4. Alice reads her progress on the journey; Bob sees none of it.
    const mine = await json<{ progress: { completedSteps: number } }>(
      await t.request(path, { as: alice }),
    );
    expect(mine.progress.completedSteps).toBe(1);
    const his = await json<{ enrolled: boolean; steps: unknown[] }>(
      await t.request(`${path}/progress`, { as: bob }),
    );
    expect(his).toMatchObject({ enrolled: false, steps: [] });
    expect((await t.request(`${path}/progress`)).status).toBe(401);
  });
});

describe("the person's journeys", () => {
  interface MyJourney {
    id: string;
    completedSteps: number;
    totalSteps: number;
    enrolledAt: string;
    lastActivityAt: string;
    nextStepId: string | null;
  }
  const mine = async (user?: TestUser) =>
    t.request("/api/v1/experts/journeys/mine", user ? { as: user } : {});

  it("lists the journeys a person enrolled in, most recent first, with progress; only theirs", async () => {
    const alice = await t.signUp();
    const bob = await t.signUp();
    const journeys = "/api/v1/experts/journeys";

    // 1. None yet; a visitor must sign in.
    expect(await json(await mine(alice))).toEqual({ items: [] });
    expect((await mine()).status).toBe(401);

    // 2. Alice enrols in two journeys, then works on the first one.
    await t.request(`${journeys}/blood-pressure-basics/enrolment`, { method: "POST", as: alice });
    await new Promise((r) => setTimeout(r, 5));
    await t.request(`${journeys}/understanding-your-lab-results/enrolment`, {
      method: "POST",
      as: alice,
    });
    const both = await json<{ items: MyJourney[] }>(await mine(alice));
    expect(both.items.map((j) => j.id)).toEqual([
      "understanding-your-lab-results",
      "blood-pressure-basics",
    ]);
    await new Promise((r) => setTimeout(r, 5));
    const saved = await t.request(`${journeys}/blood-pressure-basics/steps/the-two-numbers`, {
      method: "PUT",
      json: { answer: { kind: "list", items: ["132/84 this morning"] }, completed: true },
      as: alice,
    });
    expect(saved.status).toBe(200);

    // 3. The journey she worked on comes first, with its progress and next step.
    const after = await json<{ items: MyJourney[] }>(await mine(alice));
    expect(after.items.map((j) => j.id)).toEqual([
      "blood-pressure-basics",
      "understanding-your-lab-results",
    ]);
    const [bp, labs] = after.items as [MyJourney, MyJourney];
    expect(bp).toMatchObject({ completedSteps: 1, nextStepId: "measuring-at-home" });
    expect(bp.totalSteps).toBeGreaterThan(1);
    expect(bp.lastActivityAt > bp.enrolledAt).toBe(true);
    expect(labs).toMatchObject({ completedSteps: 0 });
    expect(labs.lastActivityAt).toBe(labs.enrolledAt);
    expect(labs.nextStepId).not.toBeNull();

    // 4. Bob sees none of Alice's journeys; the journey pages still read `mine` as no journey.
    expect(await json(await mine(bob))).toEqual({ items: [] });
    expect((await t.request(`${journeys}/mine/progress`, { as: alice })).status).toBe(404);
  });
});

describe("expert sessions without AI", () => {
  it("are created, listed newest first, changed and deleted by their owner only", async () => {
    const alice = await t.signUp();
    const bob = await t.signUp();

    // 1. Alice opens three sessions; sharing is off unless she chooses it.
    const first = await startSession(alice, { expert: "psychologist", category: "anxiety" });
    expect(first).toMatchObject({
      expert: "psychologist",
      category: "anxiety",
      shareSummaries: [],
    });
    const second = await startSession(alice, {
      expert: "physician",
      journeyId: "preparing-for-a-check-up",
      shareSummaries: ["weight", "weight"],
    });
    expect(second.shareSummaries).toEqual(["weight"]);
    const third = await startSession(alice, { expert: "healthcoach" });

    // 2. A journey of another expert, or an unknown expert, is refused.
    const badJourney = await t.request("/api/v1/experts/sessions", {
      json: { expert: "healthcoach", journeyId: "preparing-for-a-check-up" },
      as: alice,
    });
    expect(badJourney.status).toBe(400);
    expect((await json<ErrorReply>(badJourney)).error.fields?.journeyId).toBe(
      ExpertMessage.journeyInvalid,
    );
    const badExpert = await t.request("/api/v1/experts/sessions", {
      json: { expert: "dentist" },
      as: alice,
    });
    expect(badExpert.status).toBe(400);

    // 3. Her list, newest first, two to a page.
    const page = await json<{ items: Session[]; nextCursor: string | null }>(
      await t.request("/api/v1/experts/sessions?limit=2", { as: alice }),
    );
    expect(page.items.map((s) => s.id)).toEqual([third.id, second.id]);
    const rest = await json<{ items: Session[]; nextCursor: string | null }>(
      await t.request(`/api/v1/experts/sessions?limit=2&cursor=${page.nextCursor}`, { as: alice }),
    );
    expect(rest.items.map((s) => s.id)).toEqual([first.id]);
    expect(rest.nextCursor).toBeNull();

    // 4. She turns sharing on for the first session.
    const patched = await t.request(`/api/v1/experts/sessions/${first.id}`, {
      method: "PATCH",
      json: { shareSummaries: ["wellbeing"] },
      as: alice,
    });
    expect(patched.status).toBe(200);
    expect((await json<Session>(patched)).shareSummaries).toEqual(["wellbeing"]);

    // 5. Bob sees none of it: every route on her session is a 404 to him.
    expect(
      (await json<{ items: unknown[] }>(await t.request("/api/v1/experts/sessions", { as: bob })))
        .items,
    ).toEqual([]);
    const url = `/api/v1/experts/sessions/${first.id}`;
    expect((await t.request(url, { as: bob })).status).toBe(404);
    expect(
      (await t.request(url, { method: "PATCH", json: { shareSummaries: [] }, as: bob })).status,
    ).toBe(404);
    expect((await t.request(url, { method: "DELETE", as: bob })).status).toBe(404);
    expect(
      (await t.request(`${url}/messages`, { json: { content: "I want to die" }, as: bob })).status,
    ).toBe(404);
    expect((await t.request("/api/v1/experts/sessions/not-a-uuid", { as: alice })).status).toBe(
      404,
    );

    // 6. A visitor is asked to sign in.
    expect((await t.request("/api/v1/experts/sessions")).status).toBe(401);

    // 7. Alice deletes a session; it is gone.
    expect((await t.request(url, { method: "DELETE", as: alice })).status).toBe(204);
    expect((await t.request(url, { as: alice })).status).toBe(404);
  });

  it("answers a crisis with the fixed card and no AI, and an ordinary message with 503", async () => {
    const person = await t.signUp();
    const session = await startSession(person, { expert: "psychologist" });
    const url = `/api/v1/experts/sessions/${session.id}/messages`;
    const before = await crisisCount("self-harm");

    // 1. A crisis message gets the card at once, though AI is not configured.
    const crisis = await t.request(url, {
      json: { content: "I am planning to take my own life this weekend" },
      as: person,
    });
    expect(crisis.status).toBe(200);
    const reply = await json<{ crisis: { kind: string; body: string }; messages: Message[] }>(
      crisis,
    );
    expect(reply.crisis).toEqual(crisisCard("self-harm"));
    expect(reply.crisis.body).toContain("988");
    expect(await crisisCount("self-harm")).toBe(before + 1);

    // 2. An ordinary message: AI is not configured.
    const ordinary = await t.request(url, {
      json: { content: "How do I sleep better?" },
      as: person,
    });
    expect(ordinary.status).toBe(503);
    expect((await json<ErrorReply>(ordinary)).error.message).toBe(AiMessage.notConfigured);

    // 3. A medical emergency: call 911.
    const emergency = await t.request(url, {
      json: { content: "My father collapsed and his lips are turning blue" },
      as: person,
    });
    expect(emergency.status).toBe(200);
    expect((await json<{ crisis: { body: string } }>(emergency)).crisis.body).toContain("911");

    // 4. The session keeps the messages and both cards, in order; the 503 stored nothing.
    const stored = await json<{ messages: Message[] }>(
      await t.request(`/api/v1/experts/sessions/${session.id}`, { as: person }),
    );
    expect(stored.messages.map((m) => [m.role, m.crisis?.kind ?? null])).toEqual([
      ["user", null],
      ["crisis", "self-harm"],
      ["user", null],
      ["crisis", "medical-emergency"],
    ]);

    // 5. The crisis count holds no text and no person.
    expect(Object.keys(schema.expertCrisisCounts)).not.toContain("userId");

    // 6. An empty or over-long message is refused before anything else.
    expect((await t.request(url, { json: { content: "  " }, as: person })).status).toBe(400);
    expect((await t.request(url, { json: { content: "a".repeat(4001) }, as: person })).status).toBe(
      400,
    );
  });
});

describe("the safety plan", () => {
  it("is empty until saved, then the person's own", async () => {
    const alice = await t.signUp();
    const bob = await t.signUp();
    const empty = await json(await t.request("/api/v1/experts/safety-plan", { as: alice }));
    expect(empty).toEqual({ plan: EMPTY_SAFETY_PLAN, updatedAt: null });
    const plan = {
      ...EMPTY_SAFETY_PLAN,
      warningSigns: ["Not sleeping"],
      peopleToAsk: ["Sam 555-0100"],
    };
    const saved = await t.request("/api/v1/experts/safety-plan", {
      method: "PUT",
      json: plan,
      as: alice,
    });
    expect(saved.status).toBe(200);
    expect(await json(saved)).toMatchObject({ plan });
    expect(await json(await t.request("/api/v1/experts/safety-plan", { as: alice }))).toMatchObject(
      { plan },
    );
    expect(await json(await t.request("/api/v1/experts/safety-plan", { as: bob }))).toEqual({
      plan: EMPTY_SAFETY_PLAN,
      updatedAt: null,
    });
    const tooLong = await t.request("/api/v1/experts/safety-plan", {
      method: "PUT",
      json: { ...EMPTY_SAFETY_PLAN, warningSigns: ["x".repeat(201)] },
      as: alice,
    });
    expect(tooLong.status).toBe(400);
    expect((await t.request("/api/v1/experts/safety-plan")).status).toBe(401);
  });
});
