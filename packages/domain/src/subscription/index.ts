export * from "./constants.ts";
export * from "./messages.ts";
export * from "./subscription.ts";
export * from "./webhook.ts";
