import { useQuery } from "@tanstack/react-query";
import "../public-texts.ts";
import { zodResolver } from "@hookform/resolvers/zod";
import {
  BIO_MAX,
  type PublicProfilePatch,
  type PublicProfileSettings,
  Username,
} from "@vitalog/domain";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useToast } from "../../../app/toast.tsx";
import { Banner } from "../../../components/Banner/Banner.tsx";
import { Button, buttonClassName } from "../../../components/Button/Button.tsx";
import { Card } from "../../../components/Card/Card.tsx";
import { ShieldIcon, UserIcon } from "../../../components/Icon/icons.tsx";
import { PageHeader } from "../../../components/PageHeader/PageHeader.tsx";
import { Skeleton } from "../../../components/Skeleton/Skeleton.tsx";
import { TextAreaField } from "../../../components/TextAreaField/TextAreaField.tsx";
import { TextField } from "../../../components/TextField/TextField.tsx";
import { useIsPreview } from "../../../kit/data.ts";
import { applyServerErrors } from "../../../kit/form-errors.ts";
import { Loadable } from "../../../kit/Loadable.tsx";
import { SignInRequiredPreview } from "../../../kit/SignInRequiredPreview.tsx";
import { useMessageText } from "../../../lib/messages.ts";
import { usePageTitle } from "../../../lib/page-title.ts";
import { settingsPaths } from "../../settings/paths.ts";
import { PrivacySwitch } from "../components/PrivacySwitch.tsx";
import { profilePaths } from "../paths.ts";
import { publicProfileData, useUpdatePublicProfile } from "../public-api.ts";
import { identityPatch, PublicIdentityForm } from "../public-profile-form.ts";
import { PUBLIC_PROFILE_NAMESPACE } from "../public-texts.ts";

type Choice = "isProfilePublic" | "areArticlesPublic" | "isGroupActivityPublic";

/** The three switches; each saves on its own as soon as it is flipped. */
function PublicChoices({ settings }: { settings: PublicProfileSettings }) {
  const { t } = useTranslation(PUBLIC_PROFILE_NAMESPACE);
  const text = useMessageText();
  const { toast } = useToast();
  const update = useUpdatePublicProfile();
  const [pending, setPending] = useState<{ choice: Choice; value: boolean } | null>(null);

  const shownValue = (choice: Choice) =>
    pending?.choice === choice ? pending.value : settings[choice];
  const handleChange = (choice: Choice, value: boolean) => {
    setPending({ choice, value });
    const patch: PublicProfilePatch = { [choice]: value };
    update.mutate(patch, {
      onSuccess: () => toast({ message: t("privacy.public.saved"), variant: "success" }),
      onError: (error) => toast({ message: text(error), variant: "error" }),
      onSettled: () => setPending(null),
    });
  };

  const choices: { choice: Choice; label: string; description: string }[] = [
    {
      choice: "isProfilePublic",
      label: t("privacy.public.profile"),
      description: t("privacy.public.profileText"),
    },
    {
      choice: "areArticlesPublic",
      label: t("privacy.public.articles"),
      description: t("privacy.public.articlesText"),
    },
    {
      choice: "isGroupActivityPublic",
      label: t("privacy.public.groups"),
      description: t("privacy.public.groupsText"),
    },
  ];
  return (
    <Card title={t("privacy.public.title")}>
      <div className="flex flex-col divide-y divide-slate-100">
        {choices.map(({ choice, label, description }) => (
          <PrivacySwitch
            key={choice}
            label={label}
            description={description}
            checked={shownValue(choice)}
            busy={update.isPending}
            onChange={(value) => handleChange(choice, value)}
          />
        ))}
      </div>
      {shownValue("isProfilePublic") ? null : (
        <Banner variant="info" className="mt-4">
          {t("privacy.public.profileOff")}
        </Banner>
      )}
    </Card>
  );
}

