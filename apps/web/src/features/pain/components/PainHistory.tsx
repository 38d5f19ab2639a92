import { useInfiniteQuery } from "@tanstack/react-query";
import type { PainEntry } from "@vitalog/domain";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "../../../components/Button/Button.tsx";
import { useDayFormat } from "../../../kit/day-format.ts";
import { painData } from "../api.ts";
import { intensityColour, intensityTextColour } from "../display.ts";
import { painPaths } from "../paths.ts";

function Entry({ entry }: { entry: PainEntry }) {
  const { t } = useTranslation("pain");
  const format = useDayFormat();
  const context = [
    [t("form.symptoms"), entry.symptoms],
    [t("form.triggers"), entry.triggers],
    [t("form.relief"), entry.relief],
  ] as const;
  return (
    <li className="flex flex-col gap-2 py-4 first:pt-0 last:pb-0 break-inside-avoid">
      <div className="flex items-start justify-between gap-3">
        <p className="font-semibold text-slate-900">{format.dateTime(entry.occurredAt)}</p>
        <Link
          to={painPaths.edit(entry.id)}
          className="shrink-0 rounded-lg px-2 py-1 text-sm font-semibold text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-700 print:hidden"
          aria-label={t("history.edit", { date: format.dateTime(entry.occurredAt) })}
        >
          {t("history.editShort")}
        </Link>
      </div>
      <ul className="flex flex-wrap gap-2" aria-label={t("history.regions")}>
        {entry.regions.map((r) => (
          <li
            key={r.region}
            className="inline-flex items-center gap-2 rounded-full border border-slate-200 bg-white py-1 pr-3 pl-1 text-sm text-slate-800"
          >
            <span
              className="inline-flex size-6 items-center justify-center rounded-full text-xs font-bold"
              style={{
                backgroundColor: intensityColour(r.intensity),
                color: intensityTextColour(r.intensity),
              }}
            >
              <span aria-hidden="true">{r.intensity}</span>
              <span className="sr-only">{t("history.intensity", { value: r.intensity })}</span>
            </span>
            <span>
              {t("history.region", { name: t(`regions.${r.region}`), type: t(`types.${r.type}`) })}
            </span>
          </li>
        ))}
      </ul>
      {context.some(([, items]) => items.length > 0) || entry.note ? (
        <dl className="grid gap-x-3 gap-y-1 text-sm sm:grid-cols-[8rem_1fr]">
          {context.map(([label, items]) =>
            items.length > 0 ? (
              <div key={label} className="contents">
                <dt className="text-slate-600">{label}</dt>
                <dd className="text-slate-900">{items.join(", ")}</dd>
              </div>
            ) : null,
          )}
          {entry.note ? (
            <div className="contents">
              <dt className="text-slate-600">{t("form.note")}</dt>
              <dd className="whitespace-pre-line text-slate-900">{entry.note}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}
    </li>
  );
}

/** Every entry, newest first, a page at a time. */
export function PainHistory() {
  const { t } = useTranslation("pain");
  const list = useInfiniteQuery(painData.useQueries().pages());
  const entries = list.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <>
      <ul className="flex flex-col divide-y divide-slate-200">
        {entries.map((entry) => (
          <Entry key={entry.id} entry={entry} />
        ))}
      </ul>
      {list.hasNextPage ? (
        <Button
          variant="secondary"
          className="mt-4 print:hidden"
          loading={list.isFetchingNextPage}
          onClick={() => list.fetchNextPage()}
        >
          {t("history.more")}
        </Button>
      ) : null}
    </>
  );
}
