import { z } from "zod";

/** `GET /api/health`. */
export const HealthStatus = z.object({
  status: z.enum(["ok", "unavailable"]),
  database: z.enum(["up", "down"]),
});
export type HealthStatus = z.infer<typeof HealthStatus>;
