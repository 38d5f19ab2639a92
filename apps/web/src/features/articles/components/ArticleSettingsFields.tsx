import { ARTICLE_TAGS_MAX } from "@vitalog/domain";
import { Controller, useFormContext } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Card } from "../../../components/Card/Card.tsx";
import { ImageUploadField } from "../../../components/ImageUploadField/ImageUploadField.tsx";
import {
  EDITOR_IMAGE_MIME_TYPES,
  editorImageProblem,
} from "../../../components/RichTextEditor/rules.ts";
import { type TagsAdded, TagsField } from "../../../components/TagsField/TagsField.tsx";
import { useMessageText } from "../../../lib/messages.ts";
import { uploadArticleImage } from "../api.ts";
import { type ArticleFormInput, addArticleTags } from "../form.ts";
import { CategoriesField } from "./CategoriesField.tsx";

/** Who may read the article, its cover, and where it is filed (categories and tags). */
export function ArticleSettingsFields() {
  const { t } = useTranslation("articles");
  const { control, register } = useFormContext<ArticleFormInput>();
  const messageText = useMessageText();
  const addTags = (tags: readonly string[], typed: string): TagsAdded | null => {
    if (!typed.trim()) return null;
    const result = addArticleTags(tags, typed);
    if (result.problem) return { tags: result.tags, note: messageText(result.problem), warn: true };
    return result.added.length
      ? {
          tags: result.tags,
          note: t("editor.tags.added", { tag: result.added.join(", ") }),
          warn: false,
        }
      : { tags: result.tags, note: t("editor.tags.repeated"), warn: true };
  };
  return (
    <>
      <Card title={t("editor.visibility.title")}>
        <fieldset className="flex flex-col gap-2">
          <legend className="sr-only">{t("editor.visibility.title")}</legend>
          {(["public", "private"] as const).map((visibility) => (
            <label
              key={visibility}
              className="flex cursor-pointer items-start gap-3 rounded-xl border border-slate-200 p-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700"
            >
              <input
                type="radio"
                value={visibility}
                className="mt-1 size-4 accent-brand-700"
                {...register("visibility")}
              />
              <span>
                <span className="block text-sm font-medium text-slate-900">
                  {t(`editor.visibility.${visibility}`)}
                </span>
                <span className="block text-sm text-slate-600">
                  {t(`editor.visibility.${visibility}Hint`)}
                </span>
              </span>
            </label>
          ))}
        </fieldset>
      </Card>
      <Card title={t("editor.cover.title")}>
        <Controller
          control={control}
          name="coverImage"
          render={({ field, fieldState }) => (
            <ImageUploadField
              value={field.value ?? null}
              onChange={(url) => field.onChange(url)}
              error={fieldState.error?.message}
              upload={uploadArticleImage}
              check={editorImageProblem}
              accept={EDITOR_IMAGE_MIME_TYPES.join(",")}
              hint={t("editor.cover.hint")}
              labels={{
                choose: t("editor.cover.choose"),
                replace: t("editor.cover.replace"),
                preview: t("editor.cover.preview"),
                remove: t("editor.cover.remove"),
                uploading: t("editor.cover.uploading"),
                cancel: t("editor.cover.cancel"),
                failed: t("editor.cover.failed"),
              }}
            />
          )}
        />
      </Card>
      <Card title={t("editor.filing")}>
        <div className="flex flex-col gap-5">
          <Controller
            control={control}
            name="categories"
            render={({ field, fieldState }) => (
              <CategoriesField
                value={field.value}
                onChange={field.onChange}
                error={fieldState.error?.message}
              />
            )}
          />
          <Controller
            control={control}
            name="tags"
            render={({ field, fieldState }) => (
              <TagsField
                label={t("editor.tags.label")}
                hint={t("editor.tags.hint", { count: field.value.length, max: ARTICLE_TAGS_MAX })}
                placeholder={t("editor.tags.placeholder")}
                addLabel={t("editor.tags.add")}
                listLabel={t("editor.tags.list")}
                removeLabel={(tag) => t("editor.tags.remove", { tag })}
                removedNote={(tag) => t("editor.tags.removed", { tag })}
                addOnBlur
                tags={field.value}
                onChange={field.onChange}
                add={addTags}
                error={fieldState.error?.message}
              />
            )}
          />
        </div>
      </Card>
    </>
  );
}
