export * from "./constants.ts";
export * from "./cycle.ts";
export * from "./demo.ts";
export * from "./messages.ts";
export * from "./rules.ts";
export * from "./share.ts";
