import {
  type Food,
  type FoodLogInput,
  FoodMessage,
  MEALS,
  type Meal,
  PORTION_GRAMS_MAX,
  portionAmountProblem,
  portionNutrients,
} from "@vitalog/domain";
import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/Button/Button.tsx";
import { Select } from "../../../components/Select/Select.tsx";
import { TextField } from "../../../components/TextField/TextField.tsx";
import { useMessageText } from "../../../lib/messages.ts";
import { formatGrams, roundKcal } from "../display.ts";
import { StarIcon } from "./icons.tsx";

const SEARCH_DELAY_MS = 200;

/** The search text once the person stops typing for a moment. */
export function useSettledText(text: string): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return settled;
}

function FoodRow({
  food,
  onChoose,
  onFavourite,
}: {
  food: Food;
  onChoose: () => void;
  onFavourite: () => void;
}) {
  const { t } = useTranslation("food");
  return (
    <li className="flex items-center gap-1">
      <button
        type="button"
        onClick={onChoose}
        className="flex min-w-0 flex-1 items-baseline justify-between gap-2 rounded-lg px-2 py-2 text-left hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-emerald-600"
      >
        <span className="min-w-0 break-words text-slate-900">{food.name}</span>
        <span className="shrink-0 text-xs text-slate-600">
          <span className="sr-only">, </span>
          {t("add.per100", { kcal: roundKcal(food.energyKcal) })}
        </span>
      </button>
      <button
        type="button"
        onClick={onFavourite}
        aria-pressed={food.isFavourite}
        aria-label={
          food.isFavourite
            ? t("add.unfavourite", { name: food.name })
            : t("add.favourite", { name: food.name })
        }
        className="rounded-lg p-2 text-amber-600 hover:bg-amber-50 focus-visible:outline-2 focus-visible:outline-emerald-600"
      >
        <StarIcon className="size-5" filled={food.isFavourite} />
      </button>
    </li>
  );
}

function PortionForm({
  food,
  meal,
  onMealChange,
  onAdd,
  onClear,
  busy,
}: {
  food: Food;
  meal: Meal;
  onMealChange: (meal: Meal) => void;
  onAdd: (portion: Pick<FoodLogInput, "grams" | "servings" | "serving">) => void;
  onClear: () => void;
  busy: boolean;
}) {
  const { t, i18n } = useTranslation("food");
  const text = useMessageText();
  const first = food.servings[0];
  const [unit, setUnit] = useState(first ? first.label : "g");
  const [amount, setAmount] = useState(first ? "1" : "100");
  const value = Number(amount);
  const serving = food.servings.find((s) => s.label === unit);
  const grams = serving ? value * serving.grams : value;
  // Why Add is off, in the API's own words (domain bounds): 0, a negative amount, 99,999 g.
  const problem =
    amount.trim() === ""
      ? portionAmountProblem(Number.NaN, serving ? "servings" : "grams")
      : (portionAmountProblem(value, serving ? "servings" : "grams") ??
        (grams > PORTION_GRAMS_MAX ? FoodMessage.gramsRange : null));
  const valid = problem === null;
  const preview = portionNutrients(food, valid ? grams : 0);
  return (
    <form
      className="flex flex-col gap-3 rounded-xl bg-slate-50 p-3"
      aria-label={t("add.chosen")}
      onSubmit={(event) => {
        event.preventDefault();
        if (!valid) return;
        onAdd(serving ? { servings: value, serving: serving.label } : { grams: value });
      }}
    >
      <p className="font-semibold break-words text-slate-900">{food.name}</p>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <TextField
          label={t("add.amount")}
          type="number"
          inputMode="decimal"
          min={0}
          step="any"
          value={amount}
          error={text(problem ?? undefined)}
          onChange={(e) => setAmount(e.target.value)}
        />
        <Select
          label={t("add.unit")}
          value={unit}
          onChange={(e) => setUnit(e.target.value)}
          options={[
            ...food.servings.map((s) => ({
              value: s.label,
              label: t("add.servingOption", {
                label: s.label,
                grams: formatGrams(s.grams, i18n.language),
              }),
            })),
            { value: "g", label: t("add.grams") },
          ]}
        />
        <Select
          label={t("add.meal")}
          value={meal}
          onChange={(e) => onMealChange(e.target.value as Meal)}
          options={MEALS.map((m) => ({ value: m, label: t(`meals.${m}`) }))}
          containerClassName="col-span-2 sm:col-span-1"
        />
      </div>
      <p className="text-sm text-slate-700" aria-live="polite">
        {t("add.portionPreview", {
          kcal: roundKcal(preview.energyKcal),
          protein: formatGrams(preview.proteinG, i18n.language),
        })}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={busy} disabled={!valid}>
          {t("add.submit", { meal: t(`meals.${meal}`).toLowerCase() })}
        </Button>
        <Button variant="secondary" onClick={onClear}>
          {t("add.clear")}
        </Button>
      </div>
    </form>
  );
}

