/** The meals a day's food log is grouped by, in the order of the day. */
export const MEALS = ["breakfast", "lunch", "dinner", "snacks"] as const;

/** Which daily energy target the food log follows. */
export const TARGET_SOURCES = ["formula", "adaptive"] as const;

/** A portion: more than nothing, at most 5 kg of one food in one entry. */
export const PORTION_GRAMS_MAX = 5000;
export const PORTION_SERVINGS_MAX = 50;

export const FOOD_NAME_MAX = 120;
export const SERVING_LABEL_MAX = 60;
export const FOOD_SERVINGS_MAX = 10;

/** Energy per 100 g cannot exceed pure fat's (9 kcal/g, Atwater). */
export const ENERGY_PER_100G_MAX = 900;
export const GRAMS_PER_100G_MAX = 100;

/** How many foods a search, the recent list and the favourites answer with. */
export const FOOD_SEARCH_LIMIT = 25;
export const FOOD_SEARCH_QUERY_MAX = 100;
export const RECENT_FOODS_LIMIT = 10;
export const FAVOURITE_FOODS_MAX = 200;

/** The week chart's span. */
export const FOOD_WEEK_DAYS = 7;

/** Nutrients stored per 100 g, in the order they are shown. */
export const NUTRIENTS = ["energyKcal", "proteinG", "carbohydrateG", "fatG", "fibreG"] as const;
export type Nutrient = (typeof NUTRIENTS)[number];

/**
 * A custom food's energy is asked about when it strays from its macronutrients' Atwater energy
 * (FAO Food and Nutrition Paper 77, 2003) by more than a label's own tolerance: 20 % (US FDA,
 * 21 CFR 101.9(g)(5)) plus 20 kcal per 100 g for the rounding of each declared gram. Energy
 * given with no protein, carbohydrate or fat (calories alone) is asked about the same way.
 */
export const ENERGY_TOLERANCE_SHARE = 0.2;
export const ENERGY_TOLERANCE_KCAL = 20;

/**
 * Energy another app recorded is kept per record when more than 0 and at most 20,000 kcal:
 * above any day's intake measured, e.g. the Tour de France riders' up to about 6,000-8,500 kcal
 * a day (Saris et al., Int J Sports Med 1989;10 Suppl 1:S26-31). Kept to 0.1 kcal.
 */
export const IMPORTED_ENERGY_KCAL_MAX = 20_000;
