import { z } from "zod";

/**
 * `GET /api/v1/admin/overview`: the admin dashboard's figures, each module's own counts in one
 * flat object (today users, riskFactors, healthGoals, weightEntries).
 */
export const AdminOverview = z.record(z.string(), z.number());
export type AdminOverview = z.infer<typeof AdminOverview>;

export const ADMIN_ACTIVITY_ACTIONS = [
  "created",
  "updated",
  "deleted",
  "duplicated",
  "imported",
  "removed",
  "merged",
] as const;
export type AdminActivityAction = (typeof ADMIN_ACTIVITY_ACTIONS)[number];
/** Catalogue content, and members' content an admin moderated (community modules). */
export const ADMIN_ACTIVITY_ENTITIES = [
  "riskFactor",
  "healthGoal",
  "recommendation",
  "healthGroup",
  "groupMember",
  "article",
  "featureRequest",
] as const;
export type AdminActivityEntity = (typeof ADMIN_ACTIVITY_ENTITIES)[number];

/** One admin content change, for the dashboard's recent activity. */
export const AdminActivity = z.object({
  id: z.string(),
  at: z.string(),
  actorName: z.string(),
  action: z.enum(ADMIN_ACTIVITY_ACTIONS),
  entity: z.enum(ADMIN_ACTIVITY_ENTITIES),
  entityId: z.string().nullable(),
  summary: z.string(),
});
export type AdminActivity = z.infer<typeof AdminActivity>;
export const AdminActivityList = z.object({ items: z.array(AdminActivity) });

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
