import {
  ACTION_TYPES,
  ACTIVITY_LEVELS,
  AGE_LIMITS,
  type CatalogItem,
  EVIDENCE_LEVELS,
  FREQUENCY_PERIODS,
  ORGANIZATIONS,
  PRIORITY_LIMITS,
  RECOMMENDATION_GENDERS,
  RECOMMENDATION_GRADES,
  type RecommendationInput,
  STUDY_TYPES,
  TEXT_LIMITS,
  URGENT_PRIORITY,
} from "@vitalog/domain";
import clsx from "clsx";
import { type FormEvent, type KeyboardEvent, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Banner } from "../../../components/Banner/Banner.tsx";
import { Button } from "../../../components/Button/Button.tsx";
import { CheckboxField } from "../../../components/CheckboxField/CheckboxField.tsx";
import { PlusIcon, TrashIcon } from "../../../components/Icon/icons.tsx";
import { isApiError } from "../../../lib/api.ts";
import { useMessageText } from "../../../lib/messages.ts";
import {
  checkValues,
  emptyReference,
  FORM_TABS,
  type FormTab,
  fieldId,
  orderErrorPaths,
  type RecommendationValues,
  type ReferenceValues,
  tabOfPath,
} from "../recommendation-form.ts";
import { IconButton } from "./CatalogListPage.tsx";
import { CheckboxGrid, NumberInput, SelectInput, TextArea, TextInput } from "./form-fields.tsx";
import { StepEditor } from "./StepEditor.tsx";
import { StepPreview } from "./StepPreview.tsx";

export interface RecommendationFormViewProps {
  initial: RecommendationValues;
  isEdit: boolean;
  riskFactors: CatalogItem[];
  healthGoals: CatalogItem[];
  /** Saves; rejects with the server's error (its `fields` are shown like the form's own). */
  onSubmit: (input: RecommendationInput) => Promise<unknown>;
  onCancel: () => void;
}

/**
 * The recommendation form: six tabs, checked on submit with the domain's `RecommendationForm`
 * rules. A failed submit marks the tabs holding errors, opens the tab of the first one and
 * focuses its field.
 */
