export * from "./constants.ts";
export * from "./demo.ts";
export * from "./fasting.ts";
export * from "./messages.ts";
export * from "./rules.ts";
