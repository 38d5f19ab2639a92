import { useMutation } from "@tanstack/react-query";
import clsx from "clsx";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { useToast } from "../../../app/toast.tsx";
import { Banner } from "../../../components/Banner/Banner.tsx";
import { PageHeader } from "../../../components/PageHeader/PageHeader.tsx";
import { isApiError } from "../../../lib/api.ts";
import { usePageTitle } from "../../../lib/page-title.ts";
import { articlesPaths } from "../../articles/paths.ts";
import { AdaptedStage } from "../components/content-adapter/AdaptedStage.tsx";
import { ExtractedStage } from "../components/content-adapter/ExtractedStage.tsx";
import { InputStage } from "../components/content-adapter/InputStage.tsx";
import {
  type Adaptation,
  adaptArticle,
  type ExtractedArticle,
  extractArticle,
  saveDraft,
} from "../content-adapter-api.ts";
import type { ContentAdapterForm } from "../content-adapter-form.ts";

type Stage = "input" | "extracted" | "adapted";
const STAGES: readonly Stage[] = ["input", "extracted", "adapted"];

type Action = "extract" | "adapt" | "save" | "generate";

interface Failure {
  message: string;
  /** Out of AI credits: the banner links to where credits are bought. */
  needsCredits: boolean;
}

const CREDITS_PATH = "/settings/credits";
const EMPTY_FORM: ContentAdapterForm = { url: "", mode: "single" };

/**
 * The server's message for refusals it explains (4xx, and 503 "AI is not configured"); the
 * action's own message for anything else (a crash, the network).
 */
function failureOf(error: unknown, fallback: string): Failure {
  if (!isApiError(error)) return { message: fallback, needsCredits: false };
  const explained = (error.status >= 400 && error.status < 500) || error.status === 503;
  return {
    message: explained ? error.message : fallback,
    needsCredits: error.status === 402 || /credit/i.test(error.code),
  };
}

/** `/admin/content-adapter`: extract a Russian article, adapt it for a US audience, save drafts. */
export default function ContentAdapterPage() {
  const { t } = useTranslation("admin");
  const { toast } = useToast();
  const navigate = useNavigate();
  usePageTitle(t("contentAdapter.title"));

  const [stage, setStage] = useState<Stage>("input");
  // The input heading takes the focus only when the admin comes back to it, not on arrival.
  const [returned, setReturned] = useState(false);
  const [form, setForm] = useState<ContentAdapterForm>(EMPTY_FORM);
  const [formKey, setFormKey] = useState(0);
  const [extracted, setExtracted] = useState<ExtractedArticle | null>(null);
  const [adaptation, setAdaptation] = useState<Adaptation | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);

  const fail = (action: Action) => (error: unknown) =>
    setFailure(failureOf(error, t(`contentAdapter.errors.${action}`)));

  const extract = useMutation({
    mutationFn: (values: ContentAdapterForm) => extractArticle(values.url),
    onMutate: () => setFailure(null),
    onSuccess: (article) => {
      setExtracted(article);
      setStage("extracted");
      toast({ message: t("contentAdapter.toast.extracted"), variant: "success" });
    },
    onError: fail("extract"),
  });

  const adapt = useMutation({
    mutationFn: (article: ExtractedArticle) => adaptArticle(article, form.mode),
    onMutate: () => setFailure(null),
    onSuccess: (result) => {
      setAdaptation(result);
      setStage("adapted");
      toast({
        message:
          form.mode === "series"
            ? t("contentAdapter.toast.series", { count: result.seriesTopics.length })
            : t("contentAdapter.toast.adapted"),
        variant: "success",
      });
    },
    onError: fail("adapt"),
  });

  const save = useMutation({
    mutationFn: (result: Adaptation) => saveDraft(result.article, result.seriesTopics),
    onMutate: () => setFailure(null),
    onSuccess: (draftId) => {
      toast({ message: t("contentAdapter.toast.saved"), variant: "success" });
      navigate(articlesPaths.edit(draftId));
    },
    onError: fail("save"),
  });

  const handleExtract = (values: ContentAdapterForm) => {
    setForm(values);
    extract.mutate(values);
  };

  const handleStartOver = () => {
    setFailure(null);
    setExtracted(null);
    setAdaptation(null);
    setReturned(true);
    setStage("input");
  };

  const handleAgain = () => {
    handleStartOver();
    setForm(EMPTY_FORM);
    setFormKey((key) => key + 1);
  };

  return (
    <div className="mx-auto w-full max-w-3xl">
      <PageHeader title={t("contentAdapter.title")} description={t("contentAdapter.description")} />
      <div className="flex flex-col gap-6">
        <nav aria-label={t("contentAdapter.steps.label")}>
          <ol className="flex flex-wrap gap-2 text-sm">
            {STAGES.map((step, index) => {
              const current = step === stage;
              const done = STAGES.indexOf(stage) > index;
              return (
                <li
                  key={step}
                  aria-current={current ? "step" : undefined}
                  className={clsx(
                    "flex items-center gap-2 rounded-full border px-3 py-1 font-medium",
                    current
                      ? "border-brand-700 bg-brand-50 text-brand-900"
                      : done
                        ? "border-slate-200 bg-white text-slate-700"
                        : "border-slate-200 bg-white text-slate-600",
                  )}
                >
                  <span
                    aria-hidden="true"
                    className={clsx(
                      "flex size-5 items-center justify-center rounded-full text-xs",
                      current ? "bg-brand-700 text-white" : "bg-slate-100 text-slate-700",
                    )}
                  >
                    {index + 1}
                  </span>
                  {t(`contentAdapter.steps.${step}`)}
                </li>
              );
            })}
          </ol>
        </nav>
        {failure ? (
          <Banner variant="error" onDismiss={() => setFailure(null)}>
            {failure.message}
            {failure.needsCredits ? (
              <>
                {" "}
                <Link to={CREDITS_PATH} className="font-semibold underline underline-offset-2">
                  {t("contentAdapter.errors.getCredits")}
                </Link>
              </>
            ) : null}
          </Banner>
        ) : null}
        {stage === "extracted" && extracted ? (
          <ExtractedStage
            article={extracted}
            busy={adapt.isPending}
            onAdapt={() => adapt.mutate(extracted)}
            onStartOver={handleStartOver}
          />
        ) : stage === "adapted" && extracted && adaptation ? (
          <AdaptedStage
            adaptation={adaptation}
            original={extracted}
            saving={save.isPending || save.isSuccess}
            onSave={() => save.mutate(adaptation)}
            onTopicSaved={() =>
              toast({ message: t("contentAdapter.toast.topicSaved"), variant: "success" })
            }
            onTopicFailed={fail("generate")}
            onAgain={handleAgain}
          />
        ) : (
          <InputStage
            key={formKey}
            initial={form}
            busy={extract.isPending}
            focusHeading={returned}
            onExtract={handleExtract}
          />
        )}
      </div>
    </div>
  );
}
