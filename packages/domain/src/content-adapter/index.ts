export * from "./constants.ts";
export * from "./content-adapter.ts";
export * from "./messages.ts";
