/** The calendar's colour for a mood (the face and the word say it too). */
export const MOOD_COLOURS = [
  "bg-rose-200 text-rose-950",
  "bg-orange-100 text-orange-950",
  "bg-amber-100 text-amber-950",
  "bg-lime-100 text-lime-950",
  "bg-emerald-200 text-emerald-950",
] as const;
