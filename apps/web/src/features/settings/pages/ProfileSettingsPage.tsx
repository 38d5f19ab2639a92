import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import {
  ACTIVITY_LEVELS,
  MEASUREMENT_SYSTEMS,
  type MeasurementSystem,
  type Profile,
  type ProfileUpdate,
  WEIGHT_GOALS,
} from "@vitalog/domain";
import clsx from "clsx";
import { type FormEventHandler, type ReactNode, useEffect, useRef, useState } from "react";
import { type FieldValues, type Path, type UseFormReturn, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useAds } from "../../../app/ads/ads-context.tsx";
import { useSession } from "../../../app/session.tsx";
import { useToast } from "../../../app/toast.tsx";
import { Banner } from "../../../components/Banner/Banner.tsx";
import { Button } from "../../../components/Button/Button.tsx";
import {
  AlertIcon,
  CameraIcon,
  CheckCircleIcon,
  HeartPulseIcon,
  RulerIcon,
  UserIcon,
} from "../../../components/Icon/icons.tsx";
import { PageHeader } from "../../../components/PageHeader/PageHeader.tsx";
import { Select } from "../../../components/Select/Select.tsx";
import { PageSpinner } from "../../../components/Spinner/Spinner.tsx";
import { TextField } from "../../../components/TextField/TextField.tsx";
import { applyServerErrors } from "../../../kit/form-errors.ts";
import { isApiError } from "../../../lib/api.ts";
import { useMessageText } from "../../../lib/messages.ts";
import { usePageTitle } from "../../../lib/page-title.ts";
import { sendVerificationEmail } from "../../auth/api.ts";
import { useUpdateProfileMutation } from "../../profile/api.ts";
import { CatalogSelections } from "../../profile/components/CatalogSelections.tsx";
import { DateOfBirthField, GenderField } from "../../profile/components/ProfileFields.tsx";
import { AdPrivacySection } from "../components/AdPrivacySection.tsx";
import { ChangePasswordSection } from "../components/ChangePasswordSection.tsx";
import { ProfilePhotoField } from "../components/ProfilePhotoField.tsx";
import { SessionsSection } from "../components/SessionsSection.tsx";
import {
  SectionActions,
  SectionNav,
  SectionSubheading,
  SettingsSection,
} from "../components/SettingsSection.tsx";
import { YourDataSection } from "../components/YourDataSection.tsx";
import {
  AccountForm,
  type AccountValues,
  HealthForm,
  type HealthValues,
  switchMeasurementFields,
  toAccountUpdate,
  toHealthUpdate,
  toHealthValues,
} from "../settings-form.ts";

const HEALTH_FIELDS = [
  "dateOfBirth",
  "gender",
  "selectedRiskFactors",
  "selectedHealthGoals",
  "activityLevel",
  "weightGoal",
] as const;

/**
 * /settings/profile: one card per part of the account (account, photo, health profile, units,
 * password, data and deletion), each with its own form, button and feedback, and an in-page
 * navigation to reach them on a phone.
 */
