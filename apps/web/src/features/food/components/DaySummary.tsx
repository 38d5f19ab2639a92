import type { FoodDay, FoodTargets } from "@vitalog/domain";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { settingsPaths } from "../../settings/paths.ts";
import { weightPaths } from "../../weight/paths.ts";
import { energyProgress, formatGrams, macroShares, roundKcal } from "../display.ts";

/** The day's energy against the target, and its macronutrients. */
export function DaySummary({
  day,
  missing,
  isPreview,
}: {
  day: FoodDay;
  missing: FoodTargets["missing"];
  isPreview: boolean;
}) {
  const { t, i18n } = useTranslation("food");
  const eaten = day.totals.energyKcal;
  const target = day.targetKcal;
  const progress = target === null ? null : energyProgress(eaten, target);
  const shares = macroShares(day.totals);
  const grams = (value: number) => t("macros.grams", { value: formatGrams(value, i18n.language) });
  const macros = [
    {
      key: "protein",
      label: t("macros.protein"),
      value: day.totals.proteinG,
      share: shares.protein,
    },
    {
      key: "carbohydrate",
      label: t("macros.carbohydrate"),
      value: day.totals.carbohydrateG,
      share: shares.carbohydrate,
    },
    { key: "fat", label: t("macros.fat"), value: day.totals.fatG, share: shares.fat },
    { key: "fibre", label: t("macros.fibre"), value: day.totals.fibreG, share: null },
  ];
  return (
    <div className="flex flex-col gap-4">
      <div>
        <p className="flex flex-wrap items-baseline gap-x-2">
          <span className="text-3xl font-semibold text-slate-900" data-testid="food-eaten">
            {t("summary.eaten", { kcal: roundKcal(eaten) })}
          </span>
          {target !== null ? (
            <span className="text-slate-600">
              {t("summary.ofTarget", { target: roundKcal(target) })}
            </span>
          ) : null}
        </p>
        {day.importedEnergy.entries > 0 ? (
          <p className="mt-1 text-sm text-slate-700" data-testid="food-imported-included">
            {t("summary.includesImported", { kcal: roundKcal(day.importedEnergy.kcal) })}
          </p>
        ) : null}
        {progress && target !== null ? (
          <>
            <div
              role="progressbar"
              aria-label={t("summary.progress")}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={progress.percent}
              aria-valuetext={`${roundKcal(eaten)} / ${roundKcal(target)} kcal`}
              className="mt-3 h-3 w-full overflow-hidden rounded-full bg-slate-100"
            >
              <div
                className={progress.isOver ? "h-full bg-amber-500" : "h-full bg-emerald-600"}
                style={{ width: `${progress.percent}%` }}
              />
            </div>
            <p className="mt-2 text-sm text-slate-700">
              {progress.isOver
                ? t("summary.over", { kcal: -progress.remainingKcal })
                : t("summary.remaining", { kcal: progress.remainingKcal })}
              {" · "}
              {day.targetSource === "adaptive"
                ? t("summary.targetAdaptive")
                : t("summary.targetFormula")}
            </p>
          </>
        ) : (
          <div className="mt-2 text-sm text-slate-700">
            <p>
              {t("summary.noTarget")} {t("summary.missingIntro")}
            </p>
            {!isPreview ? (
              <ul className="mt-1 list-disc pl-5">
                {(missing.length > 0 ? missing : (["height", "weight"] as const)).map((what) => (
                  <li key={what}>
                    <Link
                      className="font-medium text-emerald-800 underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-emerald-600"
                      to={what === "weight" ? weightPaths.add() : settingsPaths.profile()}
                    >
                      {what === "weight"
                        ? t("summary.missingWeight")
                        : what === "height"
                          ? t("summary.missingHeight")
                          : t("summary.missingProfile")}
                    </Link>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        )}
      </div>
      <div>
        <h3 className="mb-2 text-sm font-semibold text-slate-900">{t("macros.heading")}</h3>
        <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {macros.map((m) => (
            <div key={m.key} className="rounded-lg bg-slate-50 p-3">
              <dt className="text-xs font-medium text-slate-600">{m.label}</dt>
              <dd className="text-lg font-semibold text-slate-900">{grams(m.value)}</dd>
              {m.share !== null ? (
                <dd className="text-xs text-slate-600">
                  {t("macros.share", { percent: m.share })}
                </dd>
              ) : null}
            </div>
          ))}
        </dl>
      </div>
    </div>
  );
}
