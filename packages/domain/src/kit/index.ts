export * from "./time-series.ts";
export * from "./calendar.ts";
