export * from "./banner.ts";
export * from "./consent.ts";
export * from "./constants.ts";
export * from "./full-screen.ts";
export * from "./messages.ts";
export * from "./placement-policy.ts";
export * from "./tracking-prompt.ts";
