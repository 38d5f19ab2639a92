import { zodResolver } from "@hookform/resolvers/zod";
import {
  type CourseLesson,
  CourseMessage,
  LESSON_DESCRIPTION_MAX,
  LESSON_DURATION_MAX,
  LESSON_TITLE_MAX,
  LESSON_TYPES,
  type LessonAttachment,
  type LessonInput,
  type LessonType,
} from "@vitalog/domain";
import clsx from "clsx";
import { type FormEvent, lazy, Suspense, useEffect, useId, useState } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useToast } from "../../../../app/toast.tsx";
import { Banner } from "../../../../components/Banner/Banner.tsx";
import { Button } from "../../../../components/Button/Button.tsx";
import { CheckboxField } from "../../../../components/CheckboxField/CheckboxField.tsx";
import { ConfirmDialog } from "../../../../components/ConfirmDialog/ConfirmDialog.tsx";
import { Dialog } from "../../../../components/Dialog/Dialog.tsx";
import { Skeleton } from "../../../../components/Skeleton/Skeleton.tsx";
import { applyServerErrors } from "../../../../kit/form-errors.ts";
import { useMessageText } from "../../../../lib/messages.ts";
import {
  FieldLabel,
  NumberInput,
  TextArea,
  TextInput,
} from "../../../admin/components/form-fields.tsx";
import { fieldId } from "../../../admin/recommendation-form.ts";
import { LessonTypeIcon } from "../../components/LessonTypeIcon.tsx";
import { tempId, useCreateLesson, useUpdateLesson } from "../api.ts";
import { AttachmentList } from "./AttachmentList.tsx";
import {
  emptyLessonValues,
  errorsByPath,
  firstErrorPath,
  LESSON_FIELDS,
  type LessonValues,
  lessonFormSchema,
  lessonValuesOf,
  serverMessageOr,
} from "./LessonForm.ts";
import { QuizEditor } from "./QuizEditor.tsx";
import { VideoUploadField } from "./VideoUploadField.tsx";

// TipTap is big: it loads only when a text lesson's editor is shown.
const RichTextEditor = lazy(
  () => import("../../../../components/RichTextEditor/RichTextEditor.tsx"),
);

/** The lesson being edited, `"new"` to add one, or null when the dialog is closed. */
export type LessonDraft = CourseLesson | "new" | null;

/** The element to focus for an error at `path`. */
const focusTarget = (path: string) => fieldId(path.replace(/\.correctOptionIndex$/, ".options"));

/**
 * Add or edit a lesson: title, description, duration, free preview, its type and the type's
 * content (rich text, an uploaded video, or quiz questions), and a saved lesson's attachments.
 * Checked with the domain's `LessonInput`; closing with unsaved changes asks first.
 */
