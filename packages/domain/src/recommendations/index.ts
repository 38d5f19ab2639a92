export * from "./constants.ts";
export * from "./demo.ts";
export * from "./import.ts";
export * from "./messages.ts";
export * from "./recommendation.ts";
export * from "./rules.ts";
export * from "./schedule.ts";
export * from "./scoring.ts";
