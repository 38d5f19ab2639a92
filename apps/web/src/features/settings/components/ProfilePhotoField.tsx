import { type Profile, UploadMessage } from "@vitalog/domain";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ImageUploadField } from "../../../components/ImageUploadField/ImageUploadField.tsx";
import { ApiError, isApiError } from "../../../lib/api.ts";
import { uploadProfilePhoto, useDeletePhotoMutation, useUploadPhotoMutation } from "../api.ts";
import { imageFileError } from "../photo.ts";
import { SaveStatus } from "./SettingsSection.tsx";

function initialsOf(name: string, email: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length >= 2) return `${words[0]![0]}${words.at(-1)![0]}`.toUpperCase();
  if (words.length === 1) return words[0]!.slice(0, 2).toUpperCase();
  return email.slice(0, 1).toUpperCase();
}

/**
 * The spec's upload messages: signed out says so, a refusal (4xx) or a lost connection keeps the
 * server's or the network's message; anything else becomes a plain error, which the field says
 * with its own "failed" text. A cancelled upload stays as it is.
 */
function photoError(cause: unknown): unknown {
  if (!isApiError(cause)) return cause;
  if (cause.status === 401) return new ApiError(401, cause.code, UploadMessage.loginRequired);
  if (cause.status >= 400 && cause.status < 500 && cause.message) return cause;
  if (cause.code === "NETWORK") return cause;
  return new Error(cause.message);
}

/**
 * Profile photo: the shared image field with a round preview (or the initials), uploading as
 * soon as one is picked and removing through the server; a status line says what happened.
 */
export function ProfilePhotoField({
  photoUrl,
  name,
  email,
}: {
  photoUrl: string | null;
  name: string;
  email: string;
}) {
  const { t } = useTranslation("settings");
  const upload = useUploadPhotoMutation();
  const remove = useDeletePhotoMutation();
  const [status, setStatus] = useState<string | null>(null);

  const startUpload = (file: File, onProgress: (percent: number) => void) => {
    const running = uploadProfilePhoto(file, onProgress);
    const promise = upload
      .mutateAsync(running)
      .then((profile: Profile) => ({ url: profile.photoUrl ?? "", profile }))
      .catch((cause: unknown) => {
        throw photoError(cause);
      });
    return { promise, abort: running.abort };
  };

  return (
    <div className="flex flex-col gap-2">
      <ImageUploadField
        value={photoUrl}
        onChange={(url) => setStatus(url ? t("photo.uploaded") : t("photo.removed"))}
        onBusyChange={(busy) => {
          if (busy) setStatus(null);
        }}
        upload={startUpload}
        onRemove={() =>
          remove.mutateAsync().catch((cause: unknown) => {
            throw photoError(cause);
          })
        }
        check={(file) => imageFileError(file)}
        accept="image/*"
        hint={t("photo.hint")}
        previewClassName="size-20 rounded-full object-cover"
        empty={
          <span
            aria-hidden="true"
            className="flex size-20 items-center justify-center rounded-full bg-brand-100 text-2xl font-semibold text-brand-800"
          >
            {initialsOf(name, email)}
          </span>
        }
        labels={{
          choose: t("photo.upload"),
          replace: t("photo.change"),
          preview: t("photo.alt"),
          remove: t("photo.remove"),
          uploading: t("photo.uploading"),
          failed: t("photo.uploadFailed"),
          removing: t("photo.removing"),
          removeFailed: t("photo.removeFailed"),
        }}
      />
      <SaveStatus message={status} />
    </div>
  );
}
