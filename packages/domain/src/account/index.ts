export * from "./messages.ts";
