import {
  ARTICLE_META_DESCRIPTION_MAX,
  ARTICLE_META_TITLE_MAX,
  focusKeywordOf,
  normalizeTags,
} from "@vitalog/domain";
import { useFormContext, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Card } from "../../../components/Card/Card.tsx";
import { TextAreaField } from "../../../components/TextAreaField/TextAreaField.tsx";
import { TextField } from "../../../components/TextField/TextField.tsx";
import type { ArticleFormInput } from "../form.ts";
import { CharacterCount } from "./CharacterCount.tsx";

const length = (value: string | null | undefined) => (value ?? "").length;

/** What search engines show: the meta title and description, and the focus keyword (the first tag). */
export function SeoPanel() {
  const { t } = useTranslation("articles");
  const { control, register, formState } = useFormContext<ArticleFormInput>();
  const values = useWatch({ control }) as ArticleFormInput;
  const keyword = focusKeywordOf(normalizeTags(values.tags ?? []));
  const error = (name: keyof ArticleFormInput) =>
    formState.errors[name]?.message as string | undefined;
  return (
    <Card title={t("editor.seo.title")} description={t("editor.seo.description")}>
      <div className="flex flex-col gap-4">
        <TextField
          label={t("editor.seo.metaTitle")}
          error={error("metaTitle")}
          hint={
            <>
              {t("editor.seo.metaTitleHint")}{" "}
              <CharacterCount length={length(values.metaTitle)} max={ARTICLE_META_TITLE_MAX} />
            </>
          }
          {...register("metaTitle")}
        />
        <TextAreaField
          label={t("editor.seo.metaDescription")}
          rows={3}
          error={error("metaDescription")}
          hint={
            <>
              {t("editor.seo.metaDescriptionHint")}{" "}
              <CharacterCount
                length={length(values.metaDescription)}
                max={ARTICLE_META_DESCRIPTION_MAX}
              />
            </>
          }
          {...register("metaDescription")}
        />
        <TextField
          label={t("editor.seo.focusKeyword")}
          value={keyword ?? ""}
          placeholder={t("editor.seo.noKeyword")}
          hint={t("editor.seo.focusKeywordHint")}
          readOnly
        />
      </div>
    </Card>
  );
}
