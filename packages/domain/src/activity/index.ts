export * from "./activity.ts";
export * from "./constants.ts";
export * from "./demo.ts";
export * from "./messages.ts";
export * from "./rules.ts";
