export * from "./constants.ts";
export * from "./demo.ts";
export * from "./meditation.ts";
export * from "./messages.ts";
export * from "./rules.ts";
