import { useQuery } from "@tanstack/react-query";
import {
  type ExpertId,
  journeyById,
  SHAREABLE_MODULES,
  SUPPORT_CATEGORIES,
  type SupportCategoryId,
  supportCategory,
} from "@vitalog/domain";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { Button } from "../../../components/Button/Button.tsx";
import { CheckboxField } from "../../../components/CheckboxField/CheckboxField.tsx";
import { PageHeader } from "../../../components/PageHeader/PageHeader.tsx";
import { Skeleton } from "../../../components/Skeleton/Skeleton.tsx";
import { useIsPreview } from "../../../kit/data.ts";
import { Loadable } from "../../../kit/Loadable.tsx";
import { SignInRequiredPreview } from "../../../kit/SignInRequiredPreview.tsx";
import {
  type ExpertSessionDetail,
  expertQueries,
  useCreateSessionMutation,
  useShareSummariesMutation,
} from "../api.ts";
import { expertsPaths } from "../paths.ts";
import { AiNotice } from "./AiNotice.tsx";
import { ExpertChat } from "./ExpertChat.tsx";
import { ExpertsIcon } from "./icons.tsx";

function CategoryChip({ id }: { id: SupportCategoryId }) {
  const category = supportCategory(id);
  return (
    <p
      className="self-start rounded-full px-3 py-1 text-sm font-semibold"
      style={{ backgroundColor: category.bgColor, color: category.color }}
    >
      {category.name}
    </p>
  );
}

function ShareToggle({ session }: { session: ExpertSessionDetail }) {
  const { t } = useTranslation("experts");
  const share = useShareSummariesMutation(session.id);
  const [checked, setChecked] = useState(session.shareSummaries.length > 0);
  return (
    <CheckboxField
      label={t("session.share")}
      description={t("session.shareHint")}
      checked={checked}
      disabled={share.isPending}
      onChange={(event) => {
        const next = event.target.checked;
        setChecked(next);
        share.mutate(next ? [...SHAREABLE_MODULES] : [], {
          onError: () => setChecked(!next),
        });
      }}
    />
  );
}

/** Before a session exists: the category (the psychologist's), the consent choice, Start. */
function SessionSetup({ expert }: { expert: ExpertId }) {
  const { t } = useTranslation("experts");
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const create = useCreateSessionMutation();
  const journeyId = params.get("journey") ?? undefined;
  const journey = journeyId ? journeyById(journeyId) : undefined;
  const [category, setCategory] = useState<SupportCategoryId>(
    supportCategory(params.get("category") ?? journey?.category).id,
  );
  const [share, setShare] = useState(false);

  return (
    <form
      className="flex flex-col gap-5 rounded-xl border border-slate-200 bg-white p-4 sm:p-5"
      onSubmit={(event) => {
        event.preventDefault();
        create.mutate(
          {
            expert,
            ...(expert === "psychologist" ? { category } : {}),
            ...(journey ? { journeyId: journey.id } : {}),
            shareSummaries: share ? [...SHAREABLE_MODULES] : [],
          },
          {
            onSuccess: (session) =>
              navigate(expertsPaths.session(expert, { id: session.id }), { replace: true }),
          },
        );
      }}
    >
      {journey ? (
        <p className="text-sm text-slate-700">
          {t("session.journeyContext", { title: journey.title })}
        </p>
      ) : null}
      {expert === "psychologist" ? (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-sm font-medium text-slate-800">
            {t("session.category")}
          </legend>
          <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
            {SUPPORT_CATEGORIES.map((c) => (
              <label
                key={c.id}
                style={{ backgroundColor: c.bgColor, color: c.color }}
                className="flex cursor-pointer items-start gap-2 rounded-lg border border-slate-200 p-3 text-sm has-[:checked]:border-2 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2"
              >
                <input
                  type="radio"
                  name="category"
                  value={c.id}
                  checked={category === c.id}
                  onChange={() => setCategory(c.id)}
                  className="mt-0.5"
                  style={{ accentColor: c.primaryColor }}
                />
                <span>
                  <span className="block font-semibold">{c.name}</span>
                  <span className="block">{c.description}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
      <CheckboxField
        label={t("session.share")}
        description={t("session.shareHint")}
        checked={share}
        onChange={(event) => setShare(event.target.checked)}
      />
      <div>
        <Button type="submit" loading={create.isPending}>
          {create.isPending ? t("session.starting") : t("session.start")}
        </Button>
      </div>
    </form>
  );
}

function OpenSession({ id }: { id: string }) {
  const { t } = useTranslation("experts");
  const query = useQuery(expertQueries.session(id));
  return (
    <Loadable
      query={query}
      loading={<Skeleton className="h-64 w-full" />}
      error={t("session.loadError")}
    >
      {(session) => (
        <div className="flex flex-col gap-4">
          {session.category ? <CategoryChip id={session.category} /> : null}
          <ShareToggle session={session} />
          <ExpertChat session={session} />
        </div>
      )}
    </Loadable>
  );
}

/** An expert's session page: start one, or continue the one named by `?session=`. */
export function ExpertSessionView({ expert }: { expert: ExpertId }) {
  const { t } = useTranslation("experts");
  const isPreview = useIsPreview();
  const [params] = useSearchParams();
  const id = params.get("session");
  const title = t(`sessionTitle.${expert}`);

  if (isPreview) {
    return (
      <SignInRequiredPreview
        title={title}
        reason={t("session.previewReason")}
        features={t("session.previewFeatures", { returnObjects: true }) as string[]}
        promptFeature={t("demo.promptFeature")}
        icon={<ExpertsIcon />}
      />
    );
  }

  return (
    <>
      <PageHeader
        title={title}
        backTo={expertsPaths.expert(expert)}
        backLabel={t("journey.back")}
      />
      <div className="flex flex-col gap-4">
        <AiNotice />
        {id ? <OpenSession key={id} id={id} /> : <SessionSetup expert={expert} />}
      </div>
    </>
  );
}
