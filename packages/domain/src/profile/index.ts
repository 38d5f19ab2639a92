export * from "./constants.ts";
export * from "./messages.ts";
export * from "./profile.ts";
export * from "./risk-factor-categories.ts";
