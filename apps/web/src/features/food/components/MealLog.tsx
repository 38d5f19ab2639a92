import { type FoodLogEntry, groupByMeal, type ImportedEnergy } from "@vitalog/domain";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/Button/Button.tsx";
import { TextField } from "../../../components/TextField/TextField.tsx";
import { portionText, roundKcal } from "../display.ts";

function EntryRow({
  entry,
  mealLabel,
  onRemove,
  onChange,
}: {
  entry: FoodLogEntry;
  mealLabel: string;
  onRemove: () => void;
  onChange: (grams: number) => Promise<boolean>;
}) {
  const { t, i18n } = useTranslation("food");
  const [editing, setEditing] = useState(false);
  const [grams, setGrams] = useState(String(entry.grams));
  const value = Number(grams);
  const valid = grams.trim() !== "" && Number.isFinite(value) && value > 0 && value <= 5000;
  return (
    <li className="flex flex-col gap-2 py-2">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-medium break-words text-slate-900">{entry.foodName}</p>
          <p className="text-sm text-slate-600">{portionText(entry, i18n.language)}</p>
        </div>
        <div className="flex shrink-0 items-center gap-1">
          <span className="mr-1 text-sm font-semibold whitespace-nowrap text-slate-900">
            {t("meals.kcal", { kcal: roundKcal(entry.nutrients.energyKcal) })}
          </span>
          <Button
            variant="ghost"
            size="sm"
            aria-label={t("meals.edit", { name: entry.foodName })}
            aria-expanded={editing}
            onClick={() => setEditing((v) => !v)}
          >
            ✎
          </Button>
          <Button
            variant="ghost"
            size="sm"
            aria-label={t("meals.remove", { name: entry.foodName, meal: mealLabel })}
            onClick={onRemove}
          >
            ✕
          </Button>
        </div>
      </div>
      {editing ? (
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={async (event) => {
            event.preventDefault();
            if (valid && (await onChange(value))) setEditing(false);
          }}
        >
          <TextField
            label={t("meals.editAmount")}
            type="number"
            inputMode="decimal"
            min={0.1}
            max={5000}
            step="any"
            value={grams}
            onChange={(e) => setGrams(e.target.value)}
            containerClassName="w-40"
          />
          <Button type="submit" size="sm" disabled={!valid}>
            {t("meals.save")}
          </Button>
          <Button variant="secondary" size="sm" onClick={() => setEditing(false)}>
            {t("meals.cancel")}
          </Button>
        </form>
      ) : null}
    </li>
  );
}

/** Energy other apps recorded for the day: its own line, counted in the day's total. */
function ImportedEnergyLine({ importedEnergy }: { importedEnergy: ImportedEnergy }) {
  const { t } = useTranslation("food");
  const label = t("imported.heading");
  return (
    <section aria-label={label} className="py-2 last:pb-0" data-testid="food-imported">
      <h3 className="flex items-baseline justify-between text-base font-semibold text-slate-900">
        <span>{label}</span>
        <span className="text-sm font-medium text-slate-600">
          {t("meals.kcal", { kcal: roundKcal(importedEnergy.kcal) })}
        </span>
      </h3>
      <p className="py-1 text-sm text-slate-600">
        {t("imported.detail", { count: importedEnergy.entries })}
      </p>
    </section>
  );
}

/**
 * The day's entries under their meals, each meal with its energy, then the energy other apps
 * recorded when there is some.
 */
export function MealLog({
  entries,
  importedEnergy,
  onRemove,
  onChange,
}: {
  entries: readonly FoodLogEntry[];
  importedEnergy: ImportedEnergy;
  onRemove: (entry: FoodLogEntry) => void;
  onChange: (entry: FoodLogEntry, grams: number) => Promise<boolean>;
}) {
  const { t } = useTranslation("food");
  return (
    <div className="flex flex-col divide-y divide-slate-100">
      {groupByMeal(entries).map(({ meal, entries: ofMeal, totals }) => {
        const label = t(`meals.${meal}`);
        return (
          <section key={meal} aria-label={label} className="py-2 first:pt-0 last:pb-0">
            <h3 className="flex items-baseline justify-between text-base font-semibold text-slate-900">
              <span>{label}</span>
              <span className="text-sm font-medium text-slate-600">
                {t("meals.kcal", { kcal: roundKcal(totals.energyKcal) })}
              </span>
            </h3>
            {ofMeal.length === 0 ? (
              <p className="py-1 text-sm text-slate-600">{t("meals.empty")}</p>
            ) : (
              <ul className="divide-y divide-slate-100">
                {ofMeal.map((entry) => (
                  <EntryRow
                    key={`${entry.id}-${entry.updatedAt}`}
                    entry={entry}
                    mealLabel={label}
                    onRemove={() => onRemove(entry)}
                    onChange={(grams) => onChange(entry, grams)}
                  />
                ))}
              </ul>
            )}
          </section>
        );
      })}
      {importedEnergy.entries > 0 ? <ImportedEnergyLine importedEnergy={importedEnergy} /> : null}
    </div>
  );
}