/** The username (unique, the domain's rule, checked here and by the server) and the bio. */
function IdentityForm({ settings }: { settings: PublicProfileSettings }) {
  const { t } = useTranslation(PUBLIC_PROFILE_NAMESPACE);
  const text = useMessageText();
  const { toast } = useToast();
  const update = useUpdatePublicProfile();
  const [failure, setFailure] = useState<Error | null>(null);
  const {
    register,
    handleSubmit,
    watch,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PublicIdentityForm>({
    resolver: zodResolver(PublicIdentityForm),
    defaultValues: { username: settings.username ?? "", bio: settings.bio },
  });

  const submit = handleSubmit(async (form) => {
    setFailure(null);
    try {
      const saved = await update.mutateAsync(identityPatch(form));
      reset({ username: saved.username ?? "", bio: saved.bio });
      toast({ message: t("privacy.identity.saved"), variant: "success" });
    } catch (error) {
      if (!applyServerErrors(error, setError, ["username", "bio"])) {
        setFailure(error instanceof Error ? error : new Error(String(error)));
      }
    }
  });

  const username = watch("username").trim();
  const isValidUsername = Username.safeParse(username).success;
  return (
    <Card title={t("privacy.identity.title")}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <TextField
          label={t("privacy.identity.username")}
          hint={
            isValidUsername
              ? t("privacy.identity.usernameHint", {
                  address: profilePaths.profile(username),
                })
              : t("privacy.identity.usernameHintEmpty")
          }
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          error={errors.username?.message}
          {...register("username")}
        />
        <TextAreaField
          label={t("privacy.identity.bio")}
          hint={t("privacy.identity.bioHint")}
          rows={3}
          maxLength={BIO_MAX}
          error={errors.bio?.message}
          value={watch("bio")}
          className="min-h-20 resize-y"
          {...register("bio")}
        />
        {failure ? <Banner variant="error">{text(failure)}</Banner> : null}
        <div className="flex justify-end">
          <Button type="submit" loading={isSubmitting}>
            {t("privacy.identity.save")}
          </Button>
        </div>
      </form>
    </Card>
  );
}

function PrivacySettings() {
  const { t } = useTranslation(PUBLIC_PROFILE_NAMESPACE);
  usePageTitle(t("privacy.title"));
  const query = useQuery(publicProfileData.useQueries().settings());
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t("privacy.title")}
        description={t("privacy.description")}
        className="mb-0"
        actions={
          query.data ? (
            <Link
              to={profilePaths.profile(query.data.identifier)}
              className={buttonClassName("secondary")}
            >
              <UserIcon className="size-4" />
              {t("privacy.viewProfile")}
            </Link>
          ) : null
        }
      />
      <Banner variant="info">{t("privacy.healthData")}</Banner>
      <Loadable
        query={query}
        loading={
          <div className="flex flex-col gap-6">
            <Skeleton className="h-64 w-full rounded-xl" />
            <Skeleton className="h-56 w-full rounded-xl" />
          </div>
        }
        error={t("privacy.loadError")}
      >
        {(settings) => (
          <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
            <PublicChoices settings={settings} />
            <div className="flex flex-col gap-6">
              <IdentityForm settings={settings} />
              <Card title={t("privacy.photo.title")}>
                <p className="text-sm text-slate-700">{t("privacy.photo.text")}</p>
                <Link
                  to={settingsPaths.profile()}
                  className="mt-3 inline-flex text-sm font-semibold text-brand-700 underline-offset-2 hover:underline focus-visible:rounded-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
                >
                  {t("privacy.photo.link")}
                </Link>
              </Card>
            </div>
          </div>
        )}
      </Loadable>
    </div>
  );
}

/** Visitors: choices about one's profile need an account. */
function SignInForPrivacy() {
  const { t } = useTranslation(PUBLIC_PROFILE_NAMESPACE);
  usePageTitle(t("privacy.title"));
  return (
    <SignInRequiredPreview
      title={t("privacy.title")}
      reason={t("signIn.reason")}
      features={[
        t("signIn.features.public"),
        t("signIn.features.articles"),
        t("signIn.features.username"),
      ]}
      promptFeature={t("signIn.promptFeature")}
      icon={<ShieldIcon />}
    />
  );
}

/** `profile/privacy`: a member's choices; the preview says they need an account. */
export default function PrivacyPage() {
  return useIsPreview() ? <SignInForPrivacy /> : <PrivacySettings />;
}
