import { useQuery } from "@tanstack/react-query";
import {
  addDays,
  type Food,
  type FoodLogEntry,
  type FoodLogInput,
  type Meal,
} from "@vitalog/domain";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useToast } from "../../../app/toast.tsx";
import { Banner } from "../../../components/Banner/Banner.tsx";
import { Button } from "../../../components/Button/Button.tsx";
import { Card } from "../../../components/Card/Card.tsx";
import { PageHeader } from "../../../components/PageHeader/PageHeader.tsx";
import { useDebouncedValue } from "../../../components/SearchFilterBar/SearchFilterBar.tsx";
import { Skeleton } from "../../../components/Skeleton/Skeleton.tsx";
import { TextField } from "../../../components/TextField/TextField.tsx";
import { DemoTitle } from "../../../kit/DemoTitle.tsx";
import { useIsPreview } from "../../../kit/data.ts";
import { useDayFormat } from "../../../kit/day-format.ts";
import { Loadable } from "../../../kit/Loadable.tsx";
import { localToday } from "../../../lib/local-day.ts";
import { useMessageText } from "../../../lib/messages.ts";
import { usePageTitle } from "../../../lib/page-title.ts";
import {
  foodData,
  useChangeEntry,
  useChooseTarget,
  useCreateFood,
  useDeleteEntry,
  useLogFood,
  useToggleFavourite,
} from "../api.ts";
import { AddFood, SEARCH_DELAY_MS } from "../components/AddFood.tsx";
import { CustomFoodForm } from "../components/CustomFoodForm.tsx";
import { DaySummary } from "../components/DaySummary.tsx";
import { MealLog } from "../components/MealLog.tsx";
import { TargetCard } from "../components/TargetCard.tsx";
import { WeekChart } from "../components/WeekChart.tsx";

/** The meal most likely eaten at this hour. */
function mealOfNow(now = new Date()): Meal {
  const hour = now.getHours();
  if (hour < 11) return "breakfast";
  if (hour < 16) return "lunch";
  if (hour < 21) return "dinner";
  return "snacks";
}

