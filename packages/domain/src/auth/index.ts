export * from "./api.ts";
export * from "./auth.ts";
export * from "./auth-errors.ts";
export * from "./constants.ts";
export * from "./messages.ts";
export * from "./password-policy.ts";
export * from "./social-sign-in.ts";
