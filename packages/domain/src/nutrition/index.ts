export * from "./calories.ts";
export * from "./constants.ts";
export * from "./expenditure.ts";
export * from "./messages.ts";
export * from "./nutrition.ts";
export * from "./weight-change.ts";
