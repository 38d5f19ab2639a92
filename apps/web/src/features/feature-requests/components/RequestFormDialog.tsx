import { zodResolver } from "@hookform/resolvers/zod";
import {
  FEATURE_REQUEST_CATEGORIES,
  FEATURE_REQUEST_DESCRIPTION_MAX,
  FEATURE_REQUEST_TITLE_MAX,
  FeatureRequestInput,
} from "@vitalog/domain";
import { useState } from "react";
import { type Resolver, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Banner } from "../../../components/Banner/Banner.tsx";
import { Button } from "../../../components/Button/Button.tsx";
import { Dialog } from "../../../components/Dialog/Dialog.tsx";
import { Select } from "../../../components/Select/Select.tsx";
import { TextAreaField } from "../../../components/TextAreaField/TextAreaField.tsx";
import { TextField } from "../../../components/TextField/TextField.tsx";
import { applyServerErrors } from "../../../kit/form-errors.ts";
import { useMessageText } from "../../../lib/messages.ts";

const FIELDS = ["title", "description", "category"] as const;

/** The form's values: a category may still be unchosen until the person picks one. */
type FormValues = Omit<FeatureRequestInput, "category"> & {
  category: FeatureRequestInput["category"] | "";
};

/**
 * Asks for a feature, or changes one's own request: title, description and category, checked
 * with the domain's schema; the server's refusals (a field, too many requests) are shown as sent.
 */
export function RequestFormDialog({
  open,
  onOpenChange,
  title,
  description,
  submitLabel,
  initial,
  onSubmit,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  submitLabel: string;
  initial?: FeatureRequestInput;
  onSubmit: (input: FeatureRequestInput) => Promise<unknown>;
}) {
  const { t } = useTranslation("feature-requests");
  const text = useMessageText();
  const [failure, setFailure] = useState<Error | null>(null);
  const {
    register,
    handleSubmit,
    watch,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormValues, unknown, FeatureRequestInput>({
    // The schema refuses the unchosen "" with the category message, as the server would.
    resolver: zodResolver(FeatureRequestInput) as Resolver<
      FormValues,
      unknown,
      FeatureRequestInput
    >,
    defaultValues: initial ?? { title: "", description: "", category: "" },
  });

  const close = (next: boolean) => {
    if (isSubmitting) return;
    if (!next) {
      setFailure(null);
      reset(initial ?? { title: "", description: "", category: "" });
    }
    onOpenChange(next);
  };

  const submit = handleSubmit(async (input) => {
    setFailure(null);
    try {
      await onSubmit(input);
      reset(initial ?? { title: "", description: "", category: "" });
    } catch (error) {
      if (!applyServerErrors(error, setError, FIELDS)) {
        setFailure(error instanceof Error ? error : new Error(String(error)));
      }
    }
  });

  return (
    <Dialog open={open} onOpenChange={close} title={title} description={description} size="lg">
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <TextField
          label={t("submit.titleLabel")}
          hint={t("submit.titleHint")}
          maxLength={FEATURE_REQUEST_TITLE_MAX}
          autoComplete="off"
          error={errors.title?.message}
          {...register("title")}
        />
        <TextAreaField
          label={t("submit.descriptionLabel")}
          hint={t("submit.descriptionHint")}
          rows={5}
          maxLength={FEATURE_REQUEST_DESCRIPTION_MAX}
          error={errors.description?.message}
          value={watch("description")}
          className="min-h-28 resize-y"
          {...register("description")}
        />
        <Select
          label={t("submit.category")}
          placeholder={t("submit.chooseCategory")}
          error={errors.category?.message}
          options={FEATURE_REQUEST_CATEGORIES.map((category) => ({
            value: category,
            label: t(`categories.${category}`),
          }))}
          {...register("category")}
        />
        {failure ? <Banner variant="error">{text(failure)}</Banner> : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => close(false)} disabled={isSubmitting}>
            {t("submit.cancel")}
          </Button>
          <Button type="submit" loading={isSubmitting}>
            {submitLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
