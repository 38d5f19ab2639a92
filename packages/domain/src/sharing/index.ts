export * from "./client.ts";
export * from "./constants.ts";
export * from "./messages.ts";
export * from "./period.ts";
export * from "./sharing.ts";