export function RecommendationFormView({
  initial,
  isEdit,
  riskFactors,
  healthGoals,
  onSubmit,
  onCancel,
}: RecommendationFormViewProps) {
  const { t } = useTranslation("admin");
  const messageText = useMessageText();
  const idBase = useId();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [tab, setTab] = useState<FormTab>("basic");
  const [banner, setBanner] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const tabRefs = useRef<Partial<Record<FormTab, HTMLButtonElement | null>>>({});

  const set = <K extends keyof RecommendationValues>(key: K, value: RecommendationValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));
  const err = (path: string) => {
    const message = errors[path];
    return message ? messageText(message) : undefined;
  };
  const tabsWithErrors = new Set(Object.keys(errors).map(tabOfPath));

  function showErrors(found: Record<string, string>) {
    setErrors(found);
    setBanner(t("form.fixErrors"));
    const first = orderErrorPaths(Object.keys(found))[0];
    if (!first) return;
    setTab(tabOfPath(first));
    window.requestAnimationFrame(() => {
      document.getElementById(fieldId(first))?.focus();
    });
  }

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const checked = checkValues(values);
    if (!checked.ok) {
      showErrors(checked.errors);
      return;
    }
    setErrors({});
    setBanner(null);
    setBusy(true);
    try {
      await onSubmit(checked.input);
    } catch (error) {
      if (isApiError(error) && error.fields && Object.keys(error.fields).length > 0) {
        showErrors(error.fields);
      } else {
        setBanner(t(isEdit ? "form.updateFailed" : "form.saveFailed"));
      }
    } finally {
      setBusy(false);
    }
  }

  function handleTabKey(event: KeyboardEvent<HTMLButtonElement>) {
    const index = FORM_TABS.indexOf(tab);
    const last = FORM_TABS.length - 1;
    const next =
      event.key === "ArrowRight"
        ? index === last
          ? 0
          : index + 1
        : event.key === "ArrowLeft"
          ? index === 0
            ? last
            : index - 1
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    const target = FORM_TABS[next] as FormTab;
    setTab(target);
    tabRefs.current[target]?.focus();
  }

  const option = (prefix: string) => (value: string) => ({
    value,
    label: t(`${prefix}.${value}`, { defaultValue: value }),
  });

  return (
    <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-5">
      {banner ? (
        <Banner variant="error" onDismiss={() => setBanner(null)}>
          {banner}
        </Banner>
      ) : null}
      <div className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
        <div
          role="tablist"
          aria-label={t("form.tabsLabel")}
          className="flex min-w-max gap-1 border-b border-slate-200"
        >
          {FORM_TABS.map((name) => {
            const selected = tab === name;
            const hasError = tabsWithErrors.has(name);
            return (
              <button
                key={name}
                ref={(el) => {
                  tabRefs.current[name] = el;
                }}
                type="button"
                role="tab"
                id={`${idBase}-tab-${name}`}
                aria-selected={selected}
                aria-controls={`${idBase}-panel-${name}`}
                tabIndex={selected ? 0 : -1}
                onClick={() => setTab(name)}
                onKeyDown={handleTabKey}
                className={clsx(
                  "-mb-px inline-flex items-center gap-1.5 border-b-2 px-3 py-2.5 text-sm font-medium whitespace-nowrap",
                  selected
                    ? "border-brand-700 text-brand-800"
                    : "border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900",
                  hasError && !selected && "text-red-700",
                )}
              >
                {t(`form.tabs.${name}`)}
                {hasError ? (
                  <>
                    <span aria-hidden="true" className="size-2 rounded-full bg-red-600" />
                    <span className="sr-only"> {t("form.tabHasErrors")}</span>
                  </>
                ) : null}
              </button>
            );
          })}
        </div>
      </div>

      {FORM_TABS.map((name) => (
        <div
          key={name}
          role="tabpanel"
          id={`${idBase}-panel-${name}`}
          aria-labelledby={`${idBase}-tab-${name}`}
          hidden={tab !== name}
          className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm focus-visible:outline-2 sm:p-6"
        >
          {name === "basic" ? (
            <div className="grid gap-4 md:grid-cols-2">
              <TextInput
                path="guidelineTitle"
                label={t("form.guidelineTitle")}
                required
                value={values.guidelineTitle}
                onChange={(v) => set("guidelineTitle", v)}
                error={err("guidelineTitle")}
                maxLength={TEXT_LIMITS.title}
                containerClassName="md:col-span-2"
              />
              <SelectInput
                path="organization"
                label={t("form.organization")}
                required
                value={values.organization}
                onChange={(v) => set("organization", v)}
                error={err("organization")}
                placeholder={t("choose")}
                options={ORGANIZATIONS.map(option("organizations"))}
              />
              <TextInput
                path="guidelineId"
                label={t("form.guidelineId")}
                hint={t("form.guidelineIdHint")}
                value={values.guidelineId}
                onChange={(v) => set("guidelineId", v)}
                error={err("guidelineId")}
                maxLength={100}
              />
              <SelectInput
                path="actionType"
                label={t("form.actionType")}
                required
                value={values.actionType}
                onChange={(v) => set("actionType", v)}
                error={err("actionType")}
                placeholder={t("choose")}
                options={ACTION_TYPES.map(option("actionTypes"))}
              />
              <div className="hidden md:block" />
              <TextArea
                path="actionDetails"
                label={t("form.actionDetails")}
                required
                hint={t("form.actionDetailsHint")}
                value={values.actionDetails}
                onChange={(v) => set("actionDetails", v)}
                error={err("actionDetails")}
                maxLength={TEXT_LIMITS.long}
                containerClassName="md:col-span-2"
              />
              <TextArea
                path="instruction"
                label={t("form.instruction")}
                required
                hint={t("form.instructionHint")}
                value={values.instruction}
                onChange={(v) => set("instruction", v)}
                error={err("instruction")}
                maxLength={TEXT_LIMITS.long}
                containerClassName="md:col-span-2"
              />
              <TextArea
                path="explanation"
                label={t("form.explanation")}
                hint={t("form.explanationHint")}
                value={values.explanation}
                onChange={(v) => set("explanation", v)}
                error={err("explanation")}
                maxLength={TEXT_LIMITS.long}
                containerClassName="md:col-span-2"
              />
              <NumberInput
                path="frequencyNumber"
                label={t("form.frequencyNumber")}
                required
                min={1}
                max={1000}
                value={values.frequencyPeriod === "once" ? "1" : values.frequencyNumber}
                disabled={values.frequencyPeriod === "once"}
                hint={values.frequencyPeriod === "once" ? t("form.onceHint") : undefined}
                onChange={(v) => set("frequencyNumber", v)}
                error={err("frequencyNumber")}
              />
              <SelectInput
                path="frequencyPeriod"
                label={t("form.frequencyPeriod")}
                value={values.frequencyPeriod}
                onChange={(v) =>
                  setValues((current) => ({
                    ...current,
                    frequencyPeriod: v,
                    ...(v === "once" ? { frequencyNumber: "1" } : {}),
                  }))
                }
                error={err("frequencyPeriod")}
                options={FREQUENCY_PERIODS.map(option("periods"))}
              />
              {values.frequencyPeriod === "custom" ? (
                <TextInput
                  path="customSchedule"
                  label={t("form.customSchedule")}
                  value={values.customSchedule}
                  onChange={(v) => set("customSchedule", v)}
                  error={err("customSchedule")}
                  maxLength={TEXT_LIMITS.short}
                  containerClassName="md:col-span-2"
                />
              ) : null}
              <div className="flex flex-col gap-1 md:col-span-2">
                <CheckboxField
                  id={fieldId("isUrgent")}
                  label={t("form.isUrgent")}
                  description={t("form.isUrgentHint", { priority: URGENT_PRIORITY })}
                  checked={values.isUrgent}
                  onChange={(event) => {
                    const isUrgent = event.target.checked;
                    setValues((current) => ({
                      ...current,
                      isUrgent,
                      // Urgent suggests priority 5 unless the admin already chose another.
                      ...(isUrgent && (current.priority === "" || current.priority === "3")
                        ? { priority: String(URGENT_PRIORITY) }
                        : {}),
                    }));
                  }}
                />
              </div>
              <SelectInput
                path="priority"
                label={t("form.priority")}
                required={values.isUrgent}
                hint={t("form.priorityHint")}
                value={values.priority}
                onChange={(v) => set("priority", v)}
                error={err("priority")}
                placeholder={t("notSet")}
                options={Array.from(
                  { length: PRIORITY_LIMITS.max - PRIORITY_LIMITS.min + 1 },
                  (_, i) => {
                    const p = String(PRIORITY_LIMITS.min + i);
                    return { value: p, label: t(`priorities.${p}`) };
                  },
                )}
              />
            </div>
          ) : null}

          {name === "targeting" ? (
            <div className="grid gap-5 md:grid-cols-3">
              <SelectInput
                path="gender"
                label={t("form.gender")}
                required
                value={values.gender}
                onChange={(v) => set("gender", v)}
                error={err("gender")}
                options={RECOMMENDATION_GENDERS.map(option("genders"))}
              />
              <NumberInput
                path="minAge"
                label={t("form.minAge")}
                required
                min={AGE_LIMITS.min}
                max={AGE_LIMITS.max}
                value={values.minAge}
                onChange={(v) => set("minAge", v)}
                error={err("minAge")}
                hint={t("form.ageHint")}
              />
              <NumberInput
                path="maxAge"
                label={t("form.maxAge")}
                required
                min={AGE_LIMITS.min}
                max={AGE_LIMITS.max}
                value={values.maxAge}
                onChange={(v) => set("maxAge", v)}
                error={err("maxAge")}
                hint={t("form.ageHint")}
              />
              <div className="md:col-span-3">
                <CheckboxGrid
                  path="selectedRiskFactors"
                  legend={t("form.riskFactors")}
                  hint={t("form.catalogHint")}
                  options={riskFactors.map((r) => ({ value: r.id, label: r.name }))}
                  selected={values.selectedRiskFactors}
                  onChange={(v) => set("selectedRiskFactors", v)}
                  error={err("selectedRiskFactors")}
                  empty={<p className="text-sm text-slate-600">{t("form.noRiskFactors")}</p>}
                />
              </div>
              <div className="md:col-span-3">
                <CheckboxGrid
                  path="selectedHealthGoals"
                  legend={t("form.healthGoals")}
                  options={healthGoals.map((g) => ({ value: g.id, label: g.name }))}
                  selected={values.selectedHealthGoals}
                  onChange={(v) => set("selectedHealthGoals", v)}
                  error={err("selectedHealthGoals")}
                  empty={<p className="text-sm text-slate-600">{t("form.noHealthGoals")}</p>}
                />
              </div>
              <NumberInput
                path="bmiMin"
                label={t("form.bmiMin")}
                min={10}
                max={80}
                step={0.1}
                value={values.bmiMin}
                onChange={(v) => set("bmiMin", v)}
                error={err("bmiMin")}
                hint={t("form.optional")}
              />
              <NumberInput
                path="bmiMax"
                label={t("form.bmiMax")}
                min={10}
                max={80}
                step={0.1}
                value={values.bmiMax}
                onChange={(v) => set("bmiMax", v)}
                error={err("bmiMax")}
                hint={t("form.optional")}
              />
              <div className="md:col-span-3">
                <CheckboxGrid
                  path="activityLevels"
                  legend={t("form.activityLevels")}
                  hint={t("form.activityHint")}
                  options={ACTIVITY_LEVELS.map(option("activityLevels"))}
                  selected={values.activityLevels}
                  onChange={(v) => set("activityLevels", v)}
                  error={err("activityLevels")}
                />
              </div>
            </div>
          ) : null}

          {name === "clinical" ? (
            <div className="grid gap-4">
              <p className="text-sm text-slate-600">{t("form.benefitsOrHarmsHint")}</p>
              <TextArea
                path="benefitsAndHarms.benefits"
                label={t("form.benefits")}
                value={values.benefits}
                onChange={(v) => set("benefits", v)}
                error={err("benefitsAndHarms.benefits")}
                maxLength={TEXT_LIMITS.long}
              />
              <TextArea
                path="benefitsAndHarms.harms"
                label={t("form.harms")}
                value={values.harms}
                onChange={(v) => set("harms", v)}
                error={err("benefitsAndHarms.harms")}
                maxLength={TEXT_LIMITS.long}
              />
              <TextArea
                path="benefitsAndHarms.netBenefit"
                label={t("form.netBenefit")}
                value={values.netBenefit}
                onChange={(v) => set("netBenefit", v)}
                error={err("benefitsAndHarms.netBenefit")}
                maxLength={TEXT_LIMITS.long}
              />
              <TextArea
                path="clinicalImpact"
                label={t("form.clinicalImpact")}
                value={values.clinicalImpact}
                onChange={(v) => set("clinicalImpact", v)}
                error={err("clinicalImpact")}
                maxLength={TEXT_LIMITS.long}
              />
              <TextArea
                path="practicePoints"
                label={t("form.practicePoints")}
                value={values.practicePoints}
                onChange={(v) => set("practicePoints", v)}
                error={err("practicePoints")}
                maxLength={TEXT_LIMITS.long}
              />
              <TextArea
                path="clinicalNotes"
                label={t("form.clinicalNotes")}
                value={values.clinicalNotes}
                onChange={(v) => set("clinicalNotes", v)}
                error={err("clinicalNotes")}
                maxLength={TEXT_LIMITS.long}
              />
            </div>
          ) : null}

          {name === "evidence" ? (
            <div className="grid gap-4 md:grid-cols-2">
              <SelectInput
                path="recommendationGrade"
                label={t("form.recommendationGrade")}
                required
                value={values.recommendationGrade}
                onChange={(v) => set("recommendationGrade", v)}
                error={err("recommendationGrade")}
                placeholder={t("choose")}
                options={RECOMMENDATION_GRADES.map(option("grades"))}
              />
              <SelectInput
                path="evidenceLevel"
                label={t("form.evidenceLevel")}
                value={values.evidenceLevel}
                onChange={(v) => set("evidenceLevel", v)}
                error={err("evidenceLevel")}
                placeholder={t("notSet")}
                options={EVIDENCE_LEVELS.map(option("evidenceLevels"))}
              />
              <TextArea
                path="evidenceSummary"
                label={t("form.evidenceSummary")}
                value={values.evidenceSummary}
                onChange={(v) => set("evidenceSummary", v)}
                error={err("evidenceSummary")}
                maxLength={TEXT_LIMITS.long}
                containerClassName="md:col-span-2"
              />
              <TextArea
                path="researchMethods"
                label={t("form.researchMethods")}
                value={values.researchMethods}
                onChange={(v) => set("researchMethods", v)}
                error={err("researchMethods")}
                maxLength={TEXT_LIMITS.long}
                containerClassName="md:col-span-2"
              />
              <TextArea
                path="studyStatistics"
                label={t("form.studyStatistics")}
                value={values.studyStatistics}
                onChange={(v) => set("studyStatistics", v)}
                error={err("studyStatistics")}
                maxLength={TEXT_LIMITS.long}
                containerClassName="md:col-span-2"
              />
              <div className="md:col-span-2">
                <CheckboxGrid
                  path="studyTypes"
                  legend={t("form.studyTypes")}
                  options={STUDY_TYPES.map(option("studyTypes"))}
                  selected={values.studyTypes}
                  onChange={(v) => set("studyTypes", v)}
                  error={err("studyTypes")}
                />
              </div>
            </div>
          ) : null}

          {name === "references" ? (
            <div className="grid gap-4 md:grid-cols-2">
              <TextInput
                path="source"
                label={t("form.source")}
                value={values.source}
                onChange={(v) => set("source", v)}
                error={err("source")}
                maxLength={TEXT_LIMITS.short}
              />
              <TextInput
                path="sourceUrl"
                type="url"
                label={t("form.sourceUrl")}
                placeholder="https://"
                value={values.sourceUrl}
                onChange={(v) => set("sourceUrl", v)}
                error={err("sourceUrl")}
                maxLength={TEXT_LIMITS.url}
              />
              <div className="grid gap-4 sm:grid-cols-3 md:col-span-2">
                {(["publicationDate", "lastReviewDate", "nextReviewDate"] as const).map((key) => (
                  <TextInput
                    key={key}
                    path={key}
                    type="date"
                    label={t(`form.${key}`)}
                    value={values[key]}
                    onChange={(v) => set(key, v)}
                    error={err(key)}
                  />
                ))}
              </div>
              <div className="md:col-span-2">
                <ReferencesEditor
                  references={values.references}
                  onChange={(v) => set("references", v)}
                  err={err}
                />
              </div>
              <TextArea
                path="relatedGuidelines"
                label={t("form.relatedGuidelines")}
                hint={t("form.relatedGuidelinesHint")}
                value={values.relatedGuidelines}
                onChange={(v) => set("relatedGuidelines", v)}
                error={
                  err("relatedGuidelines") ??
                  Object.entries(errors)
                    .filter(([p]) => p.startsWith("relatedGuidelines."))
                    .map(([, m]) => messageText(m))[0]
                }
                rows={4}
                containerClassName="md:col-span-2"
              />
            </div>
          ) : null}

          {name === "instructions" ? (
            <div className="grid gap-6 xl:grid-cols-2 [&>*]:min-w-0">
              <StepEditor
                steps={values.detailedInstructions}
                onChange={(v) => set("detailedInstructions", v)}
                errors={Object.fromEntries(
                  Object.entries(errors).map(([p, m]) => [p, messageText(m)]),
                )}
              />
              <StepPreview steps={values.detailedInstructions} />
            </div>
          ) : null}
        </div>
      ))}

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          {t("cancel")}
        </Button>
        <Button type="submit" loading={busy}>
          {busy ? t("saving") : isEdit ? t("form.update") : t("form.save")}
        </Button>
      </div>
    </form>
  );
}

function ReferencesEditor({
  references,
  onChange,
  err,
}: {
  references: ReferenceValues[];
  onChange: (next: ReferenceValues[]) => void;
  err: (path: string) => string | undefined;
}) {
  const { t } = useTranslation("admin");
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
            const path = (field: string) => `references.${index}.${field}`;
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
                  error={err(path("citation"))}
                  maxLength={TEXT_LIMITS.short}
                />
                <SelectInput
                  path={path("evidenceLevel")}
                  label={t("form.referenceEvidence")}
                  value={reference.evidenceLevel}
                  onChange={(evidenceLevel) => update(index, { evidenceLevel })}
                  error={err(path("evidenceLevel"))}
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
                  error={err(path("url"))}
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
