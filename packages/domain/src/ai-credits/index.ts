export * from "./credits.ts";
export * from "./messages.ts";
