import { UploadMessage } from "@vitalog/domain";
import clsx from "clsx";
import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { isApiError } from "../../lib/api.ts";
import { useMessageText } from "../../lib/messages.ts";
import type { Upload } from "../../lib/upload.ts";
import { Button } from "../Button/Button.tsx";
import { Spinner } from "../Spinner/Spinner.tsx";

/** The field's texts, already translated by the caller. */
export interface ImageUploadLabels {
  /** The file input's label with no image yet. */
  choose: string;
  /** The file input's label over an image (defaults to `choose`). */
  replace?: string;
  /** The preview's alt text and its Remove button (not needed with `hidePreview`). */
  preview?: string;
  remove?: string;
  /** The progress bar's name. */
  uploading: string;
  /** Said when an upload fails without a message from the server. */
  failed: string;
  /** The cancel button during an upload; no button without it. */
  cancel?: string;
  /** A preview that cannot load says this with a `retry` button that asks again past any cache. */
  imageFailed?: string;
  retry?: string;
  /** The text beside the bar (defaults to "42%"). */
  progress?: (percent: number) => string;
  /** With `onRemove`: the spinner's name while it runs, and said when it fails without a message. */
  removing?: string;
  removeFailed?: string;
}

export interface ImageUploadFieldProps<T extends { url: string }> {
  id?: string;
  labels: ImageUploadLabels;
  hint?: ReactNode;
  /** The image's address, or null (or "") for none. */
  value: string | null;
  /** The uploaded image's address (with the whole answer), or null when removed. */
  onChange: (url: string | null, answer?: T) => void;
  /** A form error shown under the field. */
  error?: string | undefined;
  /** Starts the upload, reporting 0–100; `abort()` makes its promise reject with AbortError. */
  upload: (file: File, onProgress: (percent: number) => void) => Upload<T>;
  /** A message source (see lib/messages) when the file is refused before uploading. */
  check?: (file: File) => string | null;
  accept?: string;
  disabled?: boolean;
  /** Shows no preview or Remove (the picture goes elsewhere, e.g. into a text). */
  hidePreview?: boolean;
  /** The preview's size and shape; a `rounded-*` class here replaces the default corners. */
  previewClassName?: string;
  /** Shown where the preview goes while there is no image (e.g. initials). */
  empty?: ReactNode;
  /**
   * Remove asks this first (e.g. the server's delete), the field busy meanwhile; `onChange(null)`
   * follows its success, and its failure is said under the field.
   */
  onRemove?: () => Promise<unknown>;
  onBusyChange?: (busy: boolean) => void;
}

/**
 * An image picked from a file: checked, uploaded with its real progress (and a Cancel), then
 * shown with Remove. It reads no data itself: the caller gives `upload` and the texts.
 */
