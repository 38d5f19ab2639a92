import { useMutation } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "../../../../components/Button/Button.tsx";
import { Card } from "../../../../components/Card/Card.tsx";
import { CheckCircleIcon } from "../../../../components/Icon/icons.tsx";
import { articlesPaths } from "../../../articles/paths.ts";
import {
  type Adaptation,
  type ExtractedArticle,
  generateSeriesDraft,
  type SeriesTopic,
} from "../../content-adapter-api.ts";
import { ADAPTED_PREVIEW_CHARS, articleText, previewOf } from "../../content-adapter-display.ts";
import { Fact, StageHeading, TextPreview } from "./StageHeading.tsx";

/** Stage 3: the adapted article, Save as Draft, the series topics and Adapt Another Article. */
export function AdaptedStage({
  adaptation,
  original,
  saving,
  onSave,
  onTopicSaved,
  onTopicFailed,
  onAgain,
}: {
  adaptation: Adaptation;
  original: ExtractedArticle;
  saving: boolean;
  onSave: () => void;
  onTopicSaved: () => void;
  onTopicFailed: (error: unknown) => void;
  onAgain: () => void;
}) {
  const { t } = useTranslation("admin");
  const { article, seriesTopics } = adaptation;
  return (
    <div className="flex flex-col gap-6">
      <Card>
        <div className="flex flex-col gap-5">
          <StageHeading focus>{t("contentAdapter.adapted.heading")}</StageHeading>
          <p lang="en-US" className="text-xl font-semibold break-words text-slate-900">
            {article.title}
          </p>
          <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3">
            <Fact label={t("contentAdapter.adapted.category")}>
              {t(`contentAdapter.categories.${article.category}`, {
                defaultValue: article.category,
              })}
            </Fact>
            <Fact label={t("contentAdapter.adapted.readingTime")}>
              {t("contentAdapter.adapted.minutes", { count: article.readingTime })}
            </Fact>
          </dl>
          <section aria-label={t("contentAdapter.adapted.excerpt")}>
            <h3 className="text-sm font-semibold text-slate-900">
              {t("contentAdapter.adapted.excerpt")}
            </h3>
            <p className="mt-1 text-sm leading-relaxed break-words text-slate-800">
              {article.excerpt}
            </p>
          </section>
          {article.keyTakeaways.length ? (
            <section aria-label={t("contentAdapter.adapted.keyTakeaways")}>
              <h3 className="text-sm font-semibold text-slate-900">
                {t("contentAdapter.adapted.keyTakeaways")}
              </h3>
              <ul className="mt-1 flex list-disc flex-col gap-1 pl-5 text-sm text-slate-800">
                {article.keyTakeaways.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </section>
          ) : null}
          <TextPreview
            label={t("contentAdapter.adapted.preview")}
            text={previewOf(articleText(article.content), ADAPTED_PREVIEW_CHARS)}
          />
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button onClick={onSave} loading={saving}>
              {saving ? t("contentAdapter.adapted.saving") : t("contentAdapter.adapted.save")}
            </Button>
            <Button variant="secondary" onClick={onAgain} disabled={saving}>
              {t("contentAdapter.adapted.again")}
            </Button>
          </div>
        </div>
      </Card>
      {seriesTopics.length ? (
        <Card title={t("contentAdapter.adapted.seriesHeading")}>
          <ul className="flex flex-col divide-y divide-slate-200">
            {seriesTopics.map((topic) => (
              <SeriesTopicItem
                key={topic.title}
                topic={topic}
                original={original}
                onSaved={onTopicSaved}
                onFailed={onTopicFailed}
              />
            ))}
          </ul>
        </Card>
      ) : null}
    </div>
  );
}

/** One suggested topic: Generate writes its article and saves it as another draft. */
function SeriesTopicItem({
  topic,
  original,
  onSaved,
  onFailed,
}: {
  topic: SeriesTopic;
  original: ExtractedArticle;
  onSaved: () => void;
  onFailed: (error: unknown) => void;
}) {
  const { t } = useTranslation("admin");
  const generate = useMutation({
    mutationFn: () => generateSeriesDraft(topic, original),
    onSuccess: onSaved,
    onError: onFailed,
  });
  const draftId = generate.data;
  return (
    <li className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0">
        <h3 className="text-sm font-semibold break-words text-slate-900">{topic.title}</h3>
        <p className="mt-0.5 text-sm break-words text-slate-700">{topic.description}</p>
        {topic.keywords.length ? (
          <p className="mt-1 text-xs text-slate-600">
            {t("contentAdapter.adapted.keywords", { list: topic.keywords.join(", ") })}
          </p>
        ) : null}
      </div>
      <div className="shrink-0">
        {draftId ? (
          <p className="flex items-center gap-2 text-sm text-emerald-800">
            <CheckCircleIcon className="size-5" />
            <span>{t("contentAdapter.adapted.savedTopic")}</span>
            <Link
              to={articlesPaths.edit(draftId)}
              aria-label={t("contentAdapter.adapted.openDraftFor", { title: topic.title })}
              className="font-semibold text-brand-800 underline underline-offset-2"
            >
              {t("contentAdapter.adapted.openDraft")}
            </Link>
          </p>
        ) : (
          <Button
            variant="secondary"
            size="sm"
            loading={generate.isPending}
            onClick={() => generate.mutate()}
            aria-label={
              generate.isPending
                ? undefined
                : t("contentAdapter.adapted.generateTopic", { title: topic.title })
            }
          >
            {generate.isPending
              ? t("contentAdapter.adapted.generating")
              : t("contentAdapter.adapted.generate")}
          </Button>
        )}
      </div>
    </li>
  );
}
