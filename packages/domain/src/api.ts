import { z } from "zod";

/** `GET /api/v1/auth/providers`: which social sign-in buttons to show. */
export const AuthProviders = z.object({ google: z.boolean(), apple: z.boolean() });
export type AuthProviders = z.infer<typeof AuthProviders>;

/** `GET /api/v1/admin/overview`: the admin dashboard's figures. */
export const AdminOverview = z.object({
  users: z.number().int(),
  riskFactors: z.number().int(),
  healthGoals: z.number().int(),
  weightEntries: z.number().int(),
});
export type AdminOverview = z.infer<typeof AdminOverview>;

/** `GET /api/health`. */
export const HealthStatus = z.object({
  status: z.enum(["ok", "unavailable"]),
  database: z.enum(["up", "down"]),
});
export type HealthStatus = z.infer<typeof HealthStatus>;
