import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery } from "@tanstack/react-query";
import { dateOfBirthAsOf, defaultBirthDate, ProfileCompletionForm } from "@vitalog/domain";
import clsx from "clsx";
import { useEffect, useRef, useState } from "react";
import { Controller, type Path, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useSignOut } from "../../../app/session.tsx";
import { Logo } from "../../../app/shell/Logo.tsx";
import { OfflineBanner } from "../../../app/shell/OfflineBanner.tsx";
import { SkipLink } from "../../../app/shell/SkipLink.tsx";
import { Banner } from "../../../components/Banner/Banner.tsx";
import { Button } from "../../../components/Button/Button.tsx";
import { CheckboxField } from "../../../components/CheckboxField/CheckboxField.tsx";
import { LogOutIcon } from "../../../components/Icon/icons.tsx";
import { applyServerErrors } from "../../../kit/form-errors.ts";
import { isApiError } from "../../../lib/api.ts";
import { usePageTitle } from "../../../lib/page-title.ts";
import { getDevicePlatform } from "../../../platform/device.ts";
import { profileData, useUpdateProfileMutation } from "../api.ts";
import { useRiskFactorGroups } from "../components/CatalogSelections.tsx";
import {
  CatalogCheckboxGroup,
  DateOfBirthField,
  GenderField,
} from "../components/ProfileFields.tsx";

const FIELDS = ["dateOfBirth", "gender", "selectedRiskFactors", "selectedHealthGoals"] as const;

/** The steps in order, with the fields each one asks for. */
const STEPS = [
  { key: "about", fields: ["dateOfBirth", "gender"] },
  { key: "riskFactors", fields: ["selectedRiskFactors"] },
  { key: "goals", fields: ["selectedHealthGoals"] },
] as const satisfies readonly { key: string; fields: readonly Path<ProfileCompletionForm>[] }[];

/** The completion form: the date of birth checked against today at the moment of checking. */
const COMPLETION_SCHEMA = ProfileCompletionForm.extend({
  dateOfBirth: dateOfBirthAsOf(() => new Date()),
});

/**
 * Profile completion (end-user-app §2) in three short steps: about you (date of birth and gender,
 * required), risk factors (optional, grouped, with "None of these"), health goals (optional).
 * The answers live in one form, so going back keeps them; the last step saves all four fields in
 * one PATCH, as a single page did.
 */
