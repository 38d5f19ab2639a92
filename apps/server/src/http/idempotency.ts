import { createHash } from "node:crypto";
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { Guards } from "../auth/guards.ts";
import { AppError } from "../errors.ts";
import type { AppEnv } from "./app-env.ts";
import {
  claimIdempotencyKey,
  findIdempotencyRecord,
  releaseIdempotencyKey,
  storeIdempotentReply,
} from "./idempotency.repository.ts";

/** How long a key's first reply is given again (the offline queue replays within it). */
export const IDEMPOTENCY_WINDOW_MS = 24 * 60 * 60 * 1000;
const KEY_PATTERN = /^[\w.:-]{8,128}$/;
const WRITES = new Set(["POST", "PUT", "PATCH", "DELETE"]);

export const IdempotencyMessage = {
  invalidKey: "Idempotency-Key must be 8 to 128 letters, digits, '.', ':', '_' or '-'",
  reused: "This Idempotency-Key was already used for a different request",
  inProgress: "A request with this Idempotency-Key is still being handled. Please retry shortly",
} as const;

function hashRequest(method: string, path: string, body: ArrayBuffer): string {
  return createHash("sha256")
    .update(`${method} ${path}\n`)
    .update(new Uint8Array(body))
    .digest("hex");
}

/**
 * Honours `Idempotency-Key` on a signed-in person's writes: the same key from the same person
 * on the same route within 24 h gets the first reply again (marked `Idempotent-Replayed: true`)
 * and changes nothing; the same key with a different body is refused with 422. A reply of 5xx
 * is not kept, so the write may be retried. Writes without the header pass untouched.
 */
export function idempotency(guards: Pick<Guards, "optionalUser">) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const key = c.req.header("idempotency-key");
    if (key === undefined || !WRITES.has(c.req.method)) return next();
    if (!KEY_PATTERN.test(key))
      throw AppError.invalid("Idempotency-Key", IdempotencyMessage.invalidKey);
    // The route's own guard answers visitors; a key only counts for a signed-in person.
    let handled: Response | undefined;
    await guards.optionalUser(c, async () => {
      const user = c.get("user");
      if (!user) return next();
      handled = await handleKeyed(c, user.id, key, next);
    });
    if (handled) return handled;
  });
}

async function handleKeyed(
  c: Context<AppEnv>,
  userId: string,
  key: string,
  next: () => Promise<void>,
): Promise<Response | undefined> {
  const db = c.get("db");
  const now = c.get("clock").now();
  const method = c.req.method;
  const path = c.req.path;
  const requestHash = hashRequest(method, path, await c.req.arrayBuffer());

  const existing = await findIdempotencyRecord(db, userId, key);
  if (existing && now.getTime() - existing.createdAt.getTime() >= IDEMPOTENCY_WINDOW_MS) {
    await releaseIdempotencyKey(db, userId, key);
  } else if (existing) {
    if (
      existing.method !== method ||
      existing.path !== path ||
      existing.requestHash !== requestHash
    ) {
      throw new AppError("UNPROCESSABLE", IdempotencyMessage.reused);
    }
    if (existing.status === null) throw new AppError("CONFLICT", IdempotencyMessage.inProgress);
    return replay(existing.status, existing.body, existing.contentType);
  }

  const claimed = await claimIdempotencyKey(db, {
    userId,
    key,
    method,
    path,
    requestHash,
    createdAt: now,
  });
  // Another request with this key took it between the read and the insert.
  if (!claimed) throw new AppError("CONFLICT", IdempotencyMessage.inProgress);

  try {
    await next();
  } catch (error) {
    await releaseIdempotencyKey(db, userId, key);
    throw error;
  }
  const res = c.res;
  if (res.status >= 500) {
    await releaseIdempotencyKey(db, userId, key);
    return undefined;
  }
  const body = res.status === 204 ? null : await res.clone().text();
  await storeIdempotentReply(db, userId, key, {
    status: res.status,
    body,
    contentType: res.headers.get("content-type"),
  });
  return undefined;
}

function replay(status: number, body: string | null, contentType: string | null): Response {
  const headers = new Headers({ "Idempotent-Replayed": "true" });
  if (contentType) headers.set("Content-Type", contentType);
  return new Response(status === 204 ? null : body, { status, headers });
}
