import { randomUUID } from "node:crypto";
import { schema } from "@vitalog/db";
import { type AiCredits, type Subscription, SubscriptionMessage } from "@vitalog/domain";
import { eq } from "drizzle-orm";
import { strFromU8, unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, json, type TestApp, type TestUser } from "../../../test/test-app.ts";
import { findRevenueCatEventRow } from "./subscription.repository.ts";

const AUTH = "Bearer revenuecat-test-secret";
const HOOK = "/api/v1/payments/revenuecat/webhook";
const DAY = 86_400_000;

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ revenuecat: { webhookAuth: AUTH } });
});
afterAll(() => t.close());

/** A RevenueCat webhook body as its documentation shows one (api_version 1.0). */
function revenueCatEvent(
  type: string,
  appUserId: string,
  extra: Record<string, unknown> = {},
): { api_version: string; event: Record<string, unknown> } {
  const now = Date.now();
  return {
    api_version: "1.0",
    event: {
      id: randomUUID(),
      type,
      app_user_id: appUserId,
      original_app_user_id: appUserId,
      aliases: [appUserId],
      product_id: "vitalog_pro_monthly",
      entitlement_ids: ["Pro"],
      period_type: "NORMAL",
      purchased_at_ms: now,
      expiration_at_ms: now + 30 * DAY,
      transaction_id: randomUUID(),
      original_transaction_id: "1000000000000001",
      event_timestamp_ms: now,
      store: "APP_STORE",
      environment: "SANDBOX",
      currency: "USD",
      price: 4.99,
      ...extra,
    },
  };
}

/** Delivers a body as RevenueCat does; `authorization` null sends no Authorization header. */
function deliver(body: unknown, authorization: string | null = AUTH) {
  return t.request(HOOK, {
    body: typeof body === "string" ? body : JSON.stringify(body),
    headers: authorization === null ? {} : { Authorization: authorization },
  });
}

async function subscriptionOf(person: TestUser): Promise<Subscription> {
  const response = await t.request("/api/v1/subscription", { as: person });
  expect(response.status).toBe(200);
  return json<Subscription>(response);
}

async function balanceOf(person: TestUser): Promise<number> {
  return (await json<AiCredits>(await t.request("/api/v1/ai/credits", { as: person }))).balance;
}

