export * from "./time-series.ts";
