import { ARTICLE_CATEGORIES, ARTICLE_CATEGORIES_MAX, type ArticleCategory } from "@vitalog/domain";
import clsx from "clsx";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { useMessageText } from "../../../lib/messages.ts";

/** Up to 3 of the six categories; once 3 are chosen the others wait until one is unticked. */
export function CategoriesField({
  value,
  onChange,
  error,
}: {
  value: readonly ArticleCategory[];
  onChange: (categories: ArticleCategory[]) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation("articles");
  const text = useMessageText();
  const id = useId();
  const full = value.length >= ARTICLE_CATEGORIES_MAX;
  return (
    <fieldset
      aria-describedby={clsx(`${id}-hint`, error && `${id}-error`)}
      className="flex flex-col gap-2"
    >
      <legend className="text-sm font-medium text-slate-800">{t("editor.categories.label")}</legend>
      <p id={`${id}-hint`} className="-mt-1 text-sm text-slate-600">
        {t("editor.categories.hint", { count: value.length, max: ARTICLE_CATEGORIES_MAX })}
      </p>
      <div className="grid grid-cols-1 gap-2 min-[480px]:grid-cols-2">
        {ARTICLE_CATEGORIES.map((category) => {
          const checked = value.includes(category);
          return (
            <label
              key={category}
              className={clsx(
                "flex min-h-11 items-center gap-2.5 rounded-xl border px-3 py-2 text-sm transition-colors",
                "has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700",
                checked
                  ? "border-brand-600 bg-brand-50 font-medium text-brand-900"
                  : "border-slate-200 bg-white text-slate-800",
                !checked && full
                  ? "cursor-not-allowed opacity-60"
                  : "cursor-pointer hover:border-brand-300",
              )}
            >
              <input
                type="checkbox"
                checked={checked}
                disabled={!checked && full}
                onChange={() =>
                  onChange(checked ? value.filter((c) => c !== category) : [...value, category])
                }
                className="size-4 accent-brand-700"
              />
              {t(`categories.${category}`)}
            </label>
          );
        })}
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {text(error)}
        </p>
      ) : null}
    </fieldset>
  );
}
