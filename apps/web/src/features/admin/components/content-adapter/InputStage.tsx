import { zodResolver } from "@hookform/resolvers/zod";
import { type Resolver, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Button } from "../../../../components/Button/Button.tsx";
import { Card } from "../../../../components/Card/Card.tsx";
import { TextField } from "../../../../components/TextField/TextField.tsx";
import { ContentAdapterForm } from "../../content-adapter-form.ts";
import { StageHeading } from "./StageHeading.tsx";

const MODES = ["single", "series"] as const;

/** Stage 1: the article's URL and the mode, then Extract Content. */
export function InputStage({
  initial,
  busy,
  focusHeading,
  onExtract,
}: {
  initial: ContentAdapterForm;
  busy: boolean;
  focusHeading: boolean;
  onExtract: (values: ContentAdapterForm) => void;
}) {
  const { t } = useTranslation("admin");
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ContentAdapterForm>({
    resolver: zodResolver(ContentAdapterForm) as Resolver<ContentAdapterForm>,
    defaultValues: initial,
  });

  return (
    <Card>
      <form noValidate onSubmit={handleSubmit(onExtract)} className="flex flex-col gap-5">
        <StageHeading focus={focusHeading}>{t("contentAdapter.input.heading")}</StageHeading>
        <TextField
          label={t("contentAdapter.input.url")}
          hint={t("contentAdapter.input.urlHint")}
          type="url"
          inputMode="url"
          autoComplete="url"
          placeholder="https://"
          error={errors.url?.message}
          {...register("url")}
        />
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-sm font-medium text-slate-900">
            {t("contentAdapter.input.mode")}
          </legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {MODES.map((mode) => (
              <label
                key={mode}
                className="flex cursor-pointer items-start gap-3 rounded-xl border border-slate-200 p-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700"
              >
                <input
                  type="radio"
                  value={mode}
                  className="mt-1 size-4 accent-brand-700"
                  {...register("mode")}
                />
                <span>
                  <span className="block text-sm font-medium text-slate-900">
                    {t(`contentAdapter.input.${mode}`)}
                  </span>
                  <span className="block text-sm text-slate-600">
                    {t(`contentAdapter.input.${mode}Hint`)}
                  </span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        <div>
          <Button type="submit" loading={busy} className="w-full sm:w-auto">
            {busy ? t("contentAdapter.input.extracting") : t("contentAdapter.input.extract")}
          </Button>
        </div>
      </form>
    </Card>
  );
}
