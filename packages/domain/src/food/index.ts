export * from "./constants.ts";
export * from "./demo.ts";
export * from "./food.ts";
export * from "./messages.ts";
export * from "./rules.ts";