export function ImageUploadField<T extends { url: string }>({
  id: idProp,
  labels,
  hint,
  value,
  onChange,
  error: fieldError,
  upload,
  check,
  accept = "image/*",
  disabled = false,
  hidePreview = false,
  previewClassName,
  empty,
  onRemove,
  onBusyChange,
}: ImageUploadFieldProps<T>) {
  const messageText = useMessageText();
  const autoId = useId();
  const inputId = idProp ?? autoId;
  const fileInput = useRef<HTMLInputElement>(null);
  const abort = useRef<(() => void) | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [removing, setRemoving] = useState(false);
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

  const busy = progress !== null || removing;
  const shownError = error ?? fieldError ?? null;

  async function handleFile(file: File | undefined) {
    if (!file) return;
    setError(null);
    const problem = check?.(file) ?? null;
    if (problem) {
      setError(problem);
    } else {
      setProgress(0);
      onBusyChange?.(true);
      const running = upload(file, setProgress);
      abort.current = running.abort;
      try {
        const answer = await running.promise;
        onChange(answer.url, answer);
      } catch (cause) {
        if (!(cause instanceof DOMException && cause.name === "AbortError")) {
          setError(isApiError(cause) ? messageText(cause) : labels.failed);
        }
      } finally {
        abort.current = null;
        setProgress(null);
        onBusyChange?.(false);
      }
    }
    if (fileInput.current) fileInput.current.value = "";
  }

  async function handleRemove() {
    setError(null);
    if (!onRemove) {
      onChange(null);
      return;
    }
    setRemoving(true);
    onBusyChange?.(true);
    try {
      await onRemove();
      onChange(null);
    } catch (cause) {
      setError(isApiError(cause) ? messageText(cause) : (labels.removeFailed ?? labels.failed));
    } finally {
      setRemoving(false);
      onBusyChange?.(false);
    }
  }

  const src = value && retry > 0 ? `${value}${value.includes("?") ? "&" : "?"}t=${retry}` : value;
  const hasPreview = Boolean(value) && !hidePreview;
  const showsEmpty = !value && !hidePreview && empty !== undefined;
  const roundedPreview =
    previewClassName !== undefined && /(^|\s)rounded(-|\s|$)/.test(previewClassName);
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = clsx(shownError && errorId, hint && hintId) || undefined;

  return (
    <div className="flex flex-col gap-3">
      {showsEmpty ? <div className="self-start">{empty}</div> : null}
      {hasPreview ? (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
          {broken && labels.imageFailed ? (
            <div
              role="alert"
              className="flex w-full max-w-xs flex-col items-center justify-center gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-center text-sm text-red-800"
            >
              {labels.imageFailed}
              {labels.retry ? (
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => {
                    setBroken(false);
                    setRetry(Date.now());
                  }}
                >
                  {labels.retry}
                </Button>
              ) : null}
            </div>
          ) : (
            <img
              src={src ?? undefined}
              alt={labels.preview ?? ""}
              onError={() => setBroken(true)}
              className={clsx(
                "border border-slate-200 bg-slate-100",
                !roundedPreview && "rounded-xl",
                previewClassName ?? "aspect-[16/9] w-full object-cover",
              )}
            />
          )}
          <div className="flex items-center gap-2 self-start">
            <Button
              size="sm"
              variant="secondary"
              onClick={() => void handleRemove()}
              disabled={busy || disabled}
            >
              {labels.remove}
            </Button>
            {removing ? (
              <Spinner size="sm" {...(labels.removing ? { label: labels.removing } : {})} />
            ) : null}
          </div>
        </div>
      ) : null}
      <div className="flex flex-col gap-1.5">
        <label htmlFor={inputId} className="text-sm font-medium text-slate-800">
          {hasPreview ? (labels.replace ?? labels.choose) : labels.choose}
        </label>
        <input
          ref={fileInput}
          id={inputId}
          type="file"
          accept={accept}
          disabled={busy || disabled}
          aria-describedby={describedBy}
          aria-invalid={shownError ? true : undefined}
          onChange={(event) => void handleFile(event.target.files?.[0])}
          className="block w-full rounded-xl text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:text-sm file:font-semibold file:text-brand-800 hover:file:bg-brand-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-60"
        />
        {hint ? (
          <p id={hintId} className="text-sm text-slate-600">
            {hint}
          </p>
        ) : null}
      </div>
      {progress !== null ? (
        <div className="flex items-center gap-3">
          <div
            role="progressbar"
            aria-label={labels.uploading}
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
          <span className="w-10 text-right text-xs text-slate-700 tabular-nums">
            {labels.progress ? labels.progress(progress) : `${progress}%`}
          </span>
          {labels.cancel ? (
            <Button size="sm" variant="ghost" onClick={() => abort.current?.()}>
              {labels.cancel}
            </Button>
          ) : null}
        </div>
      ) : null}
      {shownError ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-red-700">
          {messageText(shownError)}
        </p>
      ) : null}
    </div>
  );
}

/** The usual check before an upload: an image file of at most `maxBytes`. */
export function imageFileCheck(maxBytes: number) {
  return (file: File): string | null => {
    if (!file.type.startsWith("image/")) return UploadMessage.notImage;
    if (file.size > maxBytes) return UploadMessage.tooLarge;
    return null;
  };
}
