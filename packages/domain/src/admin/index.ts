export * from "./messages.ts";
export * from "./overview.ts";
