export * from "./records.ts";
