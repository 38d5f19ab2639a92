import { ARTICLE_EXCERPT_MAX, ARTICLE_SLUG_MAX, ARTICLE_TITLE_MAX, slugify } from "@vitalog/domain";
import clsx from "clsx";
import { lazy, Suspense, useId, useMemo } from "react";
import { Controller, useFormContext, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Skeleton } from "../../../components/Skeleton/Skeleton.tsx";
import { TextAreaField } from "../../../components/TextAreaField/TextAreaField.tsx";
import { TextField } from "../../../components/TextField/TextField.tsx";
import { useMessageText } from "../../../lib/messages.ts";
import { uploadArticleImage } from "../api.ts";
import { articleFigures } from "../display.ts";
import type { ArticleFormInput } from "../form.ts";
import { CharacterCount } from "./CharacterCount.tsx";

// TipTap is big: it loads only on the editor pages.
const RichTextEditor = lazy(() => import("../../../components/RichTextEditor/RichTextEditor.tsx"));

const length = (value: string | null | undefined) => (value ?? "").length;

/**
 * The article's own fields: title, slug (its own once saved), excerpt and the rich text with
 * images and embeds, with the word count and reading time as they change.
 */
export function ArticleFields({ contentId, isSaved }: { contentId: string; isSaved: boolean }) {
  const { t } = useTranslation("articles");
  const text = useMessageText();
  const contentLabelId = useId();
  const { control, register, formState } = useFormContext<ArticleFormInput>();
  const values = useWatch({ control }) as ArticleFormInput;
  const figures = useMemo(() => articleFigures(values.content ?? ""), [values.content]);
  const error = (name: keyof ArticleFormInput) =>
    formState.errors[name]?.message as string | undefined;
  const saved = isSaved;
  return (
    <>
      <TextField
        label={t("editor.title")}
        autoComplete="off"
        error={error("title")}
        hint={<CharacterCount length={length(values.title)} max={ARTICLE_TITLE_MAX} />}
        className="text-lg font-semibold"
        {...register("title")}
      />
      <TextField
        label={t("editor.slug")}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        placeholder={saved ? undefined : slugify(values.title || t("editor.slugFallback"))}
        error={error("slug")}
        hint={
          saved ? (
            <>
              {t("editor.slugHint")}{" "}
              <CharacterCount length={length(values.slug)} max={ARTICLE_SLUG_MAX} />
            </>
          ) : (
            t("editor.slugNew")
          )
        }
        readOnly={!saved}
        {...register("slug")}
      />
      <TextAreaField
        label={t("editor.excerpt")}
        rows={3}
        error={error("excerpt")}
        hint={
          <>
            {t("editor.excerptHint")}{" "}
            <CharacterCount length={length(values.excerpt)} max={ARTICLE_EXCERPT_MAX} />
          </>
        }
        {...register("excerpt")}
      />
      <div className="flex flex-col gap-1.5">
        <span id={contentLabelId} className="text-sm font-medium text-slate-800">
          {t("editor.content")}
        </span>
        <Controller
          control={control}
          name="content"
          render={({ field, fieldState }) => (
            <Suspense fallback={<Skeleton className="h-72 w-full rounded-xl" />}>
              <RichTextEditor
                id={contentId}
                labelId={contentLabelId}
                value={field.value}
                onChange={field.onChange}
                describedBy={clsx(`${contentId}-figures`, fieldState.error && `${contentId}-error`)}
                invalid={Boolean(fieldState.error)}
                images={{ upload: uploadArticleImage }}
                embeds
              />
            </Suspense>
          )}
        />
        <p id={`${contentId}-figures`} className="text-sm text-slate-600">
          {t("editor.figures", {
            words: t("editor.words", { count: figures.wordCount }),
            time: t("readingTime", { count: figures.readingTime }),
          })}
        </p>
        {error("content") ? (
          <p id={`${contentId}-error`} className="text-sm font-medium text-red-700">
            {text(error("content"))}
          </p>
        ) : null}
      </div>
    </>
  );
}