export default function ProfileCompletionPage() {
  const { t } = useTranslation("profile");
  const navigate = useNavigate();
  const { signOut, isSigningOut } = useSignOut();
  const mutation = useUpdateProfileMutation();
  const profileQueries = profileData.useQueries();
  const riskFactors = useQuery(profileQueries.riskFactors());
  const healthGoals = useQuery(profileQueries.healthGoals());
  const groupRiskFactors = useRiskFactorGroups();
  const [bannerError, setBannerError] = useState<string | null>(null);
  const [step, setStep] = useState(0);
  /** "None of these" ticked on the risk-factor step (a clear answer, not sent: the list is empty). */
  const [noRiskFactors, setNoRiskFactors] = useState(false);
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  usePageTitle(t("completion.title"));

  const form = useForm<ProfileCompletionForm>({
    resolver: zodResolver(COMPLETION_SCHEMA),
    defaultValues: { dateOfBirth: "", selectedRiskFactors: [], selectedHealthGoals: [] },
  });
  const { errors } = form.formState;
  // In the apps the platform's picker opens on the field's date: an empty field starts it 25
  // years back (spec learning-devices-commerce §9) instead of on today.
  const openPickerAtDefault = () => {
    if (getDevicePlatform().isNative && !form.getValues("dateOfBirth")) {
      form.setValue("dateOfBirth", defaultBirthDate(new Date()));
    }
  };
  const current = STEPS[step] ?? STEPS[0];
  const isLast = step === STEPS.length - 1;
  const [chosenRiskFactors, chosenGoals] = form.watch([
    "selectedRiskFactors",
    "selectedHealthGoals",
  ]);
  const answered =
    current.key === "riskFactors"
      ? noRiskFactors || chosenRiskFactors.length > 0
      : current.key === "goals"
        ? chosenGoals.length > 0
        : true;

  // Each step's heading takes the focus when the step changes (not on arrival: the route does).
  useEffect(() => {
    void step;
    if (!moved.current) return;
    stepHeading.current?.focus({ preventScroll: true });
    window.scrollTo({ top: 0 });
  }, [step]);

  const goTo = (next: number) => {
    moved.current = true;
    setBannerError(null);
    setStep(next);
  };

  const save = form.handleSubmit(
    (values) => {
      setBannerError(null);
      mutation.mutate(values, {
        onSuccess: () => navigate("/dashboard", { replace: true }),
        onError: (error) => {
          const placed = applyServerErrors(error, form.setError, FIELDS);
          const message = placed || !isApiError(error) ? null : error.message;
          // A field the server refused is shown on its own step.
          const first = STEPS.findIndex((s) => s.fields.some((f) => form.getFieldState(f).invalid));
          if (first >= 0 && first !== step) goTo(first);
          setBannerError(message);
        },
      });
    },
    (invalid) => {
      const first = STEPS.findIndex((s) => s.fields.some((f) => f in invalid));
      if (first >= 0 && first !== step) goTo(first);
    },
  );

  const next = async () => {
    if (isLast) return save();
    if (await form.trigger([...current.fields])) goTo(step + 1);
  };

  return (
    <div className="min-h-dvh bg-slate-50">
      <SkipLink />
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-3xl items-center justify-between px-4 py-3 sm:px-6">
          <Logo />
          <button
            type="button"
            onClick={signOut}
            disabled={isSigningOut}
            className="inline-flex items-center gap-2 rounded-xl px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100"
          >
            <LogOutIcon className="size-5" />
            {t("common:signOut")}
          </button>
        </div>
      </header>
      <OfflineBanner />
      <main
        id="main"
        tabIndex={-1}
        className="mx-auto max-w-3xl px-4 py-6 focus:outline-none sm:px-6 sm:py-10"
      >
        <div className="mb-6">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
            {t("completion.eyebrow")}
          </p>
          <h1
            tabIndex={-1}
            data-route-focus
            className="mt-1 text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl"
          >
            {t("completion.title")}
          </h1>
          <p className="mt-2 max-w-xl text-base text-slate-600">{t("completion.text")}</p>
        </div>
        <StepProgress step={step} />
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void next();
          }}
          className="mt-6 flex flex-col gap-6"
        >
          {bannerError ? (
            <Banner variant="error" onDismiss={() => setBannerError(null)}>
              {bannerError}
            </Banner>
          ) : null}
          <section
            aria-labelledby="completion-step-heading"
            className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
          >
            <h2
              id="completion-step-heading"
              ref={stepHeading}
              tabIndex={-1}
              className="text-xl font-semibold text-slate-900 focus:outline-none"
            >
              {t(`completion.steps.${current.key}.title`)}
            </h2>
            <p className="mt-1 mb-6 text-sm text-slate-600">
              {t(`completion.steps.${current.key}.text`)}
            </p>
            {current.key === "about" ? (
              <div className="flex flex-col gap-6">
                <DateOfBirthField
                  error={errors.dateOfBirth?.message}
                  onFocus={openPickerAtDefault}
                  {...form.register("dateOfBirth")}
                />
                <GenderField error={errors.gender?.message} {...form.register("gender")} />
              </div>
            ) : current.key === "riskFactors" ? (
              <Controller
                control={form.control}
                name="selectedRiskFactors"
                render={({ field, fieldState }) => (
                  <CatalogCheckboxGroup
                    legend={t("riskFactors")}
                    hideLegend
                    items={riskFactors.data?.items}
                    isLoading={riskFactors.isPending}
                    isError={riskFactors.isError}
                    onRetry={() => void riskFactors.refetch()}
                    value={field.value}
                    onChange={(value) => {
                      if (value.length > 0) setNoRiskFactors(false);
                      field.onChange(value);
                    }}
                    error={fieldState.error?.message}
                    emptyText={t("noRiskFactors")}
                    groupItems={groupRiskFactors}
                    collapsibleGroups
                    leading={
                      <CheckboxField
                        appearance="card"
                        label={t("completion.noneOfThese")}
                        description={t("completion.noneOfTheseText")}
                        checked={noRiskFactors}
                        onChange={(event) => {
                          setNoRiskFactors(event.target.checked);
                          if (event.target.checked) field.onChange([]);
                        }}
                      />
                    }
                  />
                )}
              />
            ) : (
              <Controller
                control={form.control}
                name="selectedHealthGoals"
                render={({ field, fieldState }) => (
                  <CatalogCheckboxGroup
                    legend={t("healthGoals")}
                    hideLegend
                    items={healthGoals.data?.items}
                    isLoading={healthGoals.isPending}
                    isError={healthGoals.isError}
                    onRetry={() => void healthGoals.refetch()}
                    value={field.value}
                    onChange={field.onChange}
                    error={fieldState.error?.message}
                    emptyText={t("noHealthGoals")}
                  />
                )}
              />
            )}
          </section>
          <div className="flex flex-col gap-3">
            <div className="flex items-center gap-2 sm:gap-3">
              {step > 0 ? (
                <Button variant="secondary" onClick={() => goTo(step - 1)}>
                  {t("completion.back")}
                </Button>
              ) : null}
              <div className="ml-auto flex items-center gap-2 sm:gap-3">
                {step > 0 && !answered ? (
                  <Button
                    variant="ghost"
                    loading={isLast && mutation.isPending}
                    onClick={() => void next()}
                  >
                    {t("completion.skip")}
                  </Button>
                ) : null}
                <Button
                  type="submit"
                  loading={isLast && mutation.isPending}
                  className="min-w-24 sm:min-w-36"
                >
                  {t(isLast ? "completion.submit" : "completion.next")}
                </Button>
              </div>
            </div>
            <p className="text-sm text-slate-600">
              {step === 0 ? t("completion.required") : t("completion.later")}
            </p>
          </div>
        </form>
      </main>
    </div>
  );
}

/** "Step 2 of 3", a bar with the same value for assistive technology, and the steps' names. */
function StepProgress({ step }: { step: number }) {
  const { t } = useTranslation("profile");
  const position = { step: step + 1, count: STEPS.length };
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <p className="font-semibold text-slate-900" aria-live="polite">
          {t("completion.stepOf", position)}
        </p>
        <ol className="hidden gap-4 text-slate-600 sm:flex">
          {STEPS.map((s, index) => (
            <li
              key={s.key}
              aria-current={index === step ? "step" : undefined}
              className={clsx(index === step && "font-semibold text-brand-800")}
            >
              {t(`completion.steps.${s.key}.short`)}
            </li>
          ))}
        </ol>
      </div>
      <div
        role="progressbar"
        aria-label={t("completion.progress")}
        aria-valuemin={1}
        aria-valuemax={STEPS.length}
        aria-valuenow={position.step}
        aria-valuetext={t("completion.stepOf", position)}
        className="h-2 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className="h-full rounded-full bg-brand-600 transition-[width] motion-reduce:transition-none"
          style={{ width: `${(position.step / STEPS.length) * 100}%` }}
        />
      </div>
    </div>
  );
}
