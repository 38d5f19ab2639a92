// Shared by every module: API error codes, app-wide messages and constants, units.

// One line per module.
export * from "./account/index.ts";
export * from "./admin/index.ts";
export * from "./ads/index.ts";
export * from "./ai-credits/index.ts";
export * from "./api.ts";
export * from "./auth/index.ts";
export * from "./bloodwork/index.ts";
export * from "./community/index.ts";
export * from "./constants.ts";
export * from "./content-adapter/index.ts";
export * from "./courses/index.ts";
export * from "./cycle/index.ts";
export * from "./device-ui/index.ts";
export * from "./errors.ts";
export * from "./experts/index.ts";
export * from "./fasting/index.ts";
export * from "./food/index.ts";
export * from "./insights/index.ts";
export * from "./interop/index.ts";
export * from "./kit/index.ts";
export * from "./logging/index.ts";
export * from "./medications/index.ts";
export * from "./meditation/index.ts";
export * from "./message-catalogue.ts";
export * from "./messages.ts";
export * from "./notifications/index.ts";
export * from "./nutrition/index.ts";
export * from "./pain/index.ts";
export * from "./profile/index.ts";
export * from "./recommendations/index.ts";
export * from "./sharing/index.ts";
export * from "./subscription/index.ts";
export * from "./units.ts";
export * from "./weight/index.ts";
export * from "./wellbeing/index.ts";
