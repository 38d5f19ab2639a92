import { useQuery } from "@tanstack/react-query";
import { type ExpertId, SUPPORT_CATEGORIES } from "@vitalog/domain";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { buttonClassName } from "../../../components/Button/Button.tsx";
import { Card } from "../../../components/Card/Card.tsx";
import { PageHeader } from "../../../components/PageHeader/PageHeader.tsx";
import { useIsPreview } from "../../../kit/data.ts";
import { expertsData } from "../api.ts";
import { expertsPaths } from "../paths.ts";
import { AiNotice } from "./AiNotice.tsx";
import { JourneyCards } from "./JourneyCards.tsx";

/** An expert's index: who it is and its limits, how to start, its categories and journeys. */
export function ExpertIndex({ expert }: { expert: ExpertId }) {
  const { t } = useTranslation("experts");
  const queries = expertsData.useQueries();
  const paths = useIsPreview() ? expertsPaths.preview : expertsPaths;
  const overview = useQuery(queries.overview());
  const info = overview.data?.experts.find((e) => e.id === expert);

  return (
    <>
      <PageHeader
        title={t(`expertTitle.${expert}`)}
        description={info?.role}
        backTo={paths.hub()}
        backLabel={t("title")}
        actions={
          <Link className={buttonClassName()} to={paths.session(expert)}>
            {expert === "physician" ? t("startConsultation") : t("startSession")}
          </Link>
        }
      />
      <div className="flex flex-col gap-6">
        <AiNotice />
        {info ? (
          <Card title={info.name}>
            <div className="grid gap-4 sm:grid-cols-2">
              <div>
                <h3 className="text-sm font-semibold text-slate-900">{t("hub.helpsWith")}</h3>
                <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-slate-700">
                  {info.helpsWith.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              </div>
              <div>
                <h3 className="text-sm font-semibold text-slate-900">{t("hub.limits")}</h3>
                <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-slate-700">
                  {info.limits.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              </div>
            </div>
          </Card>
        ) : null}

        {expert === "psychologist" ? (
          <section aria-labelledby="categories-heading" className="flex flex-col gap-3">
            <h2 id="categories-heading" className="text-lg font-semibold text-slate-900">
              {t("categories")}
            </h2>
            <p className="text-sm text-slate-700">{t("categoriesIntro")}</p>
            <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
              {SUPPORT_CATEGORIES.map((c) => (
                <li
                  key={c.id}
                  style={{ backgroundColor: c.bgColor, color: c.color }}
                  className="flex h-full flex-col gap-1 rounded-xl border border-slate-200 p-4"
                >
                  <h3 className="font-semibold">{c.name}</h3>
                  <p className="text-sm">{c.description}</p>
                  <Link
                    to={paths.session("psychologist", { category: c.id })}
                    style={{ color: c.primaryColor, outlineColor: c.primaryColor }}
                    className="mt-auto self-start pt-1 text-sm font-semibold underline focus-visible:outline-2 focus-visible:outline-offset-2"
                  >
                    {t("talkAbout", { category: c.name })}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        <section aria-labelledby="journeys-heading" className="flex flex-col gap-3">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="journeys-heading" className="text-lg font-semibold text-slate-900">
              {t("journeysTitle")}
            </h2>
            {expert === "psychologist" ? (
              <Link
                className="text-sm font-semibold text-brand-700 underline"
                to={paths.journeys()}
              >
                {t("allJourneys")}
              </Link>
            ) : null}
          </div>
          <p className="text-sm text-slate-700">{t("journeysIntro")}</p>
          <JourneyCards expert={expert} {...(expert === "psychologist" ? { limit: 4 } : {})} />
        </section>
      </div>
    </>
  );
}
