import {
  CatalogItemInput,
  RecommendationMessage,
  RISK_FACTOR_CATEGORIES,
  type RiskFactorCategory,
  RiskFactorInput,
} from "@vitalog/domain";
import { type FormEvent, useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Banner } from "../../../components/Banner/Banner.tsx";
import { Button } from "../../../components/Button/Button.tsx";
import { Dialog } from "../../../components/Dialog/Dialog.tsx";
import { Select } from "../../../components/Select/Select.tsx";
import { TextAreaField } from "../../../components/TextAreaField/TextAreaField.tsx";
import { TextField } from "../../../components/TextField/TextField.tsx";
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
  const [name, setName] = useState("");
  const [description, setDescription] = useState("");
  const [category, setCategory] = useState<RiskFactorCategory>("other");
  const [nameError, setNameError] = useState<string | undefined>();
  const [categoryError, setCategoryError] = useState<string | undefined>();
  const categoryName = useRiskFactorCategoryName();
  const hasCategory = kind === "riskFactors";
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!draft) return;
    setName(draft.name);
    setDescription(draft.description);
    setCategory(draft.category ?? "other");
    setNameError(undefined);
    setCategoryError(undefined);
    setFailure(null);
    setBusy(false);
  }, [draft]);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = hasCategory
      ? RiskFactorInput.safeParse({ name, description, category })
      : CatalogItemInput.safeParse({ name, description });
    if (!parsed.success) {
      const issueOn = (field: string) =>
        parsed.error.issues.find((i) => i.path[0] === field)?.message;
      setNameError(
        issueOn("name") ?? (issueOn("category") ? undefined : RecommendationMessage.tooLong),
      );
      setCategoryError(issueOn("category"));
      return;
    }
    setNameError(undefined);
    setCategoryError(undefined);
    setFailure(null);
    setBusy(true);
    try {
      await onSave({
        ...(draft?.id ? { id: draft.id } : {}),
        ...parsed.data,
        description: parsed.data.description ?? "",
      });
      onClose();
    } catch (error) {
      if (isApiError(error) && error.status === 409) {
        setNameError(RecommendationMessage.catalogNameTaken);
      } else if (isApiError(error) && (error.fields?.name || error.fields?.category)) {
        setNameError(error.fields.name);
        setCategoryError(error.fields.category);
      } else {
        setFailure(t(`${kind}.saveFailed`));
      }
    } finally {
      setBusy(false);
    }
  }

  const editing = Boolean(draft?.id);
  return (
    <Dialog
      open={draft !== null}
      onOpenChange={(open) => {
        if (!open && !busy) onClose();
      }}
      title={t(editing ? `${kind}.editTitle` : `${kind}.addTitle`)}
    >
      <form id={formId} noValidate onSubmit={handleSubmit} className="flex flex-col gap-4">
        {failure ? <Banner variant="error">{failure}</Banner> : null}
        <TextField
          label={
            <>
              {t("catalog.name")} <RequiredMark />
            </>
          }
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={nameError}
          maxLength={100}
          required
          aria-required="true"
          autoComplete="off"
        />
        <TextAreaField
          label={t("catalog.description")}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
          maxLength={500}
          rows={3}
        />
        {hasCategory ? (
          <Select
            label={t("catalog.category")}
            hint={t("catalog.categoryHint")}
            value={category}
            onChange={(event) => setCategory(event.target.value as RiskFactorCategory)}
            error={categoryError}
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
