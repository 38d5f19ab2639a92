import { addDays } from "../kit/calendar.ts";
import { nutritionTargets } from "../nutrition/calories.ts";
import { estimateExpenditure } from "../nutrition/expenditure.ts";
import type { WeighIn } from "../nutrition/weight-change.ts";
import type { Food, FoodLogEntry, FoodTargets, Meal, TargetSource } from "./food.ts";
import { adaptiveTarget, chooseTarget, dailyIntake, makeEntry, resolvePortion } from "./rules.ts";

type DemoRow = [
  id: string,
  name: string,
  kcal: number,
  p: number,
  c: number,
  f: number,
  fibre: number,
  servings: [string, number][],
];

// A few foods of the starter database (USDA FoodData Central, SR Legacy), for the preview.
const ROWS: DemoRow[] = [
  ["banana", "Banana, raw", 89, 1.09, 22.84, 0.33, 2.6, [["1 medium", 118]]],
  ["apple", "Apple, raw, with skin", 52, 0.26, 13.81, 0.17, 2.4, [["1 medium", 182]]],
  ["oats", "Oats, rolled, dry", 379, 13.15, 67.7, 6.52, 10.1, [["1/2 cup", 40]]],
  ["milk", "Milk, reduced fat (2%)", 50, 3.3, 4.8, 1.98, 0, [["1 cup", 244]]],
  ["yogurt", "Greek yogurt, plain, nonfat", 59, 10.19, 3.6, 0.39, 0, [["1 container", 170]]],
  ["egg", "Egg, hard-boiled", 155, 12.58, 1.12, 10.61, 0, [["1 large", 50]]],
  ["bread", "Bread, whole-wheat", 252, 12.45, 42.71, 3.5, 6.0, [["1 slice", 32]]],
  ["peanut-butter", "Peanut butter, smooth", 588, 25.09, 19.56, 50.39, 6.0, [["1 tbsp", 16]]],
  ["chicken", "Chicken breast, skinless, roasted", 165, 31.02, 0, 3.57, 0, [["1/2 breast", 86]]],
  ["rice", "Rice, white, long-grain, cooked", 130, 2.69, 28.17, 0.28, 0.4, [["1 cup", 158]]],
  ["broccoli", "Broccoli, boiled", 35, 2.38, 7.18, 0.41, 3.3, [["1 cup, chopped", 156]]],
  ["salmon", "Salmon, Atlantic, farmed, cooked", 206, 22.1, 0, 12.35, 0, [["1 fillet", 150]]],
  ["potato", "Potato, baked, flesh and skin", 93, 2.5, 21.15, 0.13, 2.2, [["1 medium", 173]]],
  ["green-beans", "Green beans, boiled", 35, 1.89, 7.88, 0.28, 3.2, [["1 cup", 125]]],
  ["pasta", "Pasta (spaghetti), cooked", 158, 5.8, 30.86, 0.93, 1.8, [["1 cup", 140]]],
  ["marinara", "Pasta sauce, marinara", 51, 1.41, 8.06, 1.48, 1.8, [["1/2 cup", 132]]],
  ["cheddar", "Cheese, cheddar", 403, 24.9, 1.28, 33.14, 0, [["1 slice (1 oz)", 28]]],
  ["almonds", "Almonds", 579, 21.15, 21.55, 49.93, 12.5, [["1 oz (23 almonds)", 28]]],
  ["orange", "Orange, raw", 47, 0.94, 11.75, 0.12, 2.4, [["1 medium", 131]]],
  ["blueberries", "Blueberries, raw", 57, 0.74, 14.49, 0.33, 2.4, [["1 cup", 148]]],
  ["avocado", "Avocado, raw", 160, 2.0, 8.53, 14.66, 6.7, [["1/2 fruit", 100]]],
  ["lentils", "Lentils, boiled", 116, 9.02, 20.13, 0.38, 7.9, [["1 cup", 198]]],
  ["tofu", "Tofu, firm", 144, 17.27, 2.78, 8.72, 2.3, [["1/2 cup", 126]]],
  ["coffee", "Coffee, brewed", 1, 0.12, 0, 0.02, 0, [["1 cup", 237]]],
  ["orange-juice", "Orange juice", 45, 0.7, 10.4, 0.2, 0.2, [["1 cup", 248]]],
  [
    "dark-chocolate",
    "Chocolate, dark (70-85% cacao)",
    598,
    7.79,
    45.9,
    42.63,
    10.9,
    [["1 square", 10]],
  ],
  ["hummus", "Hummus", 166, 7.9, 14.29, 9.6, 6.0, [["2 tbsp", 30]]],
  ["carrot", "Carrot, raw", 41, 0.93, 9.58, 0.24, 2.8, [["1 medium", 61]]],
  ["olive-oil", "Olive oil", 884, 0, 0, 100, 0, [["1 tbsp", 13.5]]],
  ["pear", "Pear, raw", 57, 0.36, 15.23, 0.14, 3.1, [["1 medium", 178]]],
];

