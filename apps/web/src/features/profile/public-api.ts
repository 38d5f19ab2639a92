import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { PublicProfile, PublicProfilePatch, PublicProfileSettings } from "@vitalog/domain";
import { apiFetch } from "../../lib/api.ts";

export const publicProfileKeys = {
  all: ["public-profile"] as const,
  profile: (identifier: string) => [...publicProfileKeys.all, "profile", identifier] as const,
  settings: () => [...publicProfileKeys.all, "settings"] as const,
};

/** `GET /api/v1/profiles/{identifier}`: a username or an id. */
export function usePublicProfile(identifier: string) {
  return useQuery({
    queryKey: publicProfileKeys.profile(identifier),
    queryFn: ({ signal }) =>
      apiFetch<PublicProfile>(`/api/v1/profiles/${encodeURIComponent(identifier)}`, { signal }),
  });
}

/** The signed-in person's own choices: what is public, their username and bio. */
export function usePublicProfileSettings() {
  return useQuery({
    queryKey: publicProfileKeys.settings(),
    queryFn: ({ signal }) => apiFetch<PublicProfileSettings>("/api/v1/profile/public", { signal }),
  });
}

/** `PATCH /api/v1/profile/public`; the answer replaces the cached choices. */
export function useUpdatePublicProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: PublicProfilePatch) =>
      apiFetch<PublicProfileSettings>("/api/v1/profile/public", { method: "PATCH", json: patch }),
    onSuccess: (settings) => {
      queryClient.setQueryData(publicProfileKeys.settings(), settings);
      // The person's own profile page (by id or by an old username) shows the new choices.
      return queryClient.invalidateQueries({
        queryKey: [...publicProfileKeys.all, "profile"],
      });
    },
  });
}
