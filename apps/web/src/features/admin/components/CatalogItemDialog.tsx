import { zodResolver } from "@hookform/resolvers/zod";
import {
  CatalogItemInput,
  RecommendationMessage,
  RISK_FACTOR_CATEGORIES,
  type RiskFactorCategory,
  RiskFactorInput,
} from "@vitalog/domain";
import { useEffect, useId, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Banner } from "../../../components/Banner/Banner.tsx";
import { Button } from "../../../components/Button/Button.tsx";
import { Dialog } from "../../../components/Dialog/Dialog.tsx";
import { Select } from "../../../components/Select/Select.tsx";
import { TextAreaField } from "../../../components/TextAreaField/TextAreaField.tsx";
import { TextField } from "../../../components/TextField/TextField.tsx";
import { applyServerErrors } from "../../../kit/form-errors.ts";
import { isApiError } from "../../../lib/api.ts";
import { useRiskFactorCategoryName } from "../../profile/components/CatalogSelections.tsx";
import type { CatalogKind } from "../api.ts";

export interface CatalogDraft {
  id?: string;
  name: string;
  description: string;
  /** Risk factors only: the group it is listed under (null: "other"). */
  category?: RiskFactorCategory | null;
}

/** The dialog's fields: a risk factor's, or a health goal's without `category`. */
type CatalogFormValues = RiskFactorInput;

/**
 * Add or edit a risk factor or health goal: Name (required) and an optional Description; a risk
 * factor also has its Category, named as profile completion names it (none set: "Other").
 * `onSave` rejects with the server's error; a 409 is shown on the name field.
 */
export function CatalogItemDialog({
  kind,
  draft,
  onClose,
  onSave,
}: {
  kind: CatalogKind;
  /** The item being edited, an empty one to add, or null when closed. */
  draft: CatalogDraft | null;
  onClose: () => void;
  onSave: (draft: CatalogDraft) => Promise<unknown>;
}) {
  const { t } = useTranslation("admin");
  const formId = useId();
  const categoryName = useRiskFactorCategoryName();
  const hasCategory = kind === "riskFactors";
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting: busy },
  } = useForm<CatalogFormValues>({
    // The shared schema of what the admin writes: a health goal has no category.
    resolver: hasCategory ? zodResolver(RiskFactorInput) : zodResolver(CatalogItemInput),
    defaultValues: { name: "", description: "" },
  });

  useEffect(() => {
    if (!draft) return;
    reset({
      name: draft.name,
      description: draft.description,
      ...(hasCategory ? { category: draft.category ?? "other" } : {}),
    });
    setFailure(null);
  }, [draft, hasCategory, reset]);

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await onSave({
        ...(draft?.id ? { id: draft.id } : {}),
        ...values,
        description: values.description ?? "",
      });
      onClose();
    } catch (error) {
      if (isApiError(error) && error.status === 409) {
        setError("name", { type: "server", message: RecommendationMessage.catalogNameTaken });
      } else if (!applyServerErrors(error, setError, ["name", "category"])) {
        setFailure(t(`${kind}.saveFailed`));
      }
    }
  });

  const editing = Boolean(draft?.id);
  return (
    <Dialog
      open={draft !== null}
      onOpenChange={(open) => {
        if (!open && !busy) onClose();
      }}
      title={t(editing ? `${kind}.editTitle` : `${kind}.addTitle`)}
    >
      <form id={formId} noValidate onSubmit={submit} className="flex flex-col gap-4">
        {failure ? <Banner variant="error">{failure}</Banner> : null}
        <TextField
          label={
            <>
              {t("catalog.name")} <RequiredMark />
            </>
          }
          {...register("name")}
          error={errors.name?.message ?? errors.description?.message}
          maxLength={100}
          required
          aria-required="true"
          autoComplete="off"
        />
        <TextAreaField
          label={t("catalog.description")}
          {...register("description")}
          maxLength={500}
          rows={3}
        />
        {hasCategory ? (
          <Select
            label={t("catalog.category")}
            hint={t("catalog.categoryHint")}
            {...register("category")}
            error={errors.category?.message}
            options={RISK_FACTOR_CATEGORIES.map((value) => ({
              value,
              label: categoryName(value),
            }))}
          />
        ) : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t("cancel")}
          </Button>
          <Button type="submit" loading={busy}>
            {busy ? t("saving") : t("save")}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/** The red asterisk of a required field; screen readers hear "required" from the input. */
export function RequiredMark() {
  return (
    <span aria-hidden="true" className="text-red-700">
      *
    </span>
  );
}
