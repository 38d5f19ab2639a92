export * from "./constants.ts";
export * from "./delivery.ts";
export * from "./messages.ts";
export * from "./permission.ts";
export * from "./planners.ts";
export * from "./settings.ts";
export * from "./wall-clock.ts";
export * from "./web-push.ts";
