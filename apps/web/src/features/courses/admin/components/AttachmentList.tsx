import { useQueryClient } from "@tanstack/react-query";
import { ATTACHMENT_MAX_BYTES, CourseMessage, type LessonAttachment } from "@vitalog/domain";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../../components/Button/Button.tsx";
import { TrashIcon } from "../../../../components/Icon/icons.tsx";
import { useMessageText } from "../../../../lib/messages.ts";
import { IconButton } from "../../../admin/components/CatalogListPage.tsx";
import { coursesQueries } from "../../api.ts";
import { ProgressBar } from "../../components/ProgressBar.tsx";
import { uploadLessonAttachment, useDeleteAttachment } from "../api.ts";
import { serverMessageOr } from "./LessonForm.ts";

/** A file size as people read it: "820 B", "14.2 KB", "3.4 MB". */
export function formatFileSize(bytes: number, locale: string): string {
  const number = (value: number) =>
    new Intl.NumberFormat(locale, { maximumFractionDigits: value < 10 ? 1 : 0 }).format(value);
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${number(bytes / 1024)} KB`;
  return `${number(bytes / (1024 * 1024))} MB`;
}

/**
 * A saved lesson's attachments: each with its name, size and Remove; Add uploads a file (at most
 * 25 MB) with a progress bar. Both change the lesson on the server at once.
 */
export function AttachmentList({
  courseId,
  moduleId,
  lessonId,
  attachments,
  onChange,
}: {
  courseId: string;
  moduleId: string;
  lessonId: string;
  attachments: readonly LessonAttachment[];
  onChange: (attachments: LessonAttachment[]) => void;
}) {
  const { t, i18n } = useTranslation("courses");
  const text = useMessageText();
  const queryClient = useQueryClient();
  const remove = useDeleteAttachment(courseId, moduleId);
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const abort = useRef<(() => void) | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [removing, setRemoving] = useState<string | null>(null);

  useEffect(() => () => abort.current?.(), []);

  async function handleFile(file: File | undefined) {
    if (!file) return;
    setFailure(null);
    if (file.size > ATTACHMENT_MAX_BYTES) {
      setFailure(CourseMessage.attachmentTooLarge);
      if (input.current) input.current.value = "";
      return;
    }
    setProgress(0);
    const upload = uploadLessonAttachment(courseId, moduleId, lessonId, file, setProgress);
    abort.current = upload.abort;
    try {
      const lesson = await upload.promise;
      onChange(lesson.attachments);
      void queryClient.invalidateQueries({ queryKey: coursesQueries.all() });
    } catch (cause) {
      if (!(cause instanceof DOMException && cause.name === "AbortError")) {
        setFailure(serverMessageOr(cause, t("adminContent.attachments.uploadFailed")));
      }
    } finally {
      abort.current = null;
      setProgress(null);
      if (input.current) input.current.value = "";
    }
  }

  function handleRemove(name: string) {
    setFailure(null);
    setRemoving(name);
    remove.mutate(
      { lessonId, name },
      {
        onSuccess: (lesson) => onChange(lesson.attachments),
        onError: (cause) =>
          setFailure(serverMessageOr(cause, t("adminContent.attachments.removeFailed"))),
        onSettled: () => setRemoving(null),
      },
    );
  }

  return (
    <div className="flex flex-col gap-3">
      {attachments.length > 0 ? (
        <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200">
          {attachments.map((file) => (
            <li key={file.name} className="flex items-center gap-3 py-1.5 pr-1.5 pl-3">
              <div className="min-w-0 flex-1">
                <a
                  href={file.url}
                  download
                  className="block truncate text-sm font-medium text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700"
                >
                  {file.name}
                </a>
                <p className="text-xs text-slate-600">{formatFileSize(file.size, i18n.language)}</p>
              </div>
              <IconButton
                label={t("adminContent.attachments.remove", { name: file.name })}
                tone="danger"
                disabled={removing !== null}
                onClick={() => handleRemove(file.name)}
              >
                <TrashIcon className="size-5" />
              </IconButton>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-600">{t("adminContent.attachments.none")}</p>
      )}
      <div className="flex flex-col gap-1.5">
        <label htmlFor={inputId} className="text-sm font-medium text-slate-800">
          {t("adminContent.attachments.add")}
        </label>
        <input
          ref={input}
          id={inputId}
          type="file"
          disabled={progress !== null}
          aria-describedby={`${inputId}-hint`}
          onChange={(event) => void handleFile(event.target.files?.[0])}
          className="block w-full rounded-xl text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:text-sm file:font-semibold file:text-brand-800 hover:file:bg-brand-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-60"
        />
        <p id={`${inputId}-hint`} className="text-sm text-slate-600">
          {t("adminContent.attachments.hint")}
        </p>
      </div>
      {progress !== null ? (
        <div className="flex items-center gap-3">
          <div className="min-w-0 flex-1">
            <ProgressBar percent={progress} label={t("adminContent.attachments.uploading")} />
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
    </div>
  );
}
