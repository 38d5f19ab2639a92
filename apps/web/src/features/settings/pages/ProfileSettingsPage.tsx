import { useMutation } from "@tanstack/react-query";
import {
  ACTIVITY_LEVELS,
  cmToFtIn,
  ftInToCm,
  kgToLb,
  lbToKg,
  MEASUREMENT_SYSTEMS,
  type MeasurementSystem,
  type Profile,
  roundTo,
  WEIGHT_GOALS,
} from "@vitalog/domain";
import clsx from "clsx";
import { lazy, Suspense, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useSession } from "../../../app/session.tsx";
import { useToast } from "../../../app/toast.tsx";
import { Banner } from "../../../components/Banner/Banner.tsx";
import { Button } from "../../../components/Button/Button.tsx";
import { Card } from "../../../components/Card/Card.tsx";
import { AlertIcon, CheckCircleIcon } from "../../../components/Icon/icons.tsx";
import { PageHeader } from "../../../components/PageHeader/PageHeader.tsx";
import { Select } from "../../../components/Select/Select.tsx";
import { PageSpinner } from "../../../components/Spinner/Spinner.tsx";
import { TextField } from "../../../components/TextField/TextField.tsx";
import { usePageTitle } from "../../../lib/page-title.ts";
import { sendVerificationEmail } from "../../auth/api.ts";
import { useUpdateProfileMutation } from "../../profile/api.ts";
import { CatalogSelections } from "../../profile/components/CatalogSelections.tsx";
import { DateOfBirthField, GenderField } from "../../profile/components/ProfileFields.tsx";
import { applyServerErrors } from "../../profile/form-errors.ts";
import { ChangePasswordCard } from "../components/ChangePasswordCard.tsx";
import { ProfilePhotoField } from "../components/ProfilePhotoField.tsx";
import { YourDataCard } from "../components/YourDataCard.tsx";
import {
  type ProfileSettingsContext,
  type ProfileSettingsValues,
  profileSettingsResolver,
  toFormValues,
  toProfileUpdate,
} from "../settings-form.ts";

const DeleteAccountDialog = lazy(() => import("../components/DeleteAccountDialog.tsx"));

const SERVER_FIELDS = [
  "name",
  "dateOfBirth",
  "gender",
  "selectedRiskFactors",
  "selectedHealthGoals",
  "measurementPreference",
  "activityLevel",
  "weightGoal",
] as const;

export default function ProfileSettingsPage() {
  const { t } = useTranslation("settings");
  const { profile } = useSession();
  usePageTitle(t("title"));
  if (!profile) return <PageSpinner />;
  return (
    <>
      <PageHeader title={t("title")} description={t("description")} />
      <div className="flex flex-col gap-6">
        {profile.emailVerified ? null : <VerifyEmailBanner email={profile.email} />}
        <ProfileSettingsForm initial={toFormValues(profile)} account={profile} />
        {profile.hasPassword ? <ChangePasswordCard /> : null}
        <YourDataCard />
        <DangerZone hasPassword={profile.hasPassword} />
      </div>
    </>
  );
}

function VerifyEmailBanner({ email }: { email: string }) {
  const { t } = useTranslation("settings");
  const { toast } = useToast();
  const mutation = useMutation({
    mutationFn: () => sendVerificationEmail(email),
    onSuccess: () => toast({ message: t("email.resent", { email }), variant: "success" }),
    onError: () => toast({ message: t("email.resendFailed"), variant: "error" }),
  });
  return (
    <Banner variant="warning" title={t("email.bannerTitle")}>
      <p>{t("email.bannerText", { email })}</p>
      <Button
        variant="secondary"
        size="sm"
        className="mt-3"
        loading={mutation.isPending}
        onClick={() => mutation.mutate()}
      >
        {t("email.resend")}
      </Button>
    </Banner>
  );
}

