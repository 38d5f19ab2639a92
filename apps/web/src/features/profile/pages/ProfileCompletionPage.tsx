import { zodResolver } from "@hookform/resolvers/zod";
import { ProfileCompletionForm } from "@vitalog/domain";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useSignOut } from "../../../app/session.tsx";
import { Logo } from "../../../app/shell/Logo.tsx";
import { OfflineBanner } from "../../../app/shell/OfflineBanner.tsx";
import { SkipLink } from "../../../app/shell/SkipLink.tsx";
import { Banner } from "../../../components/Banner/Banner.tsx";
import { Button } from "../../../components/Button/Button.tsx";
import { Card } from "../../../components/Card/Card.tsx";
import { LogOutIcon } from "../../../components/Icon/icons.tsx";
import { usePageTitle } from "../../../lib/page-title.ts";
import { useUpdateProfileMutation } from "../api.ts";
import { CatalogSelections } from "../components/CatalogSelections.tsx";
import { DateOfBirthField, GenderField } from "../components/ProfileFields.tsx";
import { applyServerErrors } from "../form-errors.ts";

const FIELDS = ["dateOfBirth", "gender", "selectedRiskFactors", "selectedHealthGoals"] as const;

export default function ProfileCompletionPage() {
  const { t } = useTranslation("profile");
  const navigate = useNavigate();
  const { signOut, isSigningOut } = useSignOut();
  const mutation = useUpdateProfileMutation();
  const [bannerError, setBannerError] = useState<string | null>(null);
  usePageTitle(t("completion.title"));

  const form = useForm<ProfileCompletionForm>({
    resolver: zodResolver(ProfileCompletionForm),
    defaultValues: { dateOfBirth: "", selectedRiskFactors: [], selectedHealthGoals: [] },
  });
  const { errors } = form.formState;

  const handleSubmit = form.handleSubmit((values) => {
    setBannerError(null);
    mutation.mutate(values, {
      onSuccess: () => navigate("/dashboard", { replace: true }),
      onError: (error) => setBannerError(applyServerErrors(error, form.setError, FIELDS)),
    });
  });

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
        className="mx-auto max-w-3xl px-4 py-8 focus:outline-none sm:px-6 sm:py-12"
      >
        <div className="mb-8">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
            {t("completion.eyebrow")}
          </p>
          <h1
            tabIndex={-1}
            data-route-focus
            className="mt-1 text-3xl font-semibold tracking-tight text-slate-900"
          >
            {t("completion.title")}
          </h1>
          <p className="mt-2 max-w-xl text-base text-slate-600">{t("completion.text")}</p>
        </div>
        <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-6">
          {bannerError ? (
            <Banner variant="error" onDismiss={() => setBannerError(null)}>
              {bannerError}
            </Banner>
          ) : null}
          <Card title={t("aboutYou")} description={t("aboutYouText")} padding="lg">
            <div className="flex flex-col gap-6">
              <DateOfBirthField
                error={errors.dateOfBirth?.message}
                {...form.register("dateOfBirth")}
              />
              <GenderField error={errors.gender?.message} {...form.register("gender")} />
            </div>
          </Card>
          <CatalogSelections control={form.control} />
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-sm text-slate-600">{t("completion.later")}</p>
            <Button type="submit" size="lg" loading={mutation.isPending} className="sm:min-w-48">
              {t("completion.submit")}
            </Button>
          </div>
        </form>
      </main>
    </div>
  );
}
