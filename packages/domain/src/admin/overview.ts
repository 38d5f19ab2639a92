import { z } from "zod";
import { INVALID_CURSOR_MESSAGE } from "../kit/time-series.ts";

/**
 * `GET /api/v1/admin/overview`: the admin dashboard's figures, each module's own counts in one
 * flat object (today users, riskFactors, healthGoals, weightEntries).
 */
export const AdminOverview = z.record(z.string(), z.number());
export type AdminOverview = z.infer<typeof AdminOverview>;

/**
 * The audit log's kinds, which the admin activity page filters by: sign-ins (and failed ones and
 * sign-outs), account changes, exports, admin content changes, moderation of members' content,
 * and requests the server refused (403).
 */
export const AUDIT_KINDS = [
  "signIn",
  "account",
  "export",
  "content",
  "moderation",
  "refused",
] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];

export const ADMIN_ACTIVITY_ACTIONS = [
  // content and moderation
  "created",
  "updated",
  "deleted",
  "duplicated",
  "imported",
  "removed",
  "merged",
  "hidden",
  "shown",
  "pinned",
  "unpinned",
  // sign-ins
  "signIn",
  "signInFailed",
  "signOut",
  // account
  "passwordChanged",
  "passwordReset",
  "accountDeleted",
  // exports
  "exported",
  // refused requests
  "refused",
] as const;
export type AdminActivityAction = (typeof ADMIN_ACTIVITY_ACTIONS)[number];
/** Catalogue content, members' content a moderator acted on, and the exports. */
export const ADMIN_ACTIVITY_ENTITIES = [
  "riskFactor",
  "healthGoal",
  "recommendation",
  "healthGroup",
  "groupMember",
  "groupThread",
  "groupPost",
  "article",
  "featureRequest",
  "dataExport",
  "fhirExport",
  "clinicianSummary",
] as const;
export type AdminActivityEntity = (typeof ADMIN_ACTIVITY_ENTITIES)[number];

/** `rateLimited`: a sign-in the rate limiter refused (too many attempts from the address). */
export const AUDIT_OUTCOMES = ["success", "failure", "refused", "rateLimited"] as const;
export type AuditOutcome = (typeof AUDIT_OUTCOMES)[number];

/**
 * One audit log entry. `actorId` is null for a visitor, an address that names no account, or an
 * account deleted since; `targetId` is what was acted on (a content id, "METHOD /route/pattern"
 * for a refused request), null for sign-ins, account changes and exports, whose actor is the
 * person. `actorName` is the admin's name for content changes and moderation, the account's
 * name now for the others.
 */
export const AdminActivity = z.object({
  id: z.string(),
  at: z.string(),
  kind: z.enum(AUDIT_KINDS),
  action: z.enum(ADMIN_ACTIVITY_ACTIONS),
  outcome: z.enum(AUDIT_OUTCOMES),
  actorId: z.string().nullable(),
  actorName: z.string().nullable(),
  entity: z.enum(ADMIN_ACTIVITY_ENTITIES).nullable(),
  targetId: z.string().nullable(),
  summary: z.string().nullable(),
});
export type AdminActivity = z.infer<typeof AdminActivity>;

export const ADMIN_ACTIVITY_PAGE_SIZE = 25;
export const ADMIN_ACTIVITY_MAX_PAGE_SIZE = 100;

/** `GET /api/v1/admin/activity?kind=&cursor=&limit=`: newest first, one kind or all. */
export const AdminActivityQuery = z.object({
  kind: z.enum(AUDIT_KINDS).optional(),
  cursor: z
    .string()
    .max(200, INVALID_CURSOR_MESSAGE)
    .regex(/^[A-Za-z0-9_-]*$/, INVALID_CURSOR_MESSAGE)
    .optional(),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(ADMIN_ACTIVITY_MAX_PAGE_SIZE)
    .default(ADMIN_ACTIVITY_PAGE_SIZE),
});
export type AdminActivityQuery = z.infer<typeof AdminActivityQuery>;

export const AdminActivityList = z.object({
  items: z.array(AdminActivity),
  nextCursor: z.string().nullable(),
});
export type AdminActivityList = z.infer<typeof AdminActivityList>;

export const SYSTEM_CHECKS = ["database", "mail", "storage", "ai", "payments"] as const;
export const SYSTEM_STATES = ["up", "down", "configured", "not_configured"] as const;

/** `GET /api/v1/admin/system-status`: each outside dependency, checked or inspected now. */
export const SystemStatus = z.object({
  checks: z.array(
    z.object({
      name: z.enum(SYSTEM_CHECKS),
      state: z.enum(SYSTEM_STATES),
      detail: z.string(),
    }),
  ),
});
export type SystemStatus = z.infer<typeof SystemStatus>;