/** The day's meals against the target, the week and the foods; in the preview, the demo's. */
export default function FoodPage() {
  const { t } = useTranslation("food");
  usePageTitle(t("title"));
  const format = useDayFormat();
  const { toast } = useToast();
  const messageText = useMessageText();
  const today = localToday();
  const [date, setDate] = useState(today);
  const [text, setText] = useState("");
  const [meal, setMeal] = useState<Meal>(mealOfNow);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [showCustom, setShowCustom] = useState(false);
  const settled = useDebouncedValue(text, SEARCH_DELAY_MS).trim();
  const isPreview = useIsPreview();
  const foodQueries = foodData.useQueries();
  const day = useQuery(foodQueries.day(date));
  const week = useQuery(foodQueries.week(date));
  const targets = useQuery(foodQueries.targets());
  const recent = useQuery(foodQueries.recent());
  const favourites = useQuery(foodQueries.favourites());
  const search = useQuery(foodQueries.search(settled));
  const logFood = useLogFood();
  const changeEntry = useChangeEntry();
  const deleteEntry = useDeleteEntry();
  const toggleFavourite = useToggleFavourite();
  const chooseTarget = useChooseTarget();
  const createFood = useCreateFood();

  const run = async (action: () => Promise<void>, success: string) => {
    setBusy(true);
    setError(null);
    try {
      await action();
      toast({ message: success, variant: "success" });
      return true;
    } catch (e) {
      setError(messageText(e as Error));
      return false;
    } finally {
      setBusy(false);
    }
  };

  const add = (food: Food, portion: Pick<FoodLogInput, "grams" | "servings" | "serving">) =>
    run(
      async () => void (await logFood.mutateAsync({ date, meal, foodId: food.id, ...portion })),
      t("add.added", { name: food.name, meal: t(`meals.${meal}`).toLowerCase() }),
    ).then((ok) => {
      if (ok) setText("");
      return ok;
    });
  const remove = (entry: FoodLogEntry) =>
    void run(
      async () => void (await deleteEntry.mutateAsync(entry.id)),
      t("meals.removed", { name: entry.foodName }),
    );
  const change = (entry: FoodLogEntry, grams: number) =>
    run(
      async () => void (await changeEntry.mutateAsync({ id: entry.id, patch: { grams } })),
      t("meals.changed"),
    );

  return (
    <div className="flex flex-col gap-4 sm:gap-5">
      <PageHeader
        title={<DemoTitle title={t("title")} badge={isPreview ? t("demo.badge") : null} />}
        description={isPreview ? t("demo.body") : t("subtitle")}
      />
      {isPreview ? <Banner variant="info">{t("demo.notice")}</Banner> : null}
      <nav aria-label={t("dayNav.label")} className="flex flex-wrap items-center gap-2">
        <Button variant="secondary" size="sm" onClick={() => setDate(addDays(date, -1))}>
          <span aria-hidden="true">←</span>
          <span className="sr-only sm:not-sr-only">{t("dayNav.previous")}</span>
        </Button>
        <TextField
          label={t("dayNav.label")}
          hideLabel
          type="date"
          value={date}
          max={today}
          onChange={(e) => e.target.value && setDate(e.target.value)}
          containerClassName="w-44"
        />
        <Button
          variant="secondary"
          size="sm"
          disabled={date >= today}
          onClick={() => setDate(addDays(date, 1))}
        >
          <span className="sr-only sm:not-sr-only">{t("dayNav.next")}</span>
          <span aria-hidden="true">→</span>
        </Button>
        {date !== today ? (
          <Button variant="ghost" size="sm" onClick={() => setDate(today)}>
            {t("dayNav.today")}
          </Button>
        ) : null}
      </nav>
      <p className="-mt-2 text-sm font-medium text-slate-700">{format.long(date)}</p>
      {error ? (
        <Banner variant="error" onDismiss={() => setError(null)}>
          {error}
        </Banner>
      ) : null}
      <div className="grid gap-4 sm:gap-5 lg:grid-cols-2">
        <Card title={t("summary.heading")} className="min-w-0">
          <Loadable
            query={day}
            loading={<Skeleton className="h-48 w-full" />}
            error={t("summary.error")}
          >
            {(day) => (
              <DaySummary day={day} missing={targets.data?.missing ?? []} isPreview={isPreview} />
            )}
          </Loadable>
        </Card>
        <Card title={t("add.heading")} className="min-w-0">
          <AddFood
            search={search}
            recent={recent.data}
            favourites={favourites.data}
            onFavourite={(food) => toggleFavourite.mutate(food)}
            text={text}
            onTextChange={setText}
            meal={meal}
            onMealChange={setMeal}
            onAdd={add}
            busy={busy}
          />
          <div className="mt-4 border-t border-slate-100 pt-3">
            <Button
              variant="ghost"
              size="sm"
              aria-expanded={showCustom}
              onClick={() => setShowCustom((v) => !v)}
            >
              {t("custom.toggle")}
            </Button>
            {showCustom ? (
              <div className="mt-3">
                <CustomFoodForm
                  onSave={async (input) => {
                    const food = await createFood.mutateAsync(input);
                    toast({ message: t("custom.saved", { name: food.name }), variant: "success" });
                    setText(food.name);
                    setShowCustom(false);
                    return food;
                  }}
                />
              </div>
            ) : null}
          </div>
        </Card>
      </div>
      <div className="grid gap-4 sm:gap-5 lg:grid-cols-2">
        <Card title={t("meals.heading")} className="min-w-0">
          <Loadable
            query={day}
            loading={<Skeleton className="h-48 w-full" />}
            error={t("summary.error")}
          >
            {(day) => (
              <MealLog
                entries={day.entries}
                importedEnergy={day.importedEnergy}
                onRemove={remove}
                onChange={change}
              />
            )}
          </Loadable>
        </Card>
        <Card title={t("week.heading")} className="min-w-0">
          <Loadable
            query={week}
            loading={<Skeleton className="h-52 w-full" />}
            error={t("week.error")}
          >
            {(week) => <WeekChart week={week} format={format} />}
          </Loadable>
        </Card>
      </div>
      <Card title={t("target.heading")}>
        <Loadable
          query={targets}
          loading={<Skeleton className="h-32 w-full" />}
          error={t("target.error")}
        >
          {(targets) => (
            <TargetCard
              targets={targets}
              format={format}
              disabled={busy}
              onChoose={(source) =>
                void run(
                  async () => void (await chooseTarget.mutateAsync(source)),
                  t("target.saved"),
                )
              }
            />
          )}
        </Loadable>
      </Card>
    </div>
  );
}
