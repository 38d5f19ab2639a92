import { UploadMessage } from "@vitalog/domain";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/Button/Button.tsx";
import { useMessageText } from "../../../lib/messages.ts";
import { uploadRecommendationImage } from "../api.ts";

const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/**
 * A step's image: choose a file, watch its real upload progress, then a preview with Remove.
 * A preview that cannot load says "Failed to load image" with Retry (which asks again past
 * any cache).
 */
export function StepImageField({
  value,
  onChange,
  label,
}: {
  value: string;
  onChange: (url: string) => void;
  label: string;
}) {
  const { t } = useTranslation("admin");
  const messageText = useMessageText();
  const inputId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [broken, setBroken] = useState(false);
  const [retry, setRetry] = useState(0);
  const abort = useRef<(() => void) | null>(null);

  useEffect(() => () => abort.current?.(), []);
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setBroken(false);
    setRetry(0);
  }

  async function handleFile(file: File | undefined) {
    if (!file) return;
    setError(null);
    if (!file.type.startsWith("image/")) {
      setError(UploadMessage.notImage);
      return;
    }
    if (file.size > MAX_IMAGE_BYTES) {
      setError(UploadMessage.tooLarge);
      return;
    }
    setProgress(0);
    const upload = uploadRecommendationImage(file, setProgress);
    abort.current = upload.abort;
    try {
      onChange(await upload.promise);
    } catch (cause) {
      if (!(cause instanceof DOMException && cause.name === "AbortError")) {
        setError(cause instanceof Error ? cause.message : t("steps.uploadFailed"));
      }
    } finally {
      abort.current = null;
      setProgress(null);
      if (fileInput.current) fileInput.current.value = "";
    }
  }

  const src = value && retry > 0 ? `${value}${value.includes("?") ? "&" : "?"}t=${retry}` : value;

  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={inputId} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      {value ? (
        <div className="flex flex-col gap-2">
          {broken ? (
            <div
              role="alert"
              className="flex flex-wrap items-center gap-3 rounded-xl border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800"
            >
              {t("steps.imageFailed")}
              <Button
                size="sm"
                variant="secondary"
                onClick={() => {
                  setBroken(false);
                  setRetry(Date.now());
                }}
              >
                {t("steps.imageRetry")}
              </Button>
            </div>
          ) : (
            <img
              src={src}
              alt={t("steps.imagePreview")}
              onError={() => setBroken(true)}
              className="max-h-48 w-auto max-w-full rounded-xl border border-slate-200 object-contain"
            />
          )}
          <div>
            <Button size="sm" variant="secondary" onClick={() => onChange("")}>
              {t("steps.imageRemove")}
            </Button>
          </div>
        </div>
      ) : null}
      <input
        ref={fileInput}
        id={inputId}
        type="file"
        accept="image/*"
        disabled={progress !== null}
        onChange={(event) => void handleFile(event.target.files?.[0])}
        className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:text-sm file:font-semibold file:text-brand-800 hover:file:bg-brand-100"
      />
      <p className="text-xs text-slate-600">{t("steps.imageHint")}</p>
      {progress !== null ? (
        <div className="flex items-center gap-3">
          <div
            role="progressbar"
            aria-label={t("steps.uploading")}
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
          <span className="text-xs text-slate-700 tabular-nums">{progress}%</span>
        </div>
      ) : null}
      {error ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {messageText(error)}
        </p>
      ) : null}
    </div>
  );
}
