export * from "./calendar.ts";
export * from "./time-series.ts";
