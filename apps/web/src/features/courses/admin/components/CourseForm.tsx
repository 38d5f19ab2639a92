import { zodResolver } from "@hookform/resolvers/zod";
import {
  type AdminCourse,
  COURSE_CATEGORIES,
  COURSE_LEVELS,
  COURSE_SHORT_DESCRIPTION_MAX,
  COURSE_TAG_MAX,
  COURSE_TAGS_MAX,
  COURSE_TITLE_MAX,
  type CourseCategory,
  CourseInput,
  type CourseLevel,
  CourseMessage,
  CoursePrice,
  THUMBNAIL_MAX_BYTES,
  THUMBNAIL_RECOMMENDED,
} from "@vitalog/domain";
import clsx from "clsx";
import { type ComponentProps, type FormEvent, type ReactNode, useId, useState } from "react";
import { Controller, type FieldPath, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { z } from "zod";
import { Banner } from "../../../../components/Banner/Banner.tsx";
import { Button, buttonClassName } from "../../../../components/Button/Button.tsx";
import { Card } from "../../../../components/Card/Card.tsx";
import { CheckboxField } from "../../../../components/CheckboxField/CheckboxField.tsx";
import {
  ImageUploadField,
  imageFileCheck,
} from "../../../../components/ImageUploadField/ImageUploadField.tsx";
import { Select } from "../../../../components/Select/Select.tsx";
import { type TagsAdded, TagsField } from "../../../../components/TagsField/TagsField.tsx";
import {
  FieldMessages,
  fieldDescribedBy,
  TextField,
} from "../../../../components/TextField/TextField.tsx";
import { applyServerErrors } from "../../../../kit/form-errors.ts";
import { isApiError } from "../../../../lib/api.ts";
import { useMessageText } from "../../../../lib/messages.ts";
import { formatPrice } from "../../display.ts";
import { uploadCourseThumbnail } from "../api.ts";
import { addTags } from "../tags.ts";

const checkThumbnail = imageFileCheck(THUMBNAIL_MAX_BYTES);

/** Typed number text; an empty field is not a number (so it is never silently 0). */
const typedNumber = z
  .string()
  .transform((text) => (text.trim() === "" ? Number.NaN : Number(text)));

const oneOf = <T extends string>(values: readonly T[], message: string) =>
  z
    .string()
    .refine((value) => (values as readonly string[]).includes(value), { message })
    .transform((value) => value as T);

/**
 * The form's rules: the domain's `CourseInput` field by field (the server's own messages), plus
 * a category, which the form requires though the API allows none (admin-back-office §5).
 */
const courseFormSchema = z.object({
  title: CourseInput.shape.title,
  shortDescription: CourseInput.shape.shortDescription,
  description: CourseInput.shape.description,
  imageUrl: CourseInput.shape.imageUrl,
  price: typedNumber.pipe(CoursePrice),
  duration: typedNumber.pipe(CourseInput.shape.duration.unwrap()),
  category: oneOf<CourseCategory>(COURSE_CATEGORIES, CourseMessage.categoryInvalid),
  level: oneOf<CourseLevel>(COURSE_LEVELS, CourseMessage.levelInvalid),
  featured: z.boolean(),
  tags: CourseInput.shape.tags,
  tagDraft: z.string(),
});

/** What the course form holds: numbers as typed, the tag being typed apart from the tags. */
type CourseFormValues = z.input<typeof courseFormSchema>;

const FIELDS: readonly FieldPath<CourseFormValues>[] = [
  "title",
  "shortDescription",
  "description",
  "imageUrl",
  "price",
  "duration",
  "category",
  "level",
  "featured",
  "tags",
];

function valuesOf(course: AdminCourse | null): CourseFormValues {
  return {
    title: course?.title ?? "",
    shortDescription: course?.shortDescription ?? "",
    description: course?.description ?? "",
    imageUrl: course?.imageUrl ?? null,
    price: String(course?.price ?? 0),
    duration: String(course?.duration ?? 0),
    category: course?.category ?? "",
    level: course?.level ?? "beginner",
    featured: course?.featured ?? false,
    tags: course ? [...course.tags] : [],
    tagDraft: "",
  };
}

function RequiredLabel({ children }: { children: ReactNode }) {
  return (
    <>
      {children}{" "}
      <span aria-hidden="true" className="text-red-700">
        *
      </span>
    </>
  );
}

/** A multi-line field that looks and announces like `TextField`, with an optional counter. */
function TextArea({
  label,
  error,
  hint,
  counter,
  ...rest
}: ComponentProps<"textarea"> & {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  counter?: { count: number; max: number; text: string };
}) {
  const id = useId();
  const over = counter ? counter.count > counter.max : false;
  const describedBy = [fieldDescribedBy(id, hint, error), counter ? `${id}-count` : null]
    .filter(Boolean)
    .join(" ");
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <textarea
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={clsx(
          "block w-full resize-y rounded-xl border bg-white px-3.5 py-2.5 text-base text-slate-900 shadow-sm placeholder:text-slate-400",
          "focus:outline-2 focus:outline-offset-0",
          error || over
            ? "border-red-600 focus:outline-red-600"
            : "border-slate-300 hover:border-slate-400 focus:border-brand-700 focus:outline-brand-700",
        )}
        {...rest}
      />
      <div className="flex items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <FieldMessages id={id} hint={hint} error={error} />
        </div>
        {counter ? (
          <p
            id={`${id}-count`}
            className={clsx(
              "shrink-0 text-sm tabular-nums",
              over ? "font-medium text-red-700" : "text-slate-600",
            )}
          >
            {counter.text}
          </p>
        ) : null}
      </div>
    </div>
  );
}

