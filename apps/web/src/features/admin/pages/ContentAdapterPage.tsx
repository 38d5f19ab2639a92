import { useMutation } from "@tanstack/react-query";
import clsx from "clsx";
import type { TFunction } from "i18next";
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
  SeriesDraftError,
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
 * What the banner says when an action fails, in the spec's words (§8): "User not authenticated"
 * when the session is gone; the server's message for the refusals it explains (4xx, and 503 "AI
 * is not configured"), a refused draft as "Failed to create draft: {reason}"; "Failed to fetch
 * content" when the server could not be reached to extract, "Failed to create series drafts"
 * when a topic's article was written but not saved; else the action's own message.
 */
function failureOf(error: unknown, action: Action, t: TFunction<"admin">): Failure {
  const cause = error instanceof SeriesDraftError ? error.cause : error;
  const own = t(
    `contentAdapter.errors.${error instanceof SeriesDraftError ? "seriesDrafts" : action}`,
  );
  if (!isApiError(cause)) return { message: own, needsCredits: false };
  if (cause.status === 0 && action === "extract") {
    return { message: t("contentAdapter.errors.fetch"), needsCredits: false };
  }
  if (cause.status === 401) {
    return { message: t("contentAdapter.errors.notAuthenticated"), needsCredits: false };
  }
  if (error instanceof SeriesDraftError) return { message: own, needsCredits: false };
  const needsCredits = cause.status === 402 || /credit/i.test(cause.code);
  const explained = (cause.status >= 400 && cause.status < 500) || cause.status === 503;
  if (!explained) return { message: own, needsCredits };
  if (action === "save" && !needsCredits && cause.status !== 503) {
    return {
      message: t("contentAdapter.errors.createDraft", { reason: cause.message }),
      needsCredits,
    };
  }
  return { message: cause.message, needsCredits };
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

  const fail = (action: Action) => (error: unknown) => setFailure(failureOf(error, action, t));

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