/** Search as you type, recent and favourite foods, and the portion of the chosen one. */
export function AddFood({
  search,
  recent,
  favourites,
  onFavourite,
  text,
  onTextChange,
  meal,
  onMealChange,
  onAdd,
  busy,
}: {
  /** The foods matching the settled search text. */
  search: { data: Food[] | undefined; isError: boolean };
  recent: Food[] | undefined;
  favourites: Food[] | undefined;
  onFavourite: (food: Food) => void;
  text: string;
  onTextChange: (text: string) => void;
  meal: Meal;
  onMealChange: (meal: Meal) => void;
  onAdd: (
    food: Food,
    portion: Pick<FoodLogInput, "grams" | "servings" | "serving">,
  ) => Promise<boolean>;
  busy: boolean;
}) {
  const { t } = useTranslation("food");
  const [chosen, setChosen] = useState<Food | null>(null);
  const resultsId = useId();
  const trimmed = text.trim();
  const results = search.data;
  const list = (foods: readonly Food[]) => (
    <ul className="flex flex-col">
      {foods.map((food) => (
        <FoodRow
          key={food.id}
          food={food}
          onChoose={() => setChosen(food)}
          onFavourite={() => onFavourite(food)}
        />
      ))}
    </ul>
  );
  if (chosen) {
    return (
      <PortionForm
        key={chosen.id}
        food={chosen}
        meal={meal}
        onMealChange={onMealChange}
        busy={busy}
        onClear={() => setChosen(null)}
        onAdd={async (portion) => {
          if (await onAdd(chosen, portion)) setChosen(null);
        }}
      />
    );
  }
  return (
    <div className="flex flex-col gap-3">
      <TextField
        label={t("add.search")}
        hint={t("add.searchHint")}
        type="search"
        autoComplete="off"
        value={text}
        aria-controls={resultsId}
        onChange={(e) => onTextChange(e.target.value)}
      />
      <p role="status" className="sr-only">
        {trimmed && results ? t("add.count", { count: results.length }) : ""}
      </p>
      <div id={resultsId}>
        {trimmed ? (
          search.isError ? (
            <p className="text-sm text-red-700">{t("add.searchError")}</p>
          ) : results === undefined ? (
            <p className="text-sm text-slate-600">{t("add.searching")}</p>
          ) : results.length === 0 ? (
            <p className="text-sm text-slate-600">{t("add.noResults", { q: trimmed })}</p>
          ) : (
            <div>
              <h3 className="sr-only">{t("add.results", { q: trimmed })}</h3>
              {list(results)}
            </div>
          )
        ) : (
          <div className="flex flex-col gap-3">
            <div>
              <h3 className="mb-1 text-sm font-semibold text-slate-900">{t("add.favourites")}</h3>
              {favourites && favourites.length > 0 ? (
                list(favourites)
              ) : (
                <p className="text-sm text-slate-600">{t("add.noFavourites")}</p>
              )}
            </div>
            {recent && recent.length > 0 ? (
              <div>
                <h3 className="mb-1 text-sm font-semibold text-slate-900">{t("add.recent")}</h3>
                {list(recent)}
              </div>
            ) : null}
          </div>
        )}
      </div>
    </div>
  );
}
