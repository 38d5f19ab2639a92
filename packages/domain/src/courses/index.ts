export * from "./authoring.ts";
export * from "./constants.ts";
export * from "./learning.ts";
export * from "./messages.ts";
