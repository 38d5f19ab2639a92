export * from "./bloodwork.ts";
export * from "./catalogue.ts";
export * from "./constants.ts";
export * from "./messages.ts";
export * from "./rules.ts";
export * from "./share.ts";