export function LessonFormDialog({
  courseId,
  moduleId,
  draft,
  onClose,
}: {
  courseId: string;
  moduleId: string;
  draft: LessonDraft;
  onClose: () => void;
}) {
  const { t } = useTranslation("courses");
  const text = useMessageText();
  const { toast } = useToast();
  const create = useCreateLesson(courseId, moduleId);
  const update = useUpdateLesson(courseId, moduleId);
  const contentLabelId = useId();

  const [opened, setOpened] = useState<LessonDraft>(null);
  const [editing, setEditing] = useState<CourseLesson | null>(null);
  const [attachments, setAttachments] = useState<LessonAttachment[]>([]);
  const [uploadId, setUploadId] = useState("");
  const [failure, setFailure] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);
  const form = useForm<LessonValues, unknown, LessonInput>({
    resolver: zodResolver(lessonFormSchema),
    defaultValues: emptyLessonValues(),
    // Most fields are not registered inputs: the first one in error is focused below.
    shouldFocusError: false,
  });
  const {
    watch,
    setValue,
    reset,
    handleSubmit,
    setError,
    formState: { errors: fieldErrors, isDirty: dirty, isSubmitting: busy },
  } = form;
  const values = watch();
  const errors = errorsByPath(fieldErrors);

  // A new opening starts from the lesson (or from blank); closing keeps what shows while it fades.
  if (draft !== opened) {
    setOpened(draft);
    if (draft !== null) {
      setEditing(draft === "new" ? null : draft);
      reset(draft === "new" ? emptyLessonValues() : lessonValuesOf(draft));
      setAttachments(draft === "new" ? [] : draft.attachments);
      setUploadId(draft === "new" ? tempId() : draft.id);
      setFailure(null);
      setUploading(false);
      setConfirmDiscard(false);
    }
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per failed submit
  useEffect(() => {
    if (focusRequest === 0) return;
    const path = firstErrorPath(errors);
    if (path) document.getElementById(focusTarget(path))?.focus();
  }, [focusRequest]);

  // After a failed submit, each field is checked again as it changes.
  const change = (patch: Partial<Omit<LessonValues, "questions">>) => {
    for (const [name, value] of Object.entries(patch) as [keyof LessonValues, never][]) {
      setValue(name, value, { shouldDirty: true, shouldValidate: fieldErrors[name] !== undefined });
    }
  };

  function requestClose() {
    if (busy) return;
    if (dirty || uploading) setConfirmDiscard(true);
    else onClose();
  }

  const save = handleSubmit(
    async (input) => {
      setFailure(null);
      try {
        if (editing) {
          await update.mutateAsync({ lessonId: editing.id, patch: input });
          toast({ message: t("adminContent.lessons.saved"), variant: "success" });
        } else {
          await create.mutateAsync(input);
          toast({ message: t("adminContent.lessons.added"), variant: "success" });
        }
        reset(undefined, { keepValues: true });
        onClose();
      } catch (cause) {
        if (applyServerErrors(cause, setError, LESSON_FIELDS)) setFocusRequest((n) => n + 1);
        setFailure(serverMessageOr(cause, CourseMessage.saveLessonFailed));
      }
    },
    () => {
      setFailure(null);
      setFocusRequest((n) => n + 1);
    },
  );

  function submit(event: FormEvent) {
    if (busy || uploading) {
      event.preventDefault();
      return;
    }
    void save(event);
  }

  const contentError = errors.content;
  const contentId = fieldId("content");
  return (
    <>
      <Dialog
        open={draft !== null}
        onOpenChange={(open) => {
          if (!open) requestClose();
        }}
        title={t(editing ? "adminContent.lessons.editTitle" : "adminContent.lessons.addTitle")}
        size="lg"
        className="sm:max-w-2xl"
      >
        <FormProvider {...form}>
          <form noValidate onSubmit={submit} className="flex flex-col gap-5">
            {failure ? <Banner variant="error">{text(failure)}</Banner> : null}
            <TextInput
              path="title"
              label={t("adminContent.lessons.titleLabel")}
              required
              value={values.title}
              onChange={(title) => change({ title })}
              error={errors.title}
              maxLength={LESSON_TITLE_MAX}
            />
            <TextArea
              path="description"
              label={t("adminContent.lessons.descriptionLabel")}
              value={values.description}
              onChange={(description) => change({ description })}
              error={errors.description}
              maxLength={LESSON_DESCRIPTION_MAX}
              rows={3}
            />
            <div className="grid gap-4 sm:grid-cols-2 sm:items-start">
              <NumberInput
                path="duration"
                label={t("adminContent.lessons.durationLabel")}
                value={values.duration}
                onChange={(duration) => change({ duration })}
                error={errors.duration}
                min={0}
                max={LESSON_DURATION_MAX}
              />
              <CheckboxField
                appearance="card"
                label={t("adminContent.lessons.freePreview")}
                description={t("adminContent.lessons.freePreviewHint")}
                checked={values.isPreview}
                onChange={(event) => change({ isPreview: event.target.checked })}
                containerClassName="sm:mt-7"
              />
            </div>

            <fieldset id={fieldId("type")} tabIndex={-1} className="flex min-w-0 flex-col gap-2">
              <legend className="mb-2 text-sm font-medium text-slate-800">
                {t("adminContent.lessons.typeLabel")}
              </legend>
              <div className="grid grid-cols-3 gap-2">
                {LESSON_TYPES.map((type: LessonType) => (
                  <label
                    key={type}
                    className={clsx(
                      "flex cursor-pointer flex-col items-center gap-1.5 rounded-xl border p-3 text-sm font-medium transition-colors sm:flex-row sm:justify-center",
                      "has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700",
                      values.type === type
                        ? "border-brand-600 bg-brand-50 text-brand-900"
                        : "border-slate-200 bg-white text-slate-700 hover:border-brand-300",
                    )}
                  >
                    <input
                      type="radio"
                      name="lesson-type"
                      value={type}
                      checked={values.type === type}
                      onChange={() => change({ type })}
                      className="sr-only"
                    />
                    <LessonTypeIcon type={type} className="size-5" />
                    {t(`adminContent.types.${type}`)}
                  </label>
                ))}
              </div>
              {errors.type ? (
                <p className="text-sm font-medium text-red-700">{text(errors.type)}</p>
              ) : null}
            </fieldset>

            {values.type === "text" ? (
              <div className="flex flex-col gap-1.5">
                <span id={contentLabelId} className="text-sm font-medium text-slate-800">
                  <FieldLabel label={t("adminContent.lessons.contentLabel")} required />
                </span>
                <Suspense fallback={<Skeleton className="h-60 w-full rounded-xl" />}>
                  <RichTextEditor
                    id={contentId}
                    labelId={contentLabelId}
                    value={values.content}
                    onChange={(content) => change({ content })}
                    describedBy={contentError ? `${contentId}-error` : undefined}
                    invalid={Boolean(contentError)}
                  />
                </Suspense>
                {contentError ? (
                  <p id={`${contentId}-error`} className="text-sm font-medium text-red-700">
                    {text(contentError)}
                  </p>
                ) : null}
              </div>
            ) : null}
            {values.type === "video" ? (
              <VideoUploadField
                id={fieldId("videoUrl")}
                courseId={courseId}
                moduleId={moduleId}
                lessonId={uploadId}
                value={values.videoUrl}
                onChange={(videoUrl) => change({ videoUrl })}
                onUploadingChange={setUploading}
                error={errors.videoUrl}
              />
            ) : null}
            {values.type === "quiz" ? (
              <section aria-labelledby={`${contentLabelId}-quiz`} className="flex flex-col gap-2">
                <h3 id={`${contentLabelId}-quiz`} className="text-sm font-medium text-slate-800">
                  <FieldLabel label={t("adminContent.quiz.title")} required />
                </h3>
                <QuizEditor />
              </section>
            ) : null}

            <section
              aria-labelledby={`${contentLabelId}-attachments`}
              className="flex flex-col gap-2 border-t border-slate-200 pt-4"
            >
              <h3
                id={`${contentLabelId}-attachments`}
                className="text-sm font-semibold text-slate-900"
              >
                {t("adminContent.attachments.title")}
              </h3>
              {editing ? (
                <AttachmentList
                  courseId={courseId}
                  moduleId={moduleId}
                  lessonId={editing.id}
                  attachments={attachments}
                  onChange={setAttachments}
                />
              ) : (
                <p className="text-sm text-slate-600">{t("adminContent.attachments.saveFirst")}</p>
              )}
            </section>

            <div className="flex flex-col-reverse gap-2 border-t border-slate-200 pt-4 sm:flex-row sm:justify-end">
              <Button variant="secondary" onClick={requestClose} disabled={busy}>
                {t("adminContent.cancel")}
              </Button>
              <Button type="submit" loading={busy} disabled={uploading}>
                {busy
                  ? t("adminContent.saving")
                  : t(editing ? "adminContent.lessons.update" : "adminContent.lessons.create")}
              </Button>
            </div>
          </form>
        </FormProvider>
      </Dialog>
      <ConfirmDialog
        open={confirmDiscard}
        title={t("adminContent.discard.title")}
        message={t("adminContent.discard.message")}
        confirmLabel={t("adminContent.discard.confirm")}
        onConfirm={() => {
          setConfirmDiscard(false);
          onClose();
        }}
        onCancel={() => setConfirmDiscard(false)}
      />
    </>
  );
}
