import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Profile } from "@vitalog/domain";
import { SESSION_QUERY_KEY } from "../../app/query-client.ts";
import { apiFetch } from "../../lib/api.ts";
import { downloadFile } from "../../lib/download.ts";

/** POST /api/v1/profile/photo (multipart, field `file`): the profile with its new photoUrl. */
export function uploadProfilePhoto(file: File) {
  const body = new FormData();
  body.append("file", file);
  return apiFetch<Profile>("/api/v1/profile/photo", { method: "POST", body });
}

export function deleteProfilePhoto() {
  return apiFetch<void>("/api/v1/profile/photo", { method: "DELETE" });
}

/** Changes the password and ends the account's other sessions. */
export function changePassword(input: { currentPassword: string; newPassword: string }) {
  return apiFetch<unknown>("/api/auth/change-password", {
    method: "POST",
    json: { ...input, revokeOtherSessions: true },
  });
}

/** DELETE /api/v1/account; the password is sent when the account has one. */
export function deleteAccount(password: string | undefined) {
  return apiFetch<void>("/api/v1/account", {
    method: "DELETE",
    json: password === undefined ? {} : { password },
  });
}

/** Downloads the personal-data ZIP; returns the file name used. */
export function downloadMyData() {
  const day = new Date().toISOString().slice(0, 10);
  return downloadFile("/api/v1/account/export", `vitalog-data-${day}.zip`);
}

export function useUploadPhotoMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadProfilePhoto,
    onSuccess(profile) {
      queryClient.setQueryData(SESSION_QUERY_KEY, profile);
    },
  });
}

export function useDeletePhotoMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProfilePhoto,
    onSuccess() {
      queryClient.setQueryData<Profile | null>(SESSION_QUERY_KEY, (profile) =>
        profile ? { ...profile, photoUrl: null } : profile,
      );
    },
  });
}
