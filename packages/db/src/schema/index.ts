// One line per module.
export * from "./admin.ts";
export * from "./auth.ts";
export * from "./catalog.ts";
export * from "./cycle.ts";
export * from "./fasting.ts";
export * from "./files.ts";
export * from "./food.ts";
export * from "./health-tracking.ts";
export * from "./mail.ts";
export * from "./meditation.ts";
export * from "./profile.ts";
export * from "./recommendations.ts";
export * from "./seeds.ts";
export * from "./weight.ts";
export * from "./wellbeing.ts";
