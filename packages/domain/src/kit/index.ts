export * from "./calendar.ts";
export * from "./plausibility.ts";
export * from "./rich-text.ts";
export * from "./text.ts";
export * from "./time-series.ts";
