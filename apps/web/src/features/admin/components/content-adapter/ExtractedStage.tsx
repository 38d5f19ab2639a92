import { useTranslation } from "react-i18next";
import { Button } from "../../../../components/Button/Button.tsx";
import { Card } from "../../../../components/Card/Card.tsx";
import type { ExtractedArticle } from "../../content-adapter-api.ts";
import { articleText, EXTRACTED_PREVIEW_CHARS, previewOf } from "../../content-adapter-display.ts";
import { Fact, StageHeading, TextPreview } from "./StageHeading.tsx";

/** Stage 2: what was extracted, then Adapt Content or Start Over. */
export function ExtractedStage({
  article,
  busy,
  onAdapt,
  onStartOver,
}: {
  article: ExtractedArticle;
  busy: boolean;
  onAdapt: () => void;
  onStartOver: () => void;
}) {
  const { t, i18n } = useTranslation("admin");
  const words = new Intl.NumberFormat(i18n.language).format(article.wordCount);
  return (
    <Card>
      <div className="flex flex-col gap-5">
        <StageHeading focus>{t("contentAdapter.extracted.heading")}</StageHeading>
        <p lang={article.language} className="text-xl font-semibold break-words text-slate-900">
          {article.title}
        </p>
        <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3">
          <Fact label={t("contentAdapter.extracted.source")}>{article.sourceHost}</Fact>
          <Fact label={t("contentAdapter.extracted.wordCount")}>
            {t("contentAdapter.extracted.words", { count: article.wordCount, formatted: words })}
          </Fact>
          <Fact label={t("contentAdapter.extracted.language")}>
            {t(`contentAdapter.language.${article.language}`)}
          </Fact>
        </dl>
        <div lang={article.language}>
          <TextPreview
            label={t("contentAdapter.extracted.preview")}
            text={previewOf(articleText(article.content), EXTRACTED_PREVIEW_CHARS)}
          />
        </div>
        <p className="text-sm text-slate-600">{t("contentAdapter.extracted.aiCost")}</p>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button onClick={onAdapt} loading={busy}>
            {busy ? t("contentAdapter.extracted.adapting") : t("contentAdapter.extracted.adapt")}
          </Button>
          <Button variant="secondary" onClick={onStartOver} disabled={busy}>
            {t("contentAdapter.extracted.startOver")}
          </Button>
        </div>
      </div>
    </Card>
  );
}
