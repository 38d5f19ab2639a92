export * from "./constants.ts";
export * from "./messages.ts";
export * from "./pain.ts";
export * from "./regions.ts";
export * from "./share.ts";
export * from "./summary.ts";
