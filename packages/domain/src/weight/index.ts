export * from "./bmi.ts";
export * from "./constants.ts";
export * from "./demo.ts";
export * from "./messages.ts";
export * from "./share.ts";
export * from "./weight.ts";
