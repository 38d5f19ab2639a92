import { schema } from "@vitalog/db";
import {
  AiCreditMessage,
  type AiCredits,
  CREDIT_COSTS,
  type CreditPackList,
  type ProfileWithCredits,
} from "@vitalog/domain";
import { eq } from "drizzle-orm";
import { strFromU8, unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deliverStripeEvent, startFakeStripe } from "../../../test/stripe.ts";
import { createTestApp, json, type TestApp, type TestUser } from "../../../test/test-app.ts";
import { asViewer, systemContext, type ViewerContext, withTransaction } from "../../context.ts";
import { AppError } from "../../errors.ts";
import { addPurchasedCredits, getCredits, withCredits } from "./ai-credits.service.ts";

let t: TestApp;
let stripe: Awaited<ReturnType<typeof startFakeStripe>>;

beforeAll(async () => {
  stripe = await startFakeStripe("cs_test_credits_");
  t = await createTestApp({ stripe: stripe.config });
});
afterAll(async () => {
  await t.close();
  await stripe.close();
});

function contextOf(person: TestUser): ViewerContext {
  return asViewer(systemContext(t.db, t.log), { id: person.id, isAdmin: false });
}

async function creditsOf(person: TestUser): Promise<AiCredits> {
  const response = await t.request("/api/v1/ai/credits", { as: person });
  expect(response.status).toBe(200);
  return json<AiCredits>(response);
}

/** Spends `cost` credits for work that stores its result in the same transaction. */
function spend(ctx: ViewerContext, cost: number, reference: string) {
  return withCredits(ctx, { cost, reason: "insight-narrative" }, (settle) =>
    withTransaction(ctx, async (tx) => {
      await settle(tx, reference);
      return reference;
    }),
  );
}

const holdsOf = (person: TestUser) =>
  t.db.select().from(schema.aiCreditHolds).where(eq(schema.aiCreditHolds.userId, person.id));

