import { useQueryClient } from "@tanstack/react-query";
import type { Profile } from "@vitalog/domain";
import { SESSION_QUERY_KEY } from "../../app/query-client.ts";
import { defineModuleData } from "../../kit/data.ts";
import { api } from "../../lib/api.ts";
import { downloadFile } from "../../lib/download.ts";
import { type Upload, uploadFile } from "../../lib/upload.ts";

/**
 * The member's settings: profile, photo, password, devices and their data. They read the session
 * and the profile's own factories, so this module has no queries of its own; no preview.
 */
export const settingsData = defineModuleData({
  name: "settings",
  preview: { kind: "sign-in" },
  member: {},
});

/**
 * POST /api/v1/profile/photo (multipart, field `file`) with its real progress: the profile with
 * its new photoUrl.
 */
export function uploadProfilePhoto(
  file: File,
  onProgress: (percent: number) => void,
): Upload<Profile> {
  return uploadFile("/api/v1/profile/photo", { file, onProgress });
}

export function deleteProfilePhoto() {
  return api.delete("/api/v1/profile/photo");
}

/** DELETE /api/v1/account; the password is sent when the account has one. */
export function deleteAccount(password: string | undefined) {
  return api.delete("/api/v1/account", { body: password === undefined ? {} : { password } });
}

/** Downloads the personal-data ZIP; returns the file name used. */
export function downloadMyData() {
  const day = new Date().toISOString().slice(0, 10);
  return downloadFile("/api/v1/account/export", `vitalog-data-${day}.zip`);
}

/** Waits for a running photo upload (`uploadProfilePhoto`), then puts its profile in the session. */
export function useUploadPhotoMutation() {
  const queryClient = useQueryClient();
  return settingsData.useMutation({
    mutationFn: (running: Upload<Profile>) => running.promise,
    onSuccess(profile) {
      queryClient.setQueryData(SESSION_QUERY_KEY, profile);
    },
  });
}

export function useDeletePhotoMutation() {
  const queryClient = useQueryClient();
  return settingsData.useMutation({
    mutationFn: deleteProfilePhoto,
    onSuccess() {
      queryClient.setQueryData<Profile | null>(SESSION_QUERY_KEY, (profile) =>
        profile ? { ...profile, photoUrl: null } : profile,
      );
    },
  });
}
