import { PublicProfilePatch, Username } from "@vitalog/domain";
import { z } from "zod";

/**
 * The username and bio form: an empty username means none; any other is checked with the
 * domain's rule (3–30 letters, digits, `_` or `-`, not a reserved name) and its messages.
 */
export const PublicIdentityForm = z.object({
  username: z.string().superRefine((value, ctx) => {
    const username = value.trim();
    if (!username) return;
    const result = Username.safeParse(username);
    const issue = result.error?.issues[0];
    if (issue) ctx.addIssue({ code: "custom", message: issue.message });
  }),
  bio: PublicProfilePatch.shape.bio.unwrap(),
});
export type PublicIdentityForm = z.infer<typeof PublicIdentityForm>;

/** The PATCH body the form sends: an empty username removes it. */
export function identityPatch(form: PublicIdentityForm): PublicProfilePatch {
  const username = form.username.trim();
  return { username: username || null, bio: form.bio.trim() };
}
