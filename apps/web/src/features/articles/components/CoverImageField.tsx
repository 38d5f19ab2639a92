import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/Button/Button.tsx";
import {
  EDITOR_IMAGE_MIME_TYPES,
  editorImageProblem,
} from "../../../components/RichTextEditor/rules.ts";
import { isApiError } from "../../../lib/api.ts";
import { useMessageText } from "../../../lib/messages.ts";
import { uploadArticleImage } from "../api.ts";

/**
 * The article's cover: choose a picture (JPEG, PNG, GIF or WebP under 5 MB, checked here and on
 * the server), watch its real upload progress, then a preview with Remove.
 */
export function CoverImageField({
  value,
  onChange,
  error: fieldError,
}: {
  value: string | null;
  onChange: (url: string | null) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation("articles");
  const text = useMessageText();
  const inputId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const abort = useRef<(() => void) | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => () => abort.current?.(), []);
  const busy = progress !== null;
  const shownError = error ?? fieldError ?? null;

  async function handleFile(file: File | undefined) {
    if (!file) return;
    setError(null);
    const problem = editorImageProblem(file);
    if (problem) {
      setError(problem);
    } else {
      setProgress(0);
      const upload = uploadArticleImage(file, setProgress);
      abort.current = upload.abort;
      try {
        onChange((await upload.promise).url);
      } catch (cause) {
        if (!(cause instanceof DOMException && cause.name === "AbortError")) {
          setError(isApiError(cause) ? text(cause) : t("editor.cover.failed"));
        }
      } finally {
        abort.current = null;
        setProgress(null);
      }
    }
    if (fileInput.current) fileInput.current.value = "";
  }

  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  return (
    <div className="flex flex-col gap-3">
      {value ? (
        <div className="flex flex-col gap-2">
          <img
            src={value}
            alt={t("editor.cover.preview")}
            className="aspect-[16/9] w-full rounded-xl border border-slate-200 bg-slate-100 object-cover"
          />
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
            {t("editor.cover.remove")}
          </Button>
        </div>
      ) : null}
      <div className="flex flex-col gap-1.5">
        <label htmlFor={inputId} className="text-sm font-medium text-slate-800">
          {value ? t("editor.cover.replace") : t("editor.cover.choose")}
        </label>
        <input
          ref={fileInput}
          id={inputId}
          type="file"
          accept={EDITOR_IMAGE_MIME_TYPES.join(",")}
          disabled={busy}
          aria-describedby={shownError ? `${errorId} ${hintId}` : hintId}
          aria-invalid={shownError ? true : undefined}
          onChange={(event) => void handleFile(event.target.files?.[0])}
          className="block w-full rounded-xl text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:text-sm file:font-semibold file:text-brand-800 hover:file:bg-brand-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-60"
        />
        <p id={hintId} className="text-sm text-slate-600">
          {t("editor.cover.hint")}
        </p>
      </div>
      {busy ? (
        <div className="flex items-center gap-3">
          <div
            role="progressbar"
            aria-label={t("editor.cover.uploading")}
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
            {t("editor.cover.cancel")}
          </Button>
        </div>
      ) : null}
      {shownError ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-red-700">
          {text(shownError)}
        </p>
      ) : null}
    </div>
  );
}
