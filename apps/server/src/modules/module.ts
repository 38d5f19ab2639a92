import type { OpenAPIHono } from "@hono/zod-openapi";
import type { Database } from "@vitalog/db";
import type {
  FhirResource,
  ImportRecord,
  ImportRecordType,
  InsightContribution,
  InsightRange,
} from "@vitalog/domain";
import type { MiddlewareHandler } from "hono";
import type { Auth } from "../auth/auth.ts";
import type { Guards } from "../auth/guards.ts";
import type { Clock, RequestContext, ViewerContext } from "../context.ts";
import type { DataExporter } from "../data-export/exporters.ts";
import type { Config } from "../env.ts";
import type { AppEnv } from "../http/app-env.ts";
import type { Logger } from "../logger.ts";
import type { Ai } from "../platform/ai.ts";
import type { Mailer } from "../platform/mail.ts";
import type { Outbound } from "../platform/outbound.ts";
import type { Payments } from "../platform/payments.ts";
import type { RateLimiter } from "../platform/rate-limiter.ts";
import type { Storage } from "../platform/storage.ts";

export type { Clock } from "../context.ts";

/** An admin's change to the risk-factor or health-goal catalogue. */
export interface CatalogChange {
  kind: "riskFactors" | "healthGoals";
  id: string;
  action: "created" | "updated" | "deleted";
}

/** What a module's demo content may write besides rows: files (the demo courses' videos). */
export interface SeedDeps {
  storage: Storage;
}

/**
 * How a module takes in records from another app's export (`features/imports`). The imports
 * module parses the file, hands each module the records of its `types` in batches, and keeps the
 * import's figures; the module writes its own rows, each stamped with the import's id.
 */
export interface ModuleImporter {
  /** The record types this module writes. */
  types: readonly ImportRecordType[];
  /**
   * Writes those of `records` (all of this module's types) that the viewer does not have yet:
   * the same type, time and value, or the same `sourceId`, is a duplicate, also within one
   * batch. With `importId` null nothing is written and the figures are what would happen (a
   * dry run). Runs in `ctx.db`, the import's transaction.
   */
  write(
    ctx: ViewerContext,
    records: readonly ImportRecord[],
    importId: string | null,
  ): Promise<{ added: number; duplicates: number }>;
  /** Deletes exactly the viewer's rows that import wrote; answers how many. */
  undo(ctx: ViewerContext, importId: string): Promise<number>;
}

/** A module's part of a share link, read for the link's owner (`ctx.viewer`) over its period. */
export interface ModuleShare {
  /** The period's data as the share-link page shows it; nothing outside the period. */
  read(ctx: ViewerContext, period: { from: string; to: string }): Promise<unknown>;
}

/** What every module's routes receive: one object, the same for all. */
export interface ModuleDeps {
  config: Config;
  db: Database;
  guards: Guards;
  auth: Auth;
  storage: Storage;
  mailer: Mailer;
  /** Stripe Checkout and its webhook; each part null when not configured. */
  payments: Payments;
  /** Model calls (platform/ai.ts); every call answers 503 when AI is not configured. */
  ai: Ai;
  /** Requests to URLs people supply: public addresses only, plus OUTBOUND_ALLOWED_HOSTS. */
  outbound: Outbound;
  limiter: RateLimiter;
  clock: Clock;
  log: Logger;
  /** Every registered module, for the parts of the platform built from all of them. */
  modules: readonly ServerModule[];
}

/**
 * A Vitalog module as the server sees it: `apps/server/src/features/<name>/index.ts` exports one
 * and `modules.ts` lists it. Everything here is optional but the name.
 */
export interface ServerModule {
  name: string;
  /** The module's API, mounted under /api/v1; every route declares its access level. */
  routes?(deps: ModuleDeps): OpenAPIHono<AppEnv>;
  /** Its parts of "Download my data" (vitalog-data.json and one CSV each where given). */
  exporters?: readonly DataExporter[];
  /** Writes the rows a new account starts with, inside the sign-up transaction. */
  onUserCreated?(ctx: RequestContext, userId: string): Promise<void>;
  /** Cleans up what the user row's cascade does not reach, inside the deletion transaction. */
  onUserDeleted?(ctx: RequestContext, user: { id: string; email: string }): Promise<void>;
  /**
   * Writes the module's demo content (catalogues, guidelines) at start when demo content is on;
   * runs in the modules' order, and must be safe to run at every start.
   */
  seed?(ctx: RequestContext, deps: SeedDeps): Promise<void>;
  /**
   * Runs on an admin's catalogue change, inside its transaction (`ctx.db` is it): e.g. taking a
   * deleted risk factor out of the module's own rows.
   */
  onCatalogChange?(ctx: RequestContext, change: CatalogChange): Promise<void>;
  /** Runs after a catalogue change is committed, on the app's database: e.g. dropping a cache. */
  afterCatalogChange?(ctx: RequestContext, change: CatalogChange): Promise<void> | void;
  /**
   * The module's part of a health-insight report: its daily series (`<module>.<measure>`, one
   * value per local day of the range in its time zone) read from the viewer's rows of the range.
   */
  insights?(ctx: ViewerContext, range: InsightRange): Promise<InsightContribution>;
  /** Writes records of its types from an import, and takes back exactly what an import wrote. */
  importer?: ModuleImporter;
  /**
   * The viewer's data as FHIR R4 resources for `GET /export/fhir` (Observation,
   * MedicationStatement, Condition...), each pointing at `patientReference` ("Patient/<id>").
   */
  fhir?(ctx: ViewerContext, patientReference: string): Promise<readonly FhirResource[]>;
  /** What a share link made for this module shows (`features/sharing`). */
  share?: ModuleShare;
  /** Figures for the admin dashboard, e.g. `{ weightEntries: 1234 }`. */
  adminCounts?(ctx: RequestContext): Promise<Record<string, number>>;
  /** Storage folders holding files under `<category>/<userId>/`, removed with the account. */
  fileCategories?: readonly string[];
  /** Middleware on the module's own paths, run before the API-wide middleware. */
  middleware?: readonly { path: string; handler: MiddlewareHandler<AppEnv> }[];
  /** Requests that bring their own body limit instead of the API's 1 MB (uploads). */
  hasOwnBodyLimit?(method: string, path: string): boolean;
}