function DangerZone({ hasPassword }: { hasPassword: boolean }) {
  const { t } = useTranslation("settings");
  const [open, setOpen] = useState(false);
  const [everOpened, setEverOpened] = useState(false);
  return (
    <section
      aria-labelledby="danger-zone-title"
      className="rounded-xl border border-red-200 bg-white p-6 shadow-sm sm:p-8"
    >
      <h2 id="danger-zone-title" className="text-base font-semibold text-red-800">
        {t("delete.zoneTitle")}
      </h2>
      <div className="mt-1 flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-slate-600">{t("delete.zoneText")}</p>
        <Button
          variant="danger"
          className="shrink-0 self-start sm:self-auto"
          onClick={() => {
            setEverOpened(true);
            setOpen(true);
          }}
        >
          {t("delete.open")}
        </Button>
      </div>
      {everOpened ? (
        <Suspense fallback={null}>
          <DeleteAccountDialog open={open} onOpenChange={setOpen} hasPassword={hasPassword} />
        </Suspense>
      ) : null}
    </section>
  );
}

function ProfileSettingsForm({
  initial,
  account,
}: {
  initial: ProfileSettingsValues;
  account: Profile;
}) {
  const { t } = useTranslation("settings");
  const { toast } = useToast();
  const mutation = useUpdateProfileMutation();
  const [bannerError, setBannerError] = useState<string | null>(null);
  const form = useForm<ProfileSettingsValues, ProfileSettingsContext>({
    resolver: profileSettingsResolver,
    defaultValues: initial,
    context: { savedName: account.name },
  });
  const { errors } = form.formState;
  const system = form.watch("measurementPreference");
  const imperial = system === "imperial";

  const handleSystemChange = (next: MeasurementSystem) => {
    const current = form.getValues();
    if (next === current.measurementPreference) return;
    const toNumber = (v: string) => (v.trim() === "" ? null : Number(v.replace(",", ".")));
    if (next === "imperial") {
      const cm = toNumber(current.heightCm);
      if (cm && Number.isFinite(cm)) {
        const { feet, inches } = cmToFtIn(cm);
        form.setValue("heightFt", String(feet));
        form.setValue("heightIn", String(inches));
      }
      const kg = toNumber(current.goalWeight);
      if (kg && Number.isFinite(kg)) form.setValue("goalWeight", String(roundTo(kgToLb(kg), 1)));
    } else {
      const ft = toNumber(current.heightFt);
      const inch = toNumber(current.heightIn);
      if ((ft || inch) && Number.isFinite(ft ?? 0) && Number.isFinite(inch ?? 0)) {
        form.setValue("heightCm", String(roundTo(ftInToCm(ft ?? 0, inch ?? 0), 1)));
      }
      const lb = toNumber(current.goalWeight);
      if (lb && Number.isFinite(lb)) form.setValue("goalWeight", String(roundTo(lbToKg(lb), 1)));
    }
    form.clearErrors(["heightCm", "heightFt", "goalWeight"]);
  };

  const handleSubmit = form.handleSubmit((values) => {
    setBannerError(null);
    mutation.mutate(toProfileUpdate(values), {
      onSuccess: (profile) => {
        form.reset(toFormValues(profile));
        toast({ message: t("saved"), variant: "success" });
      },
      onError: (error) => setBannerError(applyServerErrors(error, form.setError, SERVER_FIELDS)),
    });
  });

  return (
    <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-6">
      {bannerError ? (
        <Banner variant="error" onDismiss={() => setBannerError(null)}>
          {bannerError}
        </Banner>
      ) : null}

      <Card title={t("account")} description={t("accountText")} padding="lg">
        <div className="flex flex-col gap-6">
          <ProfilePhotoField
            photoUrl={account.photoUrl}
            name={account.name}
            email={account.email}
          />
          <TextField
            label={t("name")}
            autoComplete="name"
            containerClassName="max-w-md"
            error={errors.name?.message}
            {...form.register("name")}
          />
          <dl className="flex flex-col gap-1.5">
            <dt className="text-sm font-medium text-slate-800">{t("email.label")}</dt>
            <dd className="flex flex-wrap items-center gap-x-3 gap-y-1.5 text-base text-slate-900">
              <span className="min-w-0 wrap-anywhere">{account.email}</span>
              {account.emailVerified ? (
                <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-200">
                  <CheckCircleIcon className="size-3.5" />
                  {t("email.verified")}
                </span>
              ) : (
                <span className="inline-flex items-center gap-1 rounded-full bg-amber-50 px-2.5 py-0.5 text-xs font-semibold text-amber-900 ring-1 ring-amber-200">
                  <AlertIcon className="size-3.5" />
                  {t("email.notVerified")}
                </span>
              )}
            </dd>
          </dl>
        </div>
      </Card>

      <Card title={t("personal")} description={t("personalText")} padding="lg">
        <div className="flex flex-col gap-6">
          <DateOfBirthField error={errors.dateOfBirth?.message} {...form.register("dateOfBirth")} />
          <GenderField error={errors.gender?.message} {...form.register("gender")} />
        </div>
      </Card>

      <Card title={t("body")} description={t("bodyText")} padding="lg">
        <div className="flex flex-col gap-6">
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1.5 text-sm font-medium text-slate-800">{t("units")}</legend>
            <Controller
              control={form.control}
              name="measurementPreference"
              render={({ field }) => (
                <div className="grid max-w-md grid-cols-2 gap-3">
                  {MEASUREMENT_SYSTEMS.map((option) => (
                    <label
                      key={option}
                      className={clsx(
                        "flex cursor-pointer flex-col rounded-xl border border-slate-300 bg-white px-4 py-3 transition-colors",
                        "hover:border-brand-300 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50",
                        "has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600",
                      )}
                    >
                      <span className="flex items-center gap-2.5 text-sm font-medium text-slate-900">
                        <input
                          type="radio"
                          name={field.name}
                          value={option}
                          checked={field.value === option}
                          onChange={() => {
                            handleSystemChange(option);
                            field.onChange(option);
                          }}
                          className="size-4 accent-brand-700 focus-visible:outline-none"
                        />
                        {t(`systems.${option}`)}
                      </span>
                      <span className="mt-0.5 pl-6.5 text-sm text-slate-600">
                        {t(`systemUnits.${option}`)}
                      </span>
                    </label>
                  ))}
                </div>
              )}
            />
          </fieldset>

          {imperial ? (
            <fieldset
              className="flex flex-col gap-1.5"
              aria-describedby={errors.heightFt ? "height-imperial-error" : undefined}
            >
              <legend className="mb-1.5 text-sm font-medium text-slate-800">{t("height")}</legend>
              <div className="flex max-w-xs gap-3">
                <TextField
                  label={t("feet")}
                  inputMode="numeric"
                  containerClassName="flex-1"
                  aria-invalid={errors.heightFt ? true : undefined}
                  {...form.register("heightFt")}
                />
                <TextField
                  label={t("inches")}
                  inputMode="decimal"
                  containerClassName="flex-1"
                  aria-invalid={errors.heightFt ? true : undefined}
                  {...form.register("heightIn")}
                />
              </div>
              {errors.heightFt ? (
                <p id="height-imperial-error" className="text-sm font-medium text-red-700">
                  {errors.heightFt.message}
                </p>
              ) : null}
            </fieldset>
          ) : (
            <TextField
              label={t("heightCm")}
              inputMode="decimal"
              containerClassName="max-w-xs"
              error={errors.heightCm?.message}
              {...form.register("heightCm")}
            />
          )}

          <div className="grid gap-6 sm:grid-cols-2">
            <Select
              label={t("activityLevel")}
              error={errors.activityLevel?.message}
              options={ACTIVITY_LEVELS.map((value) => ({
                value,
                label: t(`activityLevels.${value}`),
              }))}
              {...form.register("activityLevel")}
            />
            <Select
              label={t("weightGoal")}
              error={errors.weightGoal?.message}
              options={WEIGHT_GOALS.map((value) => ({ value, label: t(`weightGoals.${value}`) }))}
              {...form.register("weightGoal")}
            />
          </div>

          <TextField
            label={imperial ? t("goalWeightLb") : t("goalWeightKg")}
            hint={t("goalWeightHint")}
            inputMode="decimal"
            containerClassName="max-w-xs"
            error={errors.goalWeight?.message}
            {...form.register("goalWeight")}
          />
        </div>
      </Card>

      <CatalogSelections control={form.control} />

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-end">
        <Button
          type="submit"
          size="lg"
          loading={mutation.isPending}
          className="w-full sm:w-auto sm:min-w-48"
        >
          {t("submit")}
        </Button>
      </div>
    </form>
  );
}
