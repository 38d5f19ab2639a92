import { randomUUID } from "node:crypto";
import type { SystemStatus } from "@vitalog/domain";
import { sql } from "drizzle-orm";
import type { ModuleDeps } from "../../modules/module.ts";

type Check = SystemStatus["checks"][number];

async function databaseCheck({ db }: ModuleDeps): Promise<Check> {
  const started = performance.now();
  try {
    await db.execute(sql`select 1`);
    const ms = Math.round(performance.now() - started);
    return { name: "database", state: "up", detail: `Answered in ${ms} ms` };
  } catch {
    return { name: "database", state: "down", detail: "The database did not answer" };
  }
}

/** Writes, reads back and removes a small probe object. */
async function storageCheck({ storage }: ModuleDeps): Promise<Check> {
  const where = storage.kind === "s3" ? "S3 bucket" : "Files on this server's disk";
  const key = `system-status/${randomUUID()}.txt`;
  try {
    const probe = new TextEncoder().encode("ok");
    await storage.put(key, probe, "text/plain");
    const back = await storage.get(key);
    await storage.delete(key);
    return back?.size === probe.byteLength
      ? { name: "storage", state: "up", detail: where }
      : { name: "storage", state: "down", detail: `${where}: the probe did not read back` };
  } catch {
    return { name: "storage", state: "down", detail: `${where}: could not write` };
  }
}

/**
 * The system-status card: the database and storage are tried now; mail, AI and payments are
 * reported as configured or not (trying them would send mail or spend money).
 */
export async function systemStatus(deps: ModuleDeps): Promise<SystemStatus> {
  const [database, storage] = await Promise.all([databaseCheck(deps), storageCheck(deps)]);
  const mail: Check = deps.config.smtpUrl
    ? { name: "mail", state: "configured", detail: "Sent through the SMTP server in SMTP_URL" }
    : {
        name: "mail",
        state: "not_configured",
        detail: "No SMTP_URL: mail is kept in the built-in outbox",
      };
  return { checks: [database, mail, storage, aiCheck(deps), paymentsCheck(deps)] };
}

/** Configured when AI_BASE_URL and AI_MODEL are set; otherwise says which to set. */
function aiCheck({ ai }: Pick<ModuleDeps, "ai">): Check {
  if (!ai.configured || !ai.model) {
    return {
      name: "ai",
      state: "not_configured",
      detail:
        "No AI model is set up on this server: set AI_BASE_URL and AI_MODEL (and AI_API_KEY if the server needs one)",
    };
  }
  return { name: "ai", state: "configured", detail: `Model ${ai.model}` };
}

/** Configured when STRIPE_SECRET_KEY is set (Checkout can open); says when the webhook is not. */
function paymentsCheck({ payments }: Pick<ModuleDeps, "payments">): Check {
  if (!payments.checkout) {
    return {
      name: "payments",
      state: "not_configured",
      detail: "No payment provider is set up on this server",
    };
  }
  return {
    name: "payments",
    state: "configured",
    detail: payments.verify
      ? "Card payments through Stripe Checkout"
      : "Card payments through Stripe Checkout; no STRIPE_WEBHOOK_SECRET, so no payment completes an enrolment",
  };
}
