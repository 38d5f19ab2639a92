import { queryOptions, useQueryClient } from "@tanstack/react-query";
import type { PublicProfilePatch, PublicProfileSettings } from "@vitalog/domain";
import { defineModuleData } from "../../kit/data.ts";
import { api } from "../../lib/api.ts";

const all = () => ["public-profile"] as const;
const profiles = () => [...all(), "profile"] as const;

/** Public profiles' queries: every key below `all()`. */
export const publicProfileQueries = {
  all,
  profiles,
  /** `GET /api/v1/profiles/{identifier}`: a username or an id. */
  profile: (identifier: string) =>
    queryOptions({
      queryKey: [...profiles(), identifier] as const,
      queryFn: ({ signal }) =>
        api.get("/api/v1/profiles/{identifier}", { path: { identifier }, signal }),
    }),
  /** The signed-in person's own choices: what is public, their username and bio. */
  settings: () =>
    queryOptions({
      queryKey: [...all(), "settings"] as const,
      queryFn: ({ signal }): Promise<PublicProfileSettings> =>
        api.get("/api/v1/profile/public", { signal }),
    }),
};

/** Public profiles: visitors read them (the public API, read-only); the choices need an account. */
export const publicProfileData = defineModuleData({
  name: "public-profile",
  preview: { kind: "public", promptFeatureKey: "public-profile:signIn.promptFeature" },
  member: publicProfileQueries,
});

/** `PATCH /api/v1/profile/public`; the answer replaces the cached choices. */
export function useUpdatePublicProfile() {
  const queryClient = useQueryClient();
  return publicProfileData.useMutation({
    mutationFn: (patch: PublicProfilePatch): Promise<PublicProfileSettings> =>
      api.patch("/api/v1/profile/public", { body: patch }),
    onSuccess: (settings) =>
      queryClient.setQueryData(publicProfileQueries.settings().queryKey, settings),
    // The person's own profile page (by id or by an old username) shows the new choices.
    invalidate: (q) => [q.profiles()],
  });
}
