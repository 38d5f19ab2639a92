export * from "./auth.ts";
export * from "./catalog.ts";
export * from "./files.ts";
export * from "./mail.ts";
export * from "./profile.ts";
export * from "./weight.ts";