describe("AI credits", () => {
  it("asks a visitor to sign in, and shows anyone the packs", async () => {
    expect((await t.request("/api/v1/ai/credits")).status).toBe(401);
    expect((await t.request("/api/v1/ai/credits/checkout", { json: { credits: 10 } })).status).toBe(
      401,
    );
    const packs = await json<CreditPackList>(await t.request("/api/v1/ai/credits/packs"));
    expect(packs.packs.map((p) => p.credits)).toEqual([10, 30, 60, 90]);
    expect(packs.packs.every((p) => p.priceCents > 0 && p.currency === "usd")).toBe(true);
    expect(packs.paymentsAvailable).toBe(true);
  });

  it("starts a new account at 0 paid credits with this month's free credits, spent first", async () => {
    // 1. A new person has the 5 free credits of the month and nothing else.
    const person = await t.signUp();
    const fresh = await creditsOf(person);
    expect(fresh).toMatchObject({ balance: 5, freeRemaining: 5, freePerMonth: 5, history: [] });
    expect(new Date(fresh.freeRenewsAt).getUTCDate()).toBe(1);

    // 2. They buy 10; a narrative takes 2 from the free credits.
    const ctx = contextOf(person);
    expect(
      await addPurchasedCredits(ctx, { userId: person.id, credits: 10, reference: "cs_a" }),
    ).toBe(true);
    await spend(ctx, CREDIT_COSTS.insightNarrative, "report-1");
    expect(await creditsOf(person)).toMatchObject({ balance: 13, freeRemaining: 3 });

    // 3. Two more narratives: the second takes the last free credit and one paid credit.
    await spend(ctx, 2, "report-2");
    await spend(ctx, 2, "report-3");
    const after = await creditsOf(person);
    expect(after).toMatchObject({ balance: 9, freeRemaining: 0 });
    expect(
      after.history
        .filter((h) => h.reference === "report-3")
        .map((h) => [h.bucket, h.amount])
        .sort(),
    ).toEqual([
      ["free", -1],
      ["paid", -1],
    ]);
    expect(after.history.find((h) => h.reason === "purchase")).toMatchObject({
      amount: 10,
      bucket: "paid",
      reference: "cs_a",
    });
    expect(await holdsOf(person)).toEqual([]);
  });

  it("charges nothing for work that fails, never settles, or rolls back after settling", async () => {
    const person = await t.signUp();
    const ctx = contextOf(person);

    await expect(
      withCredits(ctx, { cost: 2, reason: "insight-narrative" }, async () => {
        throw new AppError(
          "SERVICE_UNAVAILABLE",
          "The AI service did not answer. Please try again.",
        );
      }),
    ).rejects.toMatchObject({ code: "SERVICE_UNAVAILABLE" });
    expect(
      await withCredits(ctx, { cost: 2, reason: "insight-narrative" }, async () => "refused"),
    ).toBe("refused");
    await expect(
      withCredits(ctx, { cost: 2, reason: "insight-narrative" }, (settle) =>
        withTransaction(ctx, async (tx) => {
          await settle(tx, "report-rolled-back");
          throw new Error("storing the result failed");
        }),
      ),
    ).rejects.toThrow("storing the result failed");

    expect(await creditsOf(person)).toMatchObject({ balance: 5, freeRemaining: 5, history: [] });
    expect(await holdsOf(person)).toEqual([]);
  });

  it("refuses with 402 and a clear message when the credits do not cover the action", async () => {
    const person = await t.signUp();
    const ctx = contextOf(person);
    await spend(ctx, 4, "report-1");
    let ran = false;
    const refusal = await withCredits(ctx, { cost: 2, reason: "insight-narrative" }, async () => {
      ran = true;
    }).catch((e: unknown) => e);
    expect(ran).toBe(false);
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({
      code: "PAYMENT_REQUIRED",
      status: 402,
      message: AiCreditMessage.notEnough,
    });
    expect(AiCreditMessage.notEnough).toMatch(/^You don't have enough AI credits for this\./);
    expect((await getCredits(ctx)).balance).toBe(1);
  });

  it("never goes below zero under 20 concurrent requests", async () => {
    // 5 free + 10 paid = 15 credits: seven narratives of 2 fit, the other thirteen are refused.
    const person = await t.signUp();
    const ctx = contextOf(person);
    await addPurchasedCredits(ctx, { userId: person.id, credits: 10, reference: "cs_race" });
    const outcomes = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        withCredits(ctx, { cost: 2, reason: "insight-narrative" }, async (settle) => {
          await new Promise((done) => setTimeout(done, 5 + (i % 4) * 3));
          return withTransaction(ctx, async (tx) => {
            await settle(tx, `race-${i}`);
            return i;
          });
        }),
      ),
    );
    const succeeded = outcomes.filter((o) => o.status === "fulfilled");
    const refused = outcomes.filter(
      (o) => o.status === "rejected" && (o.reason as AppError).code === "PAYMENT_REQUIRED",
    );
    expect(succeeded).toHaveLength(7);
    expect(refused).toHaveLength(13);
    const after = await creditsOf(person);
    expect(after).toMatchObject({ balance: 1, freeRemaining: 0 });
    const paid = after.history.filter((h) => h.bucket === "paid").reduce((n, h) => n + h.amount, 0);
    expect(paid).toBe(1);
    expect(await holdsOf(person)).toEqual([]);
  });

  it("puts the ledger in the person's download and removes it with the account", async () => {
    const person = await t.signUp();
    const ctx = contextOf(person);
    await addPurchasedCredits(ctx, { userId: person.id, credits: 10, reference: "cs_export" });
    await spend(ctx, 2, "report-export");

    const download = await t.request("/api/v1/account/export", { as: person });
    expect(download.status).toBe(200);
    const files = unzipSync(new Uint8Array(await download.arrayBuffer()));
    const data = JSON.parse(strFromU8(files["vitalog-data.json"] as Uint8Array));
    expect(data["ai-credits"]).toMatchObject([
      { amount: -2, bucket: "free", reason: "insight-narrative", reference: "report-export" },
      { amount: 10, bucket: "paid", reason: "purchase", reference: "cs_export" },
    ]);
    expect(strFromU8(files["ai-credits.csv"] as Uint8Array)).toContain("cs_export");

    const deleted = await t.request("/api/v1/account", {
      method: "DELETE",
      json: { password: person.password },
      as: person,
    });
    expect(deleted.status).toBe(204);
    const left = await t.db
      .select()
      .from(schema.aiCreditLedger)
      .where(eq(schema.aiCreditLedger.userId, person.id));
    expect(left).toEqual([]);
  });

  describe("packs bought through Stripe Checkout", () => {
    const deliver = (event: Record<string, unknown>) => deliverStripeEvent(t, event);

    const completed = (id: string, session: string, userId: string, amount = 499) => ({
      id,
      object: "event",
      type: "checkout.session.completed",
      data: {
        object: {
          id: session,
          object: "checkout.session",
          payment_status: "paid",
          client_reference_id: userId,
          metadata: { userId, credits: "30" },
          amount_total: amount,
          currency: "usd",
        },
      },
    });

    it("opens a session at the pack's price and credits it once, however often the webhook comes", async () => {
      const buyer = await t.signUp();
      const invalid = await t.request("/api/v1/ai/credits/checkout", {
        json: { credits: 25 },
        as: buyer,
      });
      expect(invalid.status).toBe(400);

      const opened = await t.request("/api/v1/ai/credits/checkout", {
        json: { credits: 30 },
        as: buyer,
      });
      expect(opened.status).toBe(200);
      const { url } = await json<{ url: string }>(opened);
      expect(url).toMatch(/^https:\/\/checkout\.stripe\.com\//);
      const sent = decodeURIComponent(stripe.requests.at(-1)?.body ?? "");
      expect(sent).toContain("line_items[0][price_data][unit_amount]=499");
      expect(sent).toContain("metadata[credits]=30");
      expect(sent).toContain(`metadata[userId]=${buyer.id}`);
      expect(sent).toContain("/settings/credits?purchase=complete");
      expect(stripe.requests.at(-1)?.idempotencyKey).toMatch(/^credits-checkout:/);
      const sessionId = url.split("/").at(-1) as string;

      // Nothing is added before the verified webhook.
      expect((await creditsOf(buyer)).balance).toBe(5);

      // Five deliveries: the same event three times, and two more events for the same session.
      for (const id of ["evt_c1", "evt_c1", "evt_c1", "evt_c2", "evt_c3"]) {
        expect((await deliver(completed(id, sessionId, buyer.id))).status).toBe(200);
      }
      const after = await creditsOf(buyer);
      expect(after.balance).toBe(35);
      expect(after.history.filter((h) => h.reason === "purchase")).toMatchObject([
        { amount: 30, bucket: "paid", reference: sessionId },
      ]);

      // The profile carries the user record's credit fields, read from the ledger.
      const profile = await json<ProfileWithCredits>(
        await t.request("/api/v1/profile", { as: buyer }),
      );
      expect(profile).toMatchObject({
        aiCredits: 30,
        totalCreditsPurchased: 30,
        totalCreditsUsed: 0,
      });
      expect(profile.lastCreditPurchase).not.toBeNull();
      expect(profile.aiCreditsHistory).toHaveLength(1);
    });

    it("credits nothing for a session whose amount differs from the pack's", async () => {
      const buyer = await t.signUp();
      const { url } = await json<{ url: string }>(
        await t.request("/api/v1/ai/credits/checkout", { json: { credits: 30 }, as: buyer }),
      );
      const sessionId = url.split("/").at(-1) as string;
      expect((await deliver(completed("evt_c_cheap", sessionId, buyer.id, 1))).status).toBe(200);
      expect((await creditsOf(buyer)).balance).toBe(5);
    });
  });
});

describe("AI credits without payments", () => {
  let bare: TestApp;
  beforeAll(async () => {
    bare = await createTestApp();
  });
  afterAll(() => bare.close());

  it("says payments are not available, and the packs say so too", async () => {
    const person = await bare.signUp();
    const response = await bare.request("/api/v1/ai/credits/checkout", {
      json: { credits: 10 },
      as: person,
    });
    expect(response.status).toBe(503);
    expect((await json<{ error: { message: string } }>(response)).error.message).toBe(
      AiCreditMessage.paymentsUnavailable,
    );
    const packs = await json<CreditPackList>(await bare.request("/api/v1/ai/credits/packs"));
    expect(packs.paymentsAvailable).toBe(false);
  });
});
