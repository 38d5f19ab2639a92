import { z } from "zod";

/** `GET /api/v1/auth/providers`: which social sign-in buttons to show. */
export const AuthProviders = z.object({ google: z.boolean(), apple: z.boolean() });
export type AuthProviders = z.infer<typeof AuthProviders>;