describe("the RevenueCat webhook", () => {
  it("refuses a missing or wrong Authorization header and records nothing", async () => {
    const person = await t.signUp();
    const body = revenueCatEvent("INITIAL_PURCHASE", person.id);
    for (const header of [null, "", "Bearer wrong", `${AUTH}x`, AUTH.toLowerCase()]) {
      const response = await deliver(body, header);
      expect(response.status, String(header)).toBe(401);
      expect((await json<{ error: { message: string } }>(response)).error.message).toBe(
        SubscriptionMessage.webhookUnauthorized,
      );
    }
    expect(await findRevenueCatEventRow(t.db, String(body.event.id))).toBeNull();
    expect((await subscriptionOf(person)).hasProAccess).toBe(false);
  });

  it("grants Pro on INITIAL_PURCHASE, extends it on RENEWAL, keeps it after CANCELLATION until expiry, ends it on EXPIRATION", async () => {
    // 1. A new member has no Pro.
    const person = await t.signUp();
    expect(await subscriptionOf(person)).toEqual({
      hasProAccess: false,
      subscriptionType: null,
      expiryDate: null,
    });

    // 2. The first purchase grants it until its expiry.
    const now = Date.now();
    const firstExpiry = now + 30 * DAY;
    const purchase = revenueCatEvent("INITIAL_PURCHASE", person.id, {
      expiration_at_ms: firstExpiry,
      event_timestamp_ms: now,
    });
    expect((await deliver(purchase)).status).toBe(200);
    expect(await subscriptionOf(person)).toEqual({
      hasProAccess: true,
      subscriptionType: "monthly",
      expiryDate: new Date(firstExpiry).toISOString(),
    });
    expect(await findRevenueCatEventRow(t.db, String(purchase.event.id))).toMatchObject({
      type: "INITIAL_PURCHASE",
      appUserId: person.id,
      userId: person.id,
      outcome: "applied",
      body: purchase,
    });

    // 3. A renewal moves the expiry on.
    const renewedExpiry = now + 60 * DAY;
    await deliver(
      revenueCatEvent("RENEWAL", person.id, {
        expiration_at_ms: renewedExpiry,
        event_timestamp_ms: now + 1,
      }),
    );
    expect((await subscriptionOf(person)).expiryDate).toBe(new Date(renewedExpiry).toISOString());

    // 4. Cancelling keeps access until that expiry.
    await deliver(
      revenueCatEvent("CANCELLATION", person.id, {
        expiration_at_ms: renewedExpiry,
        event_timestamp_ms: now + 2,
        cancel_reason: "UNSUBSCRIBE",
      }),
    );
    expect(await subscriptionOf(person)).toEqual({
      hasProAccess: true,
      subscriptionType: "monthly",
      expiryDate: new Date(renewedExpiry).toISOString(),
    });

    // 5. The expiry ends it.
    await deliver(
      revenueCatEvent("EXPIRATION", person.id, {
        expiration_at_ms: now + 3,
        event_timestamp_ms: now + 3,
        expiration_reason: "UNSUBSCRIBE",
      }),
    );
    expect((await subscriptionOf(person)).hasProAccess).toBe(false);
  });

  it("ends access at the stored expiry when it has passed", async () => {
    const person = await t.signUp();
    const past = Date.now() - DAY;
    await deliver(
      revenueCatEvent("INITIAL_PURCHASE", person.id, {
        purchased_at_ms: past - 30 * DAY,
        expiration_at_ms: past,
        event_timestamp_ms: past - 30 * DAY,
      }),
    );
    expect((await subscriptionOf(person)).hasProAccess).toBe(false);
  });

  it("credits a 30-credit pack once however often it is delivered, and a redelivery changes nothing", async () => {
    const person = await t.signUp();
    const before = await balanceOf(person);
    const pack = revenueCatEvent("NON_RENEWING_PURCHASE", person.id, {
      product_id: "vitalog_ai_credits_30",
      entitlement_ids: null,
      expiration_at_ms: null,
      transaction_id: `GPA.${randomUUID()}`,
    });
    for (let i = 0; i < 5; i += 1) {
      const response = await deliver(pack);
      expect(response.status).toBe(200);
      expect(await json(response)).toEqual({ received: true });
    }
    expect(await balanceOf(person)).toBe(before + 30);
    // The same transaction under another event id (RevenueCat's own retry keeps the id) still counts once.
    await deliver({ ...pack, event: { ...pack.event, id: randomUUID() } });
    expect(await balanceOf(person)).toBe(before + 30);
    const ledger = await t.db
      .select()
      .from(schema.aiCreditLedger)
      .where(eq(schema.aiCreditLedger.userId, person.id));
    expect(ledger).toMatchObject([
      { amount: 30, bucket: "paid", reason: "purchase", reference: pack.event.transaction_id },
    ]);
    // A pack does not grant Pro.
    expect((await subscriptionOf(person)).hasProAccess).toBe(false);
  });

  it("acknowledges and records an event for a person it does not know", async () => {
    const stranger = revenueCatEvent("NON_RENEWING_PURCHASE", "no-such-person", {
      product_id: "vitalog_ai_credits_10",
      expiration_at_ms: null,
    });
    const response = await deliver(stranger);
    expect(response.status).toBe(200);
    expect(await findRevenueCatEventRow(t.db, String(stranger.event.id))).toMatchObject({
      appUserId: "no-such-person",
      userId: null,
      outcome: "unknown-person",
    });
    // A purchase made before signing in names the person through its aliases.
    const person = await t.signUp();
    const anonymous = "$RCAnonymousID:0123456789abcdef";
    await deliver(
      revenueCatEvent("INITIAL_PURCHASE", anonymous, {
        original_app_user_id: anonymous,
        aliases: [anonymous, person.id],
      }),
    );
    expect((await subscriptionOf(person)).hasProAccess).toBe(true);
  });

  it("answers 400 with a clear message for a body that is not JSON or not a RevenueCat event", async () => {
    const notJson = await deliver("{not json");
    expect(notJson.status).toBe(400);
    expect((await json<{ error: { message: string } }>(notJson)).error.message).toBe(
      SubscriptionMessage.webhookNotJson,
    );

    const person = await t.signUp();
    const { app_user_id: _, ...nameless } = revenueCatEvent("INITIAL_PURCHASE", person.id).event;
    for (const body of [
      { api_version: "1.0", event: nameless },
      { api_version: "1.0", event: { ...nameless, app_user_id: person.id, type: "NOPE" } },
      { api_version: "1.0" },
      [],
      '"text"',
    ]) {
      const response = await deliver(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      const reply = await json<{ error: { code: string; message: string } }>(response);
      expect(reply.error).toMatchObject({
        code: "VALIDATION_FAILED",
        message: SubscriptionMessage.webhookInvalid,
      });
    }
    // Text PostgreSQL cannot hold is refused like any other request's.
    const nul = await deliver(
      revenueCatEvent("INITIAL_PURCHASE", person.id, { product_id: "a\u0000b" }),
    );
    expect(nul.status).toBe(400);
    const missing = await deliver({ api_version: "1.0", event: nameless });
    expect(
      (await json<{ error: { fields: Record<string, string> } }>(missing)).error.fields,
    ).toHaveProperty(["event.app_user_id"]);
    expect((await subscriptionOf(person)).hasProAccess).toBe(false);
  });

  it("records TEST and TRANSFER events without changing anyone's access", async () => {
    const test = {
      api_version: "1.0",
      event: { id: randomUUID(), type: "TEST", event_timestamp_ms: Date.now() },
    };
    expect((await deliver(test)).status).toBe(200);
    expect(await findRevenueCatEventRow(t.db, test.event.id)).toMatchObject({
      outcome: "ignored",
      userId: null,
    });
    const transfer = {
      api_version: "1.0",
      event: {
        id: randomUUID(),
        type: "TRANSFER",
        event_timestamp_ms: Date.now(),
        transferred_from: ["a"],
        transferred_to: ["b"],
        store: "APP_STORE",
      },
    };
    expect((await deliver(transfer)).status).toBe(200);
  });

  it("never shows one person's subscription to another", async () => {
    const alice = await t.signUp();
    const bob = await t.signUp();
    await deliver(
      revenueCatEvent("INITIAL_PURCHASE", alice.id, { product_id: "vitalog_pro_yearly" }),
    );
    expect((await subscriptionOf(alice)).subscriptionType).toBe("yearly");
    expect(await subscriptionOf(bob)).toEqual({
      hasProAccess: false,
      subscriptionType: null,
      expiryDate: null,
    });
    expect((await t.request("/api/v1/subscription")).status).toBe(401);
  });

  it("puts the entitlement and the person's store events in the download and removes them with the account", async () => {
    const person = await t.signUp();
    const purchase = revenueCatEvent("INITIAL_PURCHASE", person.id);
    await deliver(purchase);

    const download = await t.request("/api/v1/account/export", { as: person });
    expect(download.status).toBe(200);
    const files = unzipSync(new Uint8Array(await download.arrayBuffer()));
    const data = JSON.parse(strFromU8(files["vitalog-data.json"] as Uint8Array));
    expect(data.subscription).toMatchObject({
      entitlement: { userId: person.id, productId: "vitalog_pro_monthly", status: "active" },
      storeEvents: [{ id: purchase.event.id, type: "INITIAL_PURCHASE" }],
    });

    const deleted = await t.request("/api/v1/account", {
      method: "DELETE",
      json: { password: person.password },
      as: person,
    });
    expect(deleted.status).toBe(204);
    expect(
      await t.db
        .select()
        .from(schema.proEntitlements)
        .where(eq(schema.proEntitlements.userId, person.id)),
    ).toEqual([]);
    expect(await findRevenueCatEventRow(t.db, String(purchase.event.id))).toBeNull();
  });
});

describe("the RevenueCat webhook without REVENUECAT_WEBHOOK_AUTH", () => {
  let plain: TestApp;
  beforeAll(async () => {
    plain = await createTestApp();
  });
  afterAll(() => plain.close());

  it("answers 404: this server takes no store purchases", async () => {
    const person = await plain.signUp();
    const response = await plain.request(HOOK, {
      json: revenueCatEvent("INITIAL_PURCHASE", person.id),
      headers: { Authorization: AUTH },
    });
    expect(response.status).toBe(404);
    expect((await json<{ error: { message: string } }>(response)).error.message).toBe(
      SubscriptionMessage.webhookUnavailable,
    );
    const sub = await json<Subscription>(
      await plain.request("/api/v1/subscription", { as: person }),
    );
    expect(sub.hasProAccess).toBe(false);
  });
});