export interface CourseFormProps {
  /** The course being edited; null for a new one. */
  course: AdminCourse | null;
  /** Where the thumbnail uploads (a `temp-{timestamp}` folder, moved on save). */
  uploadFolder: string;
  cancelTo: string;
  /** Saves; a rejection with the server's error is shown on the form. */
  onSubmit: (input: CourseInput) => Promise<void>;
}

/**
 * The course form (admin-back-office §2 and §5), checked with the domain's `CourseInput` rules;
 * a failed submit focuses the first field in error, whose message is read with it.
 */
export function CourseForm({ course, uploadFolder, cancelTo, onSubmit }: CourseFormProps) {
  const { t } = useTranslation("courses");
  const addCourseTags = (tags: readonly string[], typed: string): TagsAdded => {
    const result = addTags(tags, typed);
    if (result.overLimit) {
      return {
        tags: result.tags,
        note: t("adminCourses.tags.limit", { max: COURSE_TAGS_MAX }),
        warn: true,
      };
    }
    if (result.repeated.length) {
      const tag = result.repeated.join(", ");
      return { tags: result.tags, note: t("adminCourses.tags.repeated", { tag }), warn: true };
    }
    if (result.added.length) {
      const tag = result.added.join(", ");
      return { tags: result.tags, note: t("adminCourses.tags.added", { tag }), warn: false };
    }
    return { tags: result.tags, note: t("adminCourses.tags.empty"), warn: true };
  };
  const text = useMessageText();
  const isEdit = course !== null;
  const [serverError, setServerError] = useState<string | null>(null);
  const [isUploading, setUploading] = useState(false);
  const {
    register,
    control,
    handleSubmit,
    watch,
    getValues,
    setValue,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CourseFormValues, unknown, z.output<typeof courseFormSchema>>({
    resolver: zodResolver(courseFormSchema),
    defaultValues: valuesOf(course),
  });
  const shortLength = (watch("shortDescription") ?? "").length;
  const priceText = watch("price");
  const price = Number(priceText);

  const save = handleSubmit(async (values) => {
    setServerError(null);
    try {
      const { tagDraft: _typing, ...input } = values;
      await onSubmit(input);
    } catch (error) {
      const placed = applyServerErrors(error, setError, FIELDS);
      setServerError(
        isApiError(error) && error.status > 0 && error.status < 500 && !placed
          ? text(error)
          : text(CourseMessage.saveCourseFailed),
      );
    }
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    // A tag typed and not yet added is added now rather than lost.
    const draft = getValues("tagDraft");
    if (draft.trim()) {
      setValue("tags", addTags(getValues("tags") ?? [], draft).tags);
      setValue("tagDraft", "");
    }
    return save(event);
  }

  const busy = isSubmitting || isUploading;

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-6">
      {serverError ? (
        <Banner variant="error" onDismiss={() => setServerError(null)}>
          {serverError}
        </Banner>
      ) : null}
      <p className="text-sm text-slate-600">{t("adminCourses.form.requiredNote")}</p>

      <Card title={t("adminCourses.form.sections.basics")}>
        <div className="flex flex-col gap-5">
          <TextField
            label={<RequiredLabel>{t("adminCourses.form.title")}</RequiredLabel>}
            autoComplete="off"
            maxLength={COURSE_TITLE_MAX}
            aria-required="true"
            error={errors.title?.message}
            {...register("title")}
          />
          <TextArea
            label={t("adminCourses.form.shortDescription")}
            rows={2}
            hint={t("adminCourses.form.shortDescriptionHint")}
            error={errors.shortDescription?.message}
            counter={{
              count: shortLength,
              max: COURSE_SHORT_DESCRIPTION_MAX,
              text: t("adminCourses.form.counter", {
                count: shortLength,
                max: COURSE_SHORT_DESCRIPTION_MAX,
              }),
            }}
            {...register("shortDescription")}
          />
          <TextArea
            label={<RequiredLabel>{t("adminCourses.form.description")}</RequiredLabel>}
            rows={8}
            aria-required="true"
            hint={t("adminCourses.form.descriptionHint")}
            error={errors.description?.message}
            {...register("description")}
          />
        </div>
      </Card>

      <Card title={t("adminCourses.form.sections.thumbnail")}>
        <Controller
          control={control}
          name="imageUrl"
          render={({ field, fieldState }) => (
            <div className="flex flex-col gap-2">
              <ImageUploadField
                value={field.value ?? null}
                onChange={(url) => field.onChange(url)}
                upload={(file, onProgress) => uploadCourseThumbnail(uploadFolder, file, onProgress)}
                check={checkThumbnail}
                accept="image/png,image/jpeg,image/webp,image/*"
                onBusyChange={setUploading}
                previewClassName="aspect-[3/2] w-full max-w-xs object-cover"
                hint={t("adminCourses.thumbnail.hint", {
                  width: THUMBNAIL_RECOMMENDED.width,
                  height: THUMBNAIL_RECOMMENDED.height,
                })}
                labels={{
                  choose: t("adminCourses.thumbnail.choose"),
                  replace: t("adminCourses.thumbnail.replace"),
                  preview: t("adminCourses.thumbnail.preview"),
                  remove: t("adminCourses.thumbnail.remove"),
                  uploading: t("adminCourses.thumbnail.uploading"),
                  cancel: t("adminCourses.thumbnail.cancel"),
                  failed: t("adminCourses.thumbnail.failed"),
                  imageFailed: t("adminCourses.thumbnail.imageFailed"),
                  retry: t("adminCourses.thumbnail.retry"),
                }}
              />
              {fieldState.error?.message ? (
                <p role="alert" className="text-sm font-medium text-red-700">
                  {text(fieldState.error.message)}
                </p>
              ) : null}
            </div>
          )}
        />
      </Card>

      <Card title={t("adminCourses.form.sections.details")}>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label={<RequiredLabel>{t("adminCourses.form.price")}</RequiredLabel>}
            type="number"
            inputMode="decimal"
            min={0}
            step={0.01}
            aria-required="true"
            hint={
              priceText.trim() === "" || !Number.isFinite(price) || price < 0
                ? t("adminCourses.form.priceHint")
                : price === 0
                  ? t("adminCourses.form.priceHintFree")
                  : t("adminCourses.form.priceHintPaid", { price: formatPrice(price, "") })
            }
            error={errors.price?.message}
            {...register("price")}
          />
          <TextField
            label={t("adminCourses.form.duration")}
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            hint={t("adminCourses.form.durationHint")}
            error={errors.duration?.message}
            {...register("duration")}
          />
          <Select
            label={<RequiredLabel>{t("adminCourses.form.category")}</RequiredLabel>}
            placeholder={t("adminCourses.form.chooseCategory")}
            aria-required="true"
            error={errors.category?.message}
            options={COURSE_CATEGORIES.map((c) => ({ value: c, label: t(`categories.${c}`) }))}
            {...register("category")}
          />
          <Select
            label={t("adminCourses.form.level")}
            error={errors.level?.message}
            options={COURSE_LEVELS.map((l) => ({ value: l, label: t(`levels.${l}`) }))}
            {...register("level")}
          />
          <CheckboxField
            containerClassName="sm:col-span-2"
            appearance="card"
            label={t("adminCourses.form.featured")}
            description={t("adminCourses.form.featuredHint")}
            {...register("featured")}
          />
          <div className="sm:col-span-2">
            <Controller
              control={control}
              name="tags"
              render={({ field, fieldState }) => (
                <TagsField
                  label={t("adminCourses.tags.label")}
                  hint={t("adminCourses.tags.hint", { max: COURSE_TAGS_MAX })}
                  placeholder={t("adminCourses.tags.placeholder")}
                  addLabel={t("adminCourses.tags.add")}
                  listLabel={t("adminCourses.tags.list")}
                  removeLabel={(tag) => t("adminCourses.tags.remove", { tag })}
                  removedNote={(tag) => t("adminCourses.tags.removed", { tag })}
                  maxLength={COURSE_TAG_MAX * 4}
                  tags={field.value ?? []}
                  onChange={field.onChange}
                  add={addCourseTags}
                  draft={watch("tagDraft")}
                  onDraftChange={(draft) => setValue("tagDraft", draft)}
                  error={fieldState.error?.message}
                />
              )}
            />
          </div>
        </div>
      </Card>

      <div className="flex flex-col gap-3 border-t border-slate-200 pt-5 sm:flex-row sm:items-center sm:justify-end">
        {isUploading ? (
          <p className="text-sm text-slate-600 sm:mr-auto" role="status">
            {t("adminCourses.form.waitForUpload")}
          </p>
        ) : null}
        <div className="flex flex-col-reverse gap-3 sm:flex-row">
          <Link to={cancelTo} className={buttonClassName("secondary")}>
            {t("adminCourses.form.cancel")}
          </Link>
          <Button type="submit" loading={isSubmitting} disabled={busy} className="sm:min-w-40">
            {isSubmitting
              ? t("adminCourses.form.saving")
              : isEdit
                ? t("adminCourses.form.update")
                : t("adminCourses.form.create")}
          </Button>
        </div>
      </div>
    </form>
  );
}
