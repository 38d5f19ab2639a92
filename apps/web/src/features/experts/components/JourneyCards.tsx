import { useQuery } from "@tanstack/react-query";
import { type ExpertId, supportCategory } from "@vitalog/domain";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Skeleton } from "../../../components/Skeleton/Skeleton.tsx";
import { useIsPreview } from "../../../kit/data.ts";
import { Loadable } from "../../../kit/Loadable.tsx";
import { expertsData } from "../api.ts";
import { expertsPaths } from "../paths.ts";

/** An expert's guided journeys, each a link to its first step. */
export function JourneyCards({ expert, limit }: { expert: ExpertId; limit?: number }) {
  const { t } = useTranslation("experts");
  const queries = expertsData.useQueries();
  const paths = useIsPreview() ? expertsPaths.preview : expertsPaths;
  const query = useQuery(queries.journeys(expert));
  return (
    <Loadable
      query={query}
      loading={<Skeleton className="h-32 w-full" />}
      error={t("journeysError")}
    >
      {(journeys) => (
        <ul className="grid grid-cols-1 gap-3 md:grid-cols-2">
          {journeys.slice(0, limit).map((journey) => {
            const category = journey.category ? supportCategory(journey.category) : null;
            return (
              <li key={journey.id}>
                <Link
                  to={paths.journey(journey.expert, journey.id)}
                  className="flex h-full flex-col gap-1 rounded-xl border border-slate-200 bg-white p-4 shadow-sm hover:border-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
                >
                  {category ? (
                    <span
                      className="self-start rounded-full px-2 py-0.5 text-xs font-semibold"
                      style={{ backgroundColor: category.bgColor, color: category.color }}
                    >
                      {category.name}
                    </span>
                  ) : null}
                  <span className="font-semibold text-slate-900">{journey.title}</span>
                  <span className="text-sm text-slate-700">{journey.summary}</span>
                  <span className="text-xs text-slate-600">
                    {t("steps", { count: journey.steps.length })}
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </Loadable>
  );
}
