import { CourseMessage, VIDEO_MAX_BYTES, VIDEO_TYPES } from "@vitalog/domain";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../../components/Button/Button.tsx";
import { fieldDescribedBy } from "../../../../components/TextField/TextField.tsx";
import { useMessageText } from "../../../../lib/messages.ts";
import { FieldLabel } from "../../../admin/components/form-fields.tsx";
import { ProgressBar } from "../../components/ProgressBar.tsx";
import { uploadLessonVideo } from "../api.ts";
import { serverMessageOr } from "./LessonForm.ts";

const KNOWN_TYPES = new Set<string>(Object.values(VIDEO_TYPES));

/** Why a chosen file cannot be a lesson video, or null when it can. */
export function videoFileProblem(file: { name: string; type: string; size: number }) {
  const extension = file.name.split(".").pop()?.toLowerCase() ?? "";
  if (!KNOWN_TYPES.has(file.type) && !Object.hasOwn(VIDEO_TYPES, extension)) {
    return CourseMessage.videoOnly;
  }
  if (file.size > VIDEO_MAX_BYTES) return CourseMessage.videoTooLarge;
  return null;
}

/**
 * A video lesson's video: choose a file (checked here for type and size), watch its upload's
 * real progress, then play it, with Remove. `lessonId` may be `temp-…` for a lesson not saved yet.
 */
export function VideoUploadField({
  id,
  courseId,
  moduleId,
  lessonId,
  value,
  onChange,
  onUploadingChange,
  error,
}: {
  /** The file input's id (a failed submit focuses it). */
  id: string;
  courseId: string;
  moduleId: string;
  lessonId: string;
  value: string;
  onChange: (url: string) => void;
  onUploadingChange: (uploading: boolean) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation("courses");
  const text = useMessageText();
  const input = useRef<HTMLInputElement>(null);
  const abort = useRef<(() => void) | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => () => abort.current?.(), []);

  async function handleFile(file: File | undefined) {
    if (!file) return;
    setFailure(null);
    const problem = videoFileProblem(file);
    if (problem) {
      setFailure(problem);
      if (input.current) input.current.value = "";
      return;
    }
    setProgress(0);
    onUploadingChange(true);
    const upload = uploadLessonVideo(courseId, moduleId, lessonId, file, setProgress);
    abort.current = upload.abort;
    try {
      onChange(await upload.promise);
    } catch (cause) {
      if (!(cause instanceof DOMException && cause.name === "AbortError")) {
        setFailure(serverMessageOr(cause, CourseMessage.uploadVideoFailed));
      }
    } finally {
      abort.current = null;
      setProgress(null);
      onUploadingChange(false);
      if (input.current) input.current.value = "";
    }
  }

  const hintId = `${id}-hint`;
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        <FieldLabel label={t("adminContent.video.label")} required />
      </label>
      {value ? (
        <div className="flex flex-col gap-2">
          {/* biome-ignore lint/a11y/useMediaCaption: an admin's preview of the uploaded file */}
          <video
            controls
            preload="metadata"
            src={value}
            className="aspect-video w-full rounded-xl bg-black"
          >
            {t("lesson.videoFallback")}
          </video>
          <div>
            <Button size="sm" variant="secondary" onClick={() => onChange("")}>
              {t("adminContent.video.remove")}
            </Button>
          </div>
        </div>
      ) : (
        <>
          <input
            ref={input}
            id={id}
            type="file"
            accept="video/*"
            disabled={progress !== null}
            aria-invalid={error ? true : undefined}
            aria-describedby={fieldDescribedBy(id, true, error)}
            onChange={(event) => void handleFile(event.target.files?.[0])}
            className="block w-full rounded-xl text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:text-sm file:font-semibold file:text-brand-800 hover:file:bg-brand-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-60"
          />
          <p id={hintId} className="text-sm text-slate-600">
            {t("adminContent.video.hint")}
          </p>
        </>
      )}
      {progress !== null ? (
        <div className="flex items-center gap-3">
          <div className="min-w-0 flex-1">
            <ProgressBar percent={progress} label={t("adminContent.video.uploading")} />
          </div>
          <span className="text-xs text-slate-700 tabular-nums">{progress}%</span>
          <Button size="sm" variant="ghost" onClick={() => abort.current?.()}>
            {t("adminContent.cancelUpload")}
          </Button>
        </div>
      ) : null}
      {failure ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {text(failure)}
        </p>
      ) : null}
      {error && !value ? (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {text(error)}
        </p>
      ) : null}
    </div>
  );
}