export default function ProfileSettingsPage() {
  const { t } = useTranslation("settings");
  const { profile } = useSession();
  const adPrivacy = useAds().state?.privacyOptionsRequired === true;
  usePageTitle(t("title"));
  if (!profile) return <PageSpinner />;
  const sections = [
    { id: "account", label: t("sections.account") },
    { id: "photo", label: t("sections.photo") },
    { id: "health", label: t("sections.health") },
    { id: "units", label: t("sections.units") },
    ...(profile.hasPassword ? [{ id: "password", label: t("sections.password") }] : []),
    { id: "devices", label: t("sections.devices") },
    ...(adPrivacy ? [{ id: "ad-privacy", label: t("sections.adPrivacy") }] : []),
    { id: "data", label: t("sections.data") },
  ];
  return (
    <>
      <PageHeader title={t("title")} description={t("description")} />
      <div className="flex flex-col gap-6 lg:grid lg:grid-cols-[11rem_minmax(0,1fr)] lg:items-start lg:gap-8">
        <SectionNav items={sections} />
        <div className="flex min-w-0 flex-col gap-6">
          <AccountSection profile={profile} />
          <PhotoSection profile={profile} />
          <HealthProfileSection profile={profile} />
          <UnitsSection profile={profile} />
          {profile.hasPassword ? <ChangePasswordSection /> : null}
          <SessionsSection />
          <AdPrivacySection />
          <YourDataSection hasPassword={profile.hasPassword} />
        </div>
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

/** Account: the name (saved on its own) and the e-mail address with its verification. */
function AccountSection({ profile }: { profile: Profile }) {
  const { t } = useTranslation("settings");
  const form = useForm<AccountValues>({
    resolver: zodResolver(AccountForm, undefined, { raw: true }),
    defaultValues: { name: profile.name },
  });
  const { errors } = form.formState;
  const section = useSectionSave(form, ["name"]);

  const handleSubmit = form.handleSubmit((values) =>
    section.save(toAccountUpdate(values), (saved) => {
      form.reset({ name: saved.name });
      return t("accountSaved");
    }),
  );

  return (
    <SettingsSection
      id="account"
      icon={UserIcon}
      title={t("account")}
      description={t("accountText")}
    >
      <div className="flex flex-col gap-6">
        {profile.emailVerified ? null : <VerifyEmailBanner email={profile.email} />}
        <dl className="flex flex-col gap-1.5">
          <dt className="text-sm font-medium text-slate-800">{t("email.label")}</dt>
          <dd className="flex flex-wrap items-center gap-x-3 gap-y-1.5 text-base text-slate-900">
            <span className="min-w-0 wrap-anywhere">{profile.email}</span>
            {profile.emailVerified ? (
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
        <SectionForm section={section} onSubmit={handleSubmit}>
          <TextField
            label={t("name")}
            autoComplete="name"
            containerClassName="max-w-md"
            error={errors.name?.message}
            {...form.register("name")}
          />
          <SectionActions status={section.status}>
            <Button type="submit" loading={section.isSaving} className="w-full sm:w-auto">
              {t("accountSubmit")}
            </Button>
          </SectionActions>
        </SectionForm>
      </div>
    </SettingsSection>
  );
}

/** Profile photo: uploads as soon as one is picked; its own messages. */
function PhotoSection({ profile }: { profile: Profile }) {
  const { t } = useTranslation("settings");
  return (
    <SettingsSection
      id="photo"
      icon={CameraIcon}
      title={t("photo.title")}
      description={t("photo.text")}
    >
      <ProfilePhotoField photoUrl={profile.photoUrl} name={profile.name} email={profile.email} />
    </SettingsSection>
  );
}

/**
 * The health profile (Update Profile): date of birth, gender, height, goals, activity, risk
 * factors and health goals. Height and goal weight are shown in the saved units and sent only
 * when changed.
 */
function HealthProfileSection({ profile }: { profile: Profile }) {
  const { t } = useTranslation("settings");
  const messageText = useMessageText();
  const system = profile.measurementPreference;
  const imperial = system === "imperial";
  const form = useForm<HealthValues>({
    resolver: zodResolver(HealthForm[system], undefined, { raw: true }),
    defaultValues: toHealthValues(profile),
  });
  const { errors } = form.formState;
  const section = useSectionSave(form, HEALTH_FIELDS);

  // When the units change (the Units card), show height and goal weight in the new ones:
  // stored values are shown afresh, typed ones converted; nothing is sent for that.
  const shownIn = useRef<{ system: MeasurementSystem; profile: Profile }>({ system, profile });
  useEffect(() => {
    const before = shownIn.current;
    shownIn.current = { system, profile };
    if (before.system === system) return;
    const next = switchMeasurementFields(form.getValues(), before.profile, before.system, system);
    for (const key of ["heightCm", "heightFt", "heightIn", "goalWeight"] as const) {
      form.setValue(key, next[key]);
    }
    form.clearErrors(["heightCm", "heightFt", "goalWeight"]);
  }, [system, profile, form]);

  const handleSubmit = form.handleSubmit((values) =>
    section.save(toHealthUpdate(values, profile), (saved) => {
      shownIn.current = { system: saved.measurementPreference, profile: saved };
      form.reset(toHealthValues(saved));
      return t("saved");
    }),
  );

  return (
    <SettingsSection
      id="health"
      icon={HeartPulseIcon}
      title={t("health")}
      description={t("healthText")}
    >
      <SectionForm section={section} onSubmit={handleSubmit} bannerClassName="mb-6">
        <div className="flex flex-col gap-8">
          <div className="flex flex-col gap-5">
            <SectionSubheading>{t("personal")}</SectionSubheading>
            <DateOfBirthField
              error={errors.dateOfBirth?.message}
              {...form.register("dateOfBirth")}
            />
            <GenderField error={errors.gender?.message} {...form.register("gender")} />
          </div>

          <div className="flex flex-col gap-5">
            <SectionSubheading>{t("body")}</SectionSubheading>
            <div className="grid gap-5 sm:grid-cols-2">
              {imperial ? (
                <fieldset
                  className="flex flex-col gap-1.5"
                  aria-describedby={errors.heightFt ? "height-imperial-error" : undefined}
                >
                  <legend className="mb-1.5 text-sm font-medium text-slate-800">
                    {t("height")}
                  </legend>
                  <div className="flex gap-3">
                    <TextField
                      label={t("feet")}
                      inputMode="numeric"
                      containerClassName="flex-1"
                      aria-invalid={errors.heightFt ? true : undefined}
                      {...form.register("heightFt")}
                    />
                    <TextField
                      label={t("inches")}
                      inputMode="numeric"
                      containerClassName="flex-1"
                      aria-invalid={errors.heightFt ? true : undefined}
                      {...form.register("heightIn")}
                    />
                  </div>
                  {errors.heightFt ? (
                    <p id="height-imperial-error" className="text-sm font-medium text-red-700">
                      {messageText(errors.heightFt.message)}
                    </p>
                  ) : null}
                </fieldset>
              ) : (
                <TextField
                  label={t("heightCm")}
                  inputMode="decimal"
                  error={errors.heightCm?.message}
                  {...form.register("heightCm")}
                />
              )}
              <TextField
                label={imperial ? t("goalWeightLb") : t("goalWeightKg")}
                hint={t("goalWeightHint")}
                inputMode="decimal"
                error={errors.goalWeight?.message}
                {...form.register("goalWeight")}
              />
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
                options={WEIGHT_GOALS.map((value) => ({
                  value,
                  label: t(`weightGoals.${value}`),
                }))}
                {...form.register("weightGoal")}
              />
            </div>
          </div>

          <div className="flex flex-col gap-3">
            <SectionSubheading>{t("interests")}</SectionSubheading>
            <CatalogSelections control={form.control} compact />
          </div>
        </div>
        <SectionActions status={section.status}>
          <Button type="submit" loading={section.isSaving} className="w-full sm:w-auto sm:min-w-44">
            {t("submit")}
          </Button>
        </SectionActions>
      </SectionForm>
    </SettingsSection>
  );
}

/** Units: metric or imperial, saved on its own; stored measurements are never rewritten. */
function UnitsSection({ profile }: { profile: Profile }) {
  const { t } = useTranslation("settings");
  const form = useForm<{ measurementPreference: MeasurementSystem }>({
    defaultValues: { measurementPreference: profile.measurementPreference },
  });
  const section = useSectionSave(form, ["measurementPreference"]);

  const handleSubmit = form.handleSubmit(({ measurementPreference }) =>
    section.save({ measurementPreference }, (saved) => {
      form.reset({ measurementPreference: saved.measurementPreference });
      return t("unitsSaved");
    }),
  );

  return (
    <SettingsSection id="units" icon={RulerIcon} title={t("units")} description={t("unitsText")}>
      <SectionForm section={section} onSubmit={handleSubmit}>
        <fieldset>
          <legend className="sr-only">{t("units")}</legend>
          <div className="grid max-w-md grid-cols-2 gap-3">
            {MEASUREMENT_SYSTEMS.map((option) => (
              <label
                key={option}
                className={clsx(
                  "flex cursor-pointer flex-col rounded-xl border border-slate-300 bg-white px-4 py-3 transition-colors",
                  "hover:border-brand-300 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50",
                  "has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700",
                )}
              >
                <span className="flex items-center gap-2.5 text-sm font-medium text-slate-900">
                  <input
                    type="radio"
                    value={option}
                    className="size-4 accent-brand-700 focus-visible:outline-none"
                    {...form.register("measurementPreference")}
                  />
                  {t(`systems.${option}`)}
                </span>
                <span className="mt-0.5 pl-6.5 text-sm text-slate-600">
                  {t(`systemUnits.${option}`)}
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        <SectionActions status={section.status}>
          <Button
            type="submit"
            variant="secondary"
            loading={section.isSaving}
            className="w-full sm:w-auto"
          >
            {t("unitsSubmit")}
          </Button>
        </SectionActions>
      </SectionForm>
    </SettingsSection>
  );
}

type SectionSave = ReturnType<typeof useSectionSave>;

/**
 * A card's own save: one profile update, its inline confirmation (the message `onSaved`
 * returns) and its error, placed on the card's fields when the server names them.
 */
function useSectionSave<V extends FieldValues>(
  form: UseFormReturn<V, unknown, V>,
  fields: readonly Path<V>[],
) {
  const mutation = useUpdateProfileMutation();
  const [status, setStatus] = useState<string | null>(null);
  const [bannerError, setBannerError] = useState<string | null>(null);
  const save = (update: ProfileUpdate, onSaved: (saved: Profile) => string) => {
    setStatus(null);
    setBannerError(null);
    mutation.mutate(update, {
      onSuccess: (saved) => setStatus(onSaved(saved)),
      onError: (error) => {
        const placed = applyServerErrors(error, form.setError, fields);
        setBannerError(placed || !isApiError(error) ? null : error.message);
      },
    });
  };
  return {
    save,
    isSaving: mutation.isPending,
    status,
    clearStatus: () => setStatus(null),
    bannerError,
    dismissError: () => setBannerError(null),
  };
}

/** A card's form: its error banner on top; typing again clears the last confirmation. */
function SectionForm({
  section,
  onSubmit,
  bannerClassName = "mb-4",
  children,
}: {
  section: SectionSave;
  onSubmit: FormEventHandler<HTMLFormElement>;
  bannerClassName?: string;
  children: ReactNode;
}) {
  return (
    <form noValidate onSubmit={onSubmit} onChange={section.clearStatus}>
      {section.bannerError ? (
        <Banner variant="error" onDismiss={section.dismissError} className={bannerClassName}>
          {section.bannerError}
        </Banner>
      ) : null}
      {children}
    </form>
  );
}
