import { UploadMessage } from "@vitalog/domain";
import clsx from "clsx";
import { type ChangeEvent, useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/Button/Button.tsx";
import { Spinner } from "../../../components/Spinner/Spinner.tsx";
import { isApiError } from "../../../lib/api.ts";
import { useMessageText } from "../../../lib/messages.ts";
import { useDeletePhotoMutation, useUploadPhotoMutation } from "../api.ts";
import { imageFileError } from "../photo.ts";
import { SaveStatus } from "./SettingsSection.tsx";

function initialsOf(name: string, email: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length >= 2) return `${words[0]![0]}${words.at(-1)![0]}`.toUpperCase();
  if (words.length === 1) return words[0]!.slice(0, 2).toUpperCase();
  return email.slice(0, 1).toUpperCase();
}

/** The server's upload messages are the spec's; anything else gets a generic sentence. */
function uploadErrorMessage(error: unknown, fallback: string): string {
  if (isApiError(error) && error.status === 401) return UploadMessage.loginRequired;
  if (isApiError(error) && error.status >= 400 && error.status < 500 && error.message) {
    return error.message;
  }
  if (isApiError(error) && error.code === "NETWORK") return error.message;
  return fallback;
}

/** Profile photo: the avatar (or initials), Upload and Remove; uploads as soon as one is picked. */
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
  const id = useId();
  const upload = useUploadPhotoMutation();
  const remove = useDeletePhotoMutation();
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const messageText = useMessageText();
  const [status, setStatus] = useState<string | null>(null);
  const busy = upload.isPending || remove.isPending;
  const shown = preview ?? photoUrl;

  useEffect(() => {
    if (!preview) return;
    return () => URL.revokeObjectURL(preview);
  }, [preview]);

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    event.target.value = "";
    setStatus(null);
    const problem = imageFileError(file);
    if (problem || !file) {
      setError(problem ?? UploadMessage.noFile);
      return;
    }
    setError(null);
    setPreview(URL.createObjectURL(file));
    upload.mutate(file, {
      onSuccess: () => setStatus(t("photo.uploaded")),
      onError: (failure) => setError(uploadErrorMessage(failure, t("photo.uploadFailed"))),
      onSettled: () => setPreview(null),
    });
  };

  const handleRemove = () => {
    setError(null);
    setStatus(null);
    remove.mutate(undefined, {
      onSuccess: () => setStatus(t("photo.removed")),
      onError: (failure) => setError(uploadErrorMessage(failure, t("photo.removeFailed"))),
    });
  };

  return (
    <div className="flex items-center gap-4 sm:gap-5">
      <div className="relative size-20 shrink-0">
        {shown ? (
          <img
            src={shown}
            alt={t("photo.alt")}
            className="size-20 rounded-full border border-slate-200 object-cover"
          />
        ) : (
          <span
            aria-hidden="true"
            className="flex size-20 items-center justify-center rounded-full bg-brand-100 text-2xl font-semibold text-brand-800"
          >
            {initialsOf(name, email)}
          </span>
        )}
        {busy ? (
          <span className="absolute inset-0 flex items-center justify-center rounded-full bg-white/70">
            <Spinner
              size="md"
              label={upload.isPending ? t("photo.uploading") : t("photo.removing")}
            />
          </span>
        ) : null}
      </div>
      <div className="flex min-w-0 flex-col gap-2">
        <div className="flex flex-wrap gap-2">
          <label
            htmlFor={`${id}-file`}
            className={clsx(
              "inline-flex h-9 cursor-pointer items-center justify-center rounded-xl border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-800 shadow-sm hover:bg-slate-50",
              "has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700",
              busy && "pointer-events-none opacity-60",
            )}
          >
            {shown ? t("photo.change") : t("photo.upload")}
            <input
              id={`${id}-file`}
              type="file"
              accept="image/*"
              className="sr-only"
              disabled={busy}
              aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
              onChange={handleChange}
            />
          </label>
          {photoUrl ? (
            <Button variant="ghost" size="sm" onClick={handleRemove} disabled={busy}>
              {t("photo.remove")}
            </Button>
          ) : null}
        </div>
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {t("photo.hint")}
        </p>
        {error ? (
          <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-700">
            {messageText(error)}
          </p>
        ) : null}
        <SaveStatus message={status} />
      </div>
    </div>
  );
}
