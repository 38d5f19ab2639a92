import { zodResolver } from "@hookform/resolvers/zod";
import type { CatalogItem, RecommendationInput } from "@vitalog/domain";
import clsx from "clsx";
import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from "react";
import { FormProvider, type Path, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Banner } from "../../../components/Banner/Banner.tsx";
import { Button } from "../../../components/Button/Button.tsx";
import { tabIndexAfterKey } from "../../../components/Tabs/tab-keys.ts";
import { applyServerErrors } from "../../../kit/form-errors.ts";
import { isApiError } from "../../../lib/api.ts";
import {
  errorMessages,
  FORM_TABS,
  type FormTab,
  fieldId,
  inputOf,
  orderErrorPaths,
  RecommendationFormSchema,
  type RecommendationValues,
  rowPathOf,
  tabOfPath,
} from "../recommendation-form.ts";
import { BasicTab } from "./recommendation-form/BasicTab.tsx";
import { ClinicalTab } from "./recommendation-form/ClinicalTab.tsx";
import { EvidenceTab } from "./recommendation-form/EvidenceTab.tsx";
import { InstructionsTab } from "./recommendation-form/InstructionsTab.tsx";
import { ReferencesTab } from "./recommendation-form/ReferencesTab.tsx";
import { TargetingTab } from "./recommendation-form/TargetingTab.tsx";

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
 * The recommendation form: six tabs (one file each under `recommendation-form/`, reading the
 * form through `useFormContext`), checked on submit with the shared `RecommendationFormSchema`.
 * A failed submit marks the tabs holding errors, opens the tab of the first one and focuses its
 * field; the server's field errors are shown the same way.
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
  const idBase = useId();
  const form = useForm<RecommendationValues, unknown, RecommendationInput>({
    resolver: zodResolver(RecommendationFormSchema),
    defaultValues: initial,
    // The first error's field is focused by its tab (it may sit on a hidden tab).
    shouldFocusError: false,
  });
  const { errors, isSubmitting: busy } = form.formState;
  const [tab, setTab] = useState<FormTab>("basic");
  const [banner, setBanner] = useState<string | null>(null);
  const tabRefs = useRef<Partial<Record<FormTab, HTMLButtonElement | null>>>({});
  const tabsWithErrors = new Set(Object.keys(errorMessages(errors)).map(tabOfPath));

  function showErrors(paths: string[]) {
    setBanner(t("form.fixErrors"));
    const first = orderErrorPaths(paths)[0];
    if (!first) return;
    setTab(tabOfPath(first));
    window.requestAnimationFrame(() => {
      document.getElementById(fieldId(first))?.focus();
    });
  }

  const submit = form.handleSubmit(
    async (input) => {
      setBanner(null);
      const { stepRows } = inputOf(form.getValues());
      try {
        await onSubmit(input);
      } catch (error) {
        // The server names a sent step by its place among the sent ones; the form by its row.
        const names: Record<string, Path<RecommendationValues>> = {};
        if (isApiError(error) && error.fields) {
          for (const path of Object.keys(error.fields)) {
            names[path] = rowPathOf(path, stepRows) as Path<RecommendationValues>;
          }
        }
        if (applyServerErrors(error, form.setError, names)) showErrors(Object.values(names));
        else setBanner(t(isEdit ? "form.updateFailed" : "form.saveFailed"));
      }
    },
    (found) => showErrors(Object.keys(errorMessages(found))),
  );

  function handleTabKey(event: KeyboardEvent<HTMLButtonElement>) {
    const next = tabIndexAfterKey(event.key, FORM_TABS.indexOf(tab), FORM_TABS.length);
    if (next === null) return;
    event.preventDefault();
    const target = FORM_TABS[next] as FormTab;
    setTab(target);
    tabRefs.current[target]?.focus();
  }

  const panels: Record<FormTab, ReactNode> = {
    basic: <BasicTab />,
    targeting: <TargetingTab riskFactors={riskFactors} healthGoals={healthGoals} />,
    clinical: <ClinicalTab />,
    evidence: <EvidenceTab />,
    references: <ReferencesTab />,
    instructions: <InstructionsTab />,
  };

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-5">
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
            {panels[name]}
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
    </FormProvider>
  );
}
