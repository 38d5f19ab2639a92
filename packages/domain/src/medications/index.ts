export * from "./adherence.ts";
export * from "./constants.ts";
export * from "./demo.ts";
export * from "./medications.ts";
export * from "./messages.ts";
export * from "./schedule.ts";
export * from "./share.ts";