/** The preview's small food list, searched in the browser. */
export const DEMO_FOODS: readonly Food[] = ROWS.map(
  ([id, name, energyKcal, proteinG, carbohydrateG, fatG, fibreG, servings]) => ({
    id: `demo-food-${id}`,
    name,
    energyKcal,
    proteinG,
    carbohydrateG,
    fatG,
    fibreG,
    servings: servings.map(([label, grams]) => ({ label, grams })),
    isCustom: false,
    isFavourite: ["banana", "oats", "yogurt"].includes(id),
  }),
);

type Portion = [food: string, meal: Meal, amount: number | { servings: number }];

/** Three days the demo person eats in turn. */
const DAY_PLANS: Portion[][] = [
  [
    ["oats", "breakfast", { servings: 1 }],
    ["milk", "breakfast", 200],
    ["banana", "breakfast", { servings: 1 }],
    ["coffee", "breakfast", { servings: 1 }],
    ["chicken", "lunch", 150],
    ["rice", "lunch", 180],
    ["broccoli", "lunch", 90],
    ["olive-oil", "lunch", 10],
    ["salmon", "dinner", { servings: 1 }],
    ["potato", "dinner", { servings: 1 }],
    ["green-beans", "dinner", 100],
    ["yogurt", "snacks", { servings: 1 }],
    ["almonds", "snacks", 20],
  ],
  [
    ["bread", "breakfast", { servings: 2 }],
    ["peanut-butter", "breakfast", { servings: 2 }],
    ["orange-juice", "breakfast", 200],
    ["lentils", "lunch", 200],
    ["carrot", "lunch", { servings: 1 }],
    ["hummus", "lunch", { servings: 2 }],
    ["pasta", "dinner", 220],
    ["marinara", "dinner", { servings: 1 }],
    ["cheddar", "dinner", 20],
    ["apple", "snacks", { servings: 1 }],
    ["dark-chocolate", "snacks", { servings: 2 }],
  ],
  [
    ["egg", "breakfast", { servings: 2 }],
    ["bread", "breakfast", { servings: 1 }],
    ["avocado", "breakfast", { servings: 1 }],
    ["tofu", "lunch", 150],
    ["rice", "lunch", 150],
    ["broccoli", "lunch", 120],
    ["chicken", "dinner", 120],
    ["potato", "dinner", 200],
    ["olive-oil", "dinner", 10],
    ["pear", "snacks", { servings: 1 }],
    ["blueberries", "snacks", 100],
  ],
];

/** The demo person: a man of 36, 178 cm, moderately active, losing weight slowly. */
const DEMO_PROFILE = {
  heightCm: 178,
  gender: "male",
  activityLevel: "moderately_active",
  weightGoal: "lose",
} as const;

const DEMO_DAYS = 21;

export interface FoodDemo {
  foods: readonly Food[];
  /** Three weeks of meals, the last day (today) only up to lunch. */
  entries: FoodLogEntry[];
  weighIns: WeighIn[];
}

/** The demo person's food log and weigh-ins up to `today`. */
export function demoFood(today: string): FoodDemo {
  const byId = new Map(DEMO_FOODS.map((f) => [f.id, f]));
  const entries: FoodLogEntry[] = [];
  for (let back = DEMO_DAYS - 1; back >= 0; back--) {
    const date = addDays(today, -back);
    const plan = DAY_PLANS[back % DAY_PLANS.length] ?? [];
    const eaten =
      back === 0 ? plan.filter(([, meal]) => meal === "breakfast" || meal === "lunch") : plan;
    eaten.forEach(([id, meal, amount], i) => {
      const food = byId.get(`demo-food-${id}`);
      if (!food) return;
      const portion = resolvePortion(
        food.servings,
        typeof amount === "number" ? { grams: amount } : { servings: amount.servings },
      );
      if (!portion.ok) return;
      entries.push(
        makeEntry(food, {
          id: `demo-entry-${date}-${i}`,
          date,
          meal,
          grams: portion.grams,
          servings: portion.servings,
          serving: portion.serving,
          at: `${date}T${String(7 + i).padStart(2, "0")}:30:00.000Z`,
        }),
      );
    });
  }
  const weighIns = [81.4, 81.1, 81.2, 80.8, 80.6, 80.7, 80.3].map((weightKg, i) => ({
    weightKg,
    measuredAt: `${addDays(today, -(DEMO_DAYS - 1) + i * 3)}T06:45:00.000Z`,
  }));
  return { foods: DEMO_FOODS, entries, weighIns };
}

/** The demo person's targets, worked out as the server does for a member. */
export function demoFoodTargets(
  demo: FoodDemo,
  today: string,
  targetSource: TargetSource,
): FoodTargets {
  const latest = demo.weighIns.at(-1);
  const formula = latest
    ? nutritionTargets(
        {
          ...DEMO_PROFILE,
          weightKg: latest.weightKg,
          dateOfBirth: `${Number(today.slice(0, 4)) - 36}-01-15`,
        },
        new Date(`${today}T12:00:00.000Z`),
      )
    : null;
  const estimate = estimateExpenditure({
    intake: dailyIntake(demo.entries),
    weighIns: demo.weighIns,
    today,
  });
  return chooseTarget({
    targetSource,
    formula,
    adaptive: estimate ? adaptiveTarget(estimate, DEMO_PROFILE.weightGoal) : null,
  });
}
