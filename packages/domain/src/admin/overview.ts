import { z } from "zod";

/**
 * `GET /api/v1/admin/overview`: the admin dashboard's figures, each module's own counts in one
 * flat object (today users, riskFactors, healthGoals, weightEntries).
 */
export const AdminOverview = z.record(z.string(), z.number().int());
export type AdminOverview = z.infer<typeof AdminOverview>;
