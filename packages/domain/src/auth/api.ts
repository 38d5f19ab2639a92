import { z } from "zod";

/** `GET /api/v1/auth/providers`: which social sign-in buttons to show. */
export const AuthProviders = z.object({
  google: z.boolean(),
  apple: z.boolean(),
  /**
   * Google's OAuth client id (public: it is in every Google sign-in address), which the Android
   * app signs in with natively; null when Google is not configured.
   */
  googleClientId: z.string().nullable(),
});
export type AuthProviders = z.infer<typeof AuthProviders>;

/** `POST /api/v1/auth/reset-password/check`: whether an e-mailed reset token can still be used. */
export const ResetTokenCheck = z.object({ token: z.string().min(1).max(200) });
export type ResetTokenCheck = z.infer<typeof ResetTokenCheck>;
export const ResetTokenStatus = z.object({ valid: z.boolean() });
export type ResetTokenStatus = z.infer<typeof ResetTokenStatus>;
