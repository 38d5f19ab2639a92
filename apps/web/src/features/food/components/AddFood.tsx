import { zodResolver } from "@hookform/resolvers/zod";
import { type Food, MEALS, type Meal, portionNutrients } from "@vitalog/domain";
import { useId, useMemo, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/Button/Button.tsx";
import { Select } from "../../../components/Select/Select.tsx";
import { TextField } from "../../../components/TextField/TextField.tsx";
import { useMessageText } from "../../../lib/messages.ts";
import { formatGrams, roundKcal } from "../display.ts";
import {
  emptyPortionForm,
  type Portion,
  type PortionFormOutput,
  type PortionFormValues,
  portionFormSchema,
  portionOf,
} from "../form.ts";
import { StarIcon } from "./icons.tsx";

/** How long typing must pause before the food search runs. */
export const SEARCH_DELAY_MS = 200;

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
  onAdd: (portion: Portion) => void;
  onClear: () => void;
  busy: boolean;
}) {
  const { t, i18n } = useTranslation("food");
  const text = useMessageText();
  const schema = useMemo(() => portionFormSchema(food), [food]);
  const {
    register,
    handleSubmit,
    control,
    trigger,
    formState: { errors },
  } = useForm<PortionFormValues, unknown, PortionFormOutput>({
    resolver: zodResolver(schema),
    defaultValues: emptyPortionForm(food, meal),
    mode: "onChange",
  });
  const [amount, unit, chosenMeal] = useWatch({ control, name: ["amount", "unit", "meal"] });
  const { grams, problem } = portionOf(food, { amount, unit });
  const preview = portionNutrients(food, problem === null ? grams : 0);
  return (
    <form
      noValidate
      className="flex flex-col gap-3 rounded-xl bg-slate-50 p-3"
      aria-label={t("add.chosen")}
      onSubmit={handleSubmit((values) => onAdd(values.portion))}
    >
      <p className="font-semibold break-words text-slate-900">{food.name}</p>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <TextField
          label={t("add.amount")}
          type="number"
          inputMode="decimal"
          min={0}
          step="any"
          error={text(errors.amount?.message)}
          {...register("amount")}
        />
        <Select
          label={t("add.unit")}
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
          // The amount's bounds depend on the unit.
          {...register("unit", { onChange: () => void trigger("amount") })}
        />
        <Select
          label={t("add.meal")}
          options={MEALS.map((m) => ({ value: m, label: t(`meals.${m}`) }))}
          containerClassName="col-span-2 sm:col-span-1"
          {...register("meal", { onChange: (e) => onMealChange(e.target.value as Meal) })}
        />
      </div>
      <p className="text-sm text-slate-700" aria-live="polite">
        {t("add.portionPreview", {
          kcal: roundKcal(preview.energyKcal),
          protein: formatGrams(preview.proteinG, i18n.language),
        })}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={busy} disabled={problem !== null}>
          {t("add.submit", { meal: t(`meals.${chosenMeal}`).toLowerCase() })}
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
  onAdd: (food: Food, portion: Portion) => Promise<boolean>;
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
