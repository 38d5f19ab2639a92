import { useQuery } from "@tanstack/react-query";
import {
  SAFETY_PLAN_ITEM_MAX,
  SAFETY_PLAN_ITEMS_MAX,
  SAFETY_PLAN_SECTIONS,
  type SafetyPlan,
  type SafetyPlanSection,
} from "@vitalog/domain";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Banner } from "../../../components/Banner/Banner.tsx";
import { Button } from "../../../components/Button/Button.tsx";
import { Card } from "../../../components/Card/Card.tsx";
import { ShieldIcon } from "../../../components/Icon/icons.tsx";
import { PageHeader } from "../../../components/PageHeader/PageHeader.tsx";
import { Skeleton } from "../../../components/Skeleton/Skeleton.tsx";
import { TextField } from "../../../components/TextField/TextField.tsx";
import { useIsPreview } from "../../../kit/data.ts";
import { Loadable } from "../../../kit/Loadable.tsx";
import { SignInRequiredPreview } from "../../../kit/SignInRequiredPreview.tsx";
import { isApiError } from "../../../lib/api.ts";
import { useMessageText } from "../../../lib/messages.ts";
import { expertQueries, useSaveSafetyPlanMutation } from "../api.ts";
import { expertsPaths } from "../paths.ts";

type Draft = Record<SafetyPlanSection, string[]>;

function draftOf(plan: SafetyPlan): Draft {
  const draft = {} as Draft;
  for (const { key } of SAFETY_PLAN_SECTIONS) draft[key] = plan[key].length ? [...plan[key]] : [""];
  return draft;
}

function planOf(draft: Draft): SafetyPlan {
  const plan = {} as SafetyPlan;
  for (const { key } of SAFETY_PLAN_SECTIONS) {
    plan[key] = draft[key].map((line) => line.trim()).filter(Boolean);
  }
  return plan;
}

function SafetyPlanForm({ plan }: { plan: SafetyPlan }) {
  const { t } = useTranslation("experts");
  const messageText = useMessageText();
  const save = useSaveSafetyPlanMutation();
  const [draft, setDraft] = useState(() => draftOf(plan));

  function setLine(key: SafetyPlanSection, index: number, value: string) {
    setDraft((d) => ({ ...d, [key]: d[key].map((v, i) => (i === index ? value : v)) }));
  }

  return (
    <form
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(planOf(draft));
      }}
    >
      {SAFETY_PLAN_SECTIONS.map((section, sectionIndex) => (
        <Card
          key={section.key}
          title={`${sectionIndex + 1}. ${section.title}`}
          description={section.question}
        >
          <div className="flex flex-col gap-2">
            {draft[section.key].map((line, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the lines are positional
              <div key={`${section.key}-${index}`} className="flex items-end gap-2">
                <TextField
                  containerClassName="flex-1"
                  label={t("safetyPlan.line", { section: section.title, number: index + 1 })}
                  hideLabel
                  value={line}
                  maxLength={SAFETY_PLAN_ITEM_MAX}
                  onChange={(event) => setLine(section.key, index, event.target.value)}
                />
                {draft[section.key].length > 1 ? (
                  <Button
                    type="button"
                    variant="ghost"
                    size="sm"
                    aria-label={t("safetyPlan.removeLine", {
                      number: index + 1,
                      section: section.title,
                    })}
                    onClick={() =>
                      setDraft((d) => ({
                        ...d,
                        [section.key]: d[section.key].filter((_, i) => i !== index),
                      }))
                    }
                  >
                    ×
                  </Button>
                ) : null}
              </div>
            ))}
            {draft[section.key].length < SAFETY_PLAN_ITEMS_MAX ? (
              <div>
                <Button
                  type="button"
                  variant="secondary"
                  size="sm"
                  onClick={() =>
                    setDraft((d) => ({ ...d, [section.key]: [...d[section.key], ""] }))
                  }
                >
                  {t("safetyPlan.addLine", { section: section.title })}
                </Button>
              </div>
            ) : null}
          </div>
        </Card>
      ))}
      {isApiError(save.error) ? (
        <Banner variant="error">{messageText(save.error.message)}</Banner>
      ) : null}
      {save.isSuccess ? <Banner variant="success">{t("safetyPlan.saved")}</Banner> : null}
      <div>
        <Button type="submit" loading={save.isPending}>
          {t("safetyPlan.save")}
        </Button>
      </div>
    </form>
  );
}

/** The person's safety plan (Stanley & Brown's six steps), opened from the crisis card. */
export default function SafetyPlanPage() {
  const { t } = useTranslation("experts");
  const isPreview = useIsPreview();
  const query = useQuery({ ...expertQueries.safetyPlan(), enabled: !isPreview });
  if (isPreview) {
    return (
      <SignInRequiredPreview
        title={t("safetyPlan.title")}
        reason={t("safetyPlan.previewReason")}
        promptFeature={t("demo.promptFeature")}
        icon={<ShieldIcon />}
      />
    );
  }
  return (
    <>
      <PageHeader
        title={t("safetyPlan.title")}
        description={t("safetyPlan.intro")}
        backTo={expertsPaths.hub()}
        backLabel={t("title")}
      />
      <div className="flex flex-col gap-4">
        <Banner variant="warning">{t("safetyPlan.crisisNote")}</Banner>
        <Loadable
          query={query}
          loading={<Skeleton className="h-96 w-full" />}
          error={t("safetyPlan.loadError")}
        >
          {(reply) => <SafetyPlanForm plan={reply.plan} />}
        </Loadable>
      </div>
    </>
  );
}
