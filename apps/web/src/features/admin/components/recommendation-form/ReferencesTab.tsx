import { EVIDENCE_LEVELS, TEXT_LIMITS } from "@vitalog/domain";
import { useController } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Button } from "../../../../components/Button/Button.tsx";
import { PlusIcon, TrashIcon } from "../../../../components/Icon/icons.tsx";
import {
  emptyReference,
  type RecommendationValues,
  type ReferenceValues,
} from "../../recommendation-form.ts";
import { IconButton } from "../CatalogListPage.tsx";
import { SelectInput, TextArea, TextInput } from "../form-fields.tsx";
import { FormTextInput, useErrorsUnder, useErrorText } from "./fields.tsx";

const DATES = ["publicationDate", "lastReviewDate", "nextReviewDate"] as const;

/** The source, its dates, the references and related guidelines (one per line). */
export function ReferencesTab() {
  const { t } = useTranslation("admin");
  const errorText = useErrorText();
  // A line of the related guidelines is checked on its own ("relatedGuidelines.1").
  const lineError = Object.values(useErrorsUnder("relatedGuidelines."))[0];
  const related = useController<RecommendationValues, "relatedGuidelines">({
    name: "relatedGuidelines",
  }).field;
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <FormTextInput name="source" label={t("form.source")} maxLength={TEXT_LIMITS.short} />
      <FormTextInput
        name="sourceUrl"
        type="url"
        label={t("form.sourceUrl")}
        placeholder="https://"
        maxLength={TEXT_LIMITS.url}
      />
      <div className="grid gap-4 sm:grid-cols-3 md:col-span-2">
        {DATES.map((key) => (
          <FormTextInput key={key} name={key} type="date" label={t(`form.${key}`)} />
        ))}
      </div>
      <div className="md:col-span-2">
        <ReferencesEditor />
      </div>
      <TextArea
        path="relatedGuidelines"
        label={t("form.relatedGuidelines")}
        hint={t("form.relatedGuidelinesHint")}
        value={related.value}
        onChange={related.onChange}
        error={errorText("relatedGuidelines") ?? lineError}
        rows={4}
        containerClassName="md:col-span-2"
      />
    </div>
  );
}

function ReferencesEditor() {
  const { t } = useTranslation("admin");
  const errorText = useErrorText();
  const { field } = useController<RecommendationValues, "references">({ name: "references" });
  const references = field.value;
  const onChange = field.onChange;
  const update = (index: number, patch: Partial<ReferenceValues>) =>
    onChange(references.map((r, i) => (i === index ? { ...r, ...patch } : r)));
  return (
    <fieldset className="flex min-w-0 flex-col gap-3">
      <legend className="mb-2 text-sm font-medium text-slate-800">{t("form.references")}</legend>
      {references.length === 0 ? (
        <p className="text-sm text-slate-600">{t("form.noReferences")}</p>
      ) : (
        <ol className="flex flex-col gap-3">
          {references.map((reference, index) => {
            const path = (name: string) => `references.${index}.${name}`;
            return (
              <li
                key={reference.key}
                aria-label={t("form.referenceLabel", { number: index + 1 })}
                className="grid gap-3 rounded-xl border border-slate-200 p-3 md:grid-cols-[1fr_12rem_auto]"
              >
                <TextInput
                  path={path("citation")}
                  label={t("form.citation", { number: index + 1 })}
                  required
                  value={reference.citation}
                  onChange={(citation) => update(index, { citation })}
                  error={errorText(path("citation"))}
                  maxLength={TEXT_LIMITS.short}
                />
                <SelectInput
                  path={path("evidenceLevel")}
                  label={t("form.referenceEvidence")}
                  value={reference.evidenceLevel}
                  onChange={(evidenceLevel) => update(index, { evidenceLevel })}
                  error={errorText(path("evidenceLevel"))}
                  placeholder={t("notSet")}
                  options={EVIDENCE_LEVELS.map((v) => ({
                    value: v,
                    label: t(`evidenceLevels.${v}`),
                  }))}
                />
                <div className="flex items-start pt-7">
                  <IconButton
                    label={t("form.removeReference", { number: index + 1 })}
                    tone="danger"
                    onClick={() => onChange(references.filter((_, i) => i !== index))}
                  >
                    <TrashIcon className="size-5" />
                  </IconButton>
                </div>
                <TextInput
                  path={path("url")}
                  type="url"
                  label={t("form.referenceUrl")}
                  placeholder="https://"
                  value={reference.url}
                  onChange={(url) => update(index, { url })}
                  error={errorText(path("url"))}
                  containerClassName="md:col-span-3"
                />
              </li>
            );
          })}
        </ol>
      )}
      <div>
        <Button variant="secondary" onClick={() => onChange([...references, emptyReference()])}>
          <PlusIcon className="size-5" />
          {t("form.addReference")}
        </Button>
      </div>
    </fieldset>
  );
}
