import { THUMBNAIL_MAX_BYTES, THUMBNAIL_RECOMMENDED, UploadMessage } from "@vitalog/domain";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../../components/Button/Button.tsx";
import { isApiError } from "../../../../lib/api.ts";
import { useMessageText } from "../../../../lib/messages.ts";
import { uploadCourseThumbnail } from "../api.ts";

/**
 * The course's thumbnail: choose an image (checked here too: an image, at most 5 MB), watch its
 * real upload progress, then a preview with Remove. `folder` is where it uploads (the course's
 * id, or `temp-{timestamp}` until the course is saved, which moves it). A preview that cannot
 * load says "Failed to load image" with Retry, which asks again past any cache.
 */
export function ThumbnailField({
  id: idProp,
  value,
  onChange,
  folder,
  onBusyChange,
}: {
  id?: string;
  value: string | null;
  onChange: (url: string | null) => void;
  folder: string;
  onBusyChange?: (busy: boolean) => void;
}) {
  const { t } = useTranslation("courses");
  const messageText = useMessageText();
  const autoId = useId();
  const inputId = idProp ?? autoId;
  const fileInput = useRef<HTMLInputElement>(null);
  const abort = useRef<(() => void) | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [broken, setBroken] = useState(false);
  const [retry, setRetry] = useState(0);
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setBroken(false);
    setRetry(0);
  }
  useEffect(() => () => abort.current?.(), []);

  const busy = progress !== null;

  async function handleFile(file: File | undefined) {
    if (!file) return;
    setError(null);
    if (!file.type.startsWith("image/")) {
      setError(UploadMessage.notImage);
    } else if (file.size > THUMBNAIL_MAX_BYTES) {
      setError(UploadMessage.tooLarge);
    } else {
      setProgress(0);
      onBusyChange?.(true);
      const upload = uploadCourseThumbnail(folder, file, setProgress);
      abort.current = upload.abort;
      try {
        onChange(await upload.promise);
      } catch (cause) {
        if (!(cause instanceof DOMException && cause.name === "AbortError")) {
          setError(isApiError(cause) ? messageText(cause) : t("adminCourses.thumbnail.failed"));
        }
      } finally {
        abort.current = null;
        setProgress(null);
        onBusyChange?.(false);
      }
    }
    if (fileInput.current) fileInput.current.value = "";
  }

  const src = value && retry > 0 ? `${value}${value.includes("?") ? "&" : "?"}t=${retry}` : value;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;

  return (
    <div className="flex flex-col gap-3">
      {value ? (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
          {broken ? (
            <div
              role="alert"
              className="flex aspect-[3/2] w-full max-w-xs flex-col items-center justify-center gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-center text-sm text-red-800"
            >
              {t("adminCourses.thumbnail.imageFailed")}
              <Button
                size="sm"
                variant="secondary"
                onClick={() => {
                  setBroken(false);
                  setRetry(Date.now());
                }}
              >
                {t("adminCourses.thumbnail.retry")}
              </Button>
            </div>
          ) : (
            <img
              src={src ?? undefined}
              alt={t("adminCourses.thumbnail.preview")}
              onError={() => setBroken(true)}
              className="aspect-[3/2] w-full max-w-xs rounded-xl border border-slate-200 bg-slate-100 object-cover"
            />
          )}
          <Button
            size="sm"
            variant="secondary"
            onClick={() => {
              setError(null);
              onChange(null);
            }}
            disabled={busy}
            className="self-start"
          >
            {t("adminCourses.thumbnail.remove")}
          </Button>
        </div>
      ) : null}
      <div className="flex flex-col gap-1.5">
        <label htmlFor={inputId} className="text-sm font-medium text-slate-800">
          {value ? t("adminCourses.thumbnail.replace") : t("adminCourses.thumbnail.choose")}
        </label>
        <input
          ref={fileInput}
          id={inputId}
          type="file"
          accept="image/png,image/jpeg,image/webp,image/*"
          disabled={busy}
          aria-describedby={error ? `${errorId} ${hintId}` : hintId}
          aria-invalid={error ? true : undefined}
          onChange={(event) => void handleFile(event.target.files?.[0])}
          className="block w-full rounded-xl text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:text-sm file:font-semibold file:text-brand-800 hover:file:bg-brand-100 disabled:opacity-60"
        />
        <p id={hintId} className="text-sm text-slate-600">
          {t("adminCourses.thumbnail.hint", {
            width: THUMBNAIL_RECOMMENDED.width,
            height: THUMBNAIL_RECOMMENDED.height,
          })}
        </p>
      </div>
      {busy ? (
        <div className="flex items-center gap-3">
          <div
            role="progressbar"
            aria-label={t("adminCourses.thumbnail.uploading")}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress}
            className="h-2 flex-1 overflow-hidden rounded-full bg-slate-200"
          >
            <div
              className="h-full bg-brand-600 transition-[width]"
              style={{ width: `${progress}%` }}
            />
          </div>
          <span className="w-10 text-right text-xs text-slate-700 tabular-nums">{progress}%</span>
          <Button size="sm" variant="ghost" onClick={() => abort.current?.()}>
            {t("adminCourses.thumbnail.cancel")}
          </Button>
        </div>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-red-700">
          {messageText(error)}
        </p>
      ) : null}
    </div>
  );
}
