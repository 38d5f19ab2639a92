import type { Article } from "@vitalog/domain";
import { useTranslation } from "react-i18next";
import { useArticleFormat } from "../display.ts";

/** Where an adapted draft came from, so the editor can check it against its source. */
export function AdaptedFrom({ provenance }: { provenance: NonNullable<Article["adaptedFrom"]> }) {
  const { t } = useTranslation("articles");
  const format = useArticleFormat();
  const host = hostOf(provenance.sourceUrl);
  return (
    <aside
      aria-label={t("editor.adaptedFrom.label")}
      className="rounded-xl border border-sky-200 bg-sky-50 p-3 text-sm text-sky-950"
    >
      <p>
        {t("editor.adaptedFrom.text", { date: format.dateTime(provenance.adaptedAt) })}{" "}
        <a
          href={provenance.sourceUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="font-medium underline underline-offset-2"
        >
          {host}
        </a>
      </p>
      <p className="mt-1 text-xs text-sky-900">
        {provenance.model
          ? t("editor.adaptedFrom.model", { model: provenance.model })
          : t("editor.adaptedFrom.noModel")}{" "}
        {t("editor.adaptedFrom.fingerprint", { hash: provenance.textSha256.slice(0, 12) })}
      </p>
    </aside>
  );
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}
