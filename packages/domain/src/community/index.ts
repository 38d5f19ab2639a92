export * from "./article-text.ts";
export * from "./articles.ts";
export * from "./constants.ts";
export * from "./feature-requests.ts";
export * from "./groups.ts";
export * from "./messages.ts";
export * from "./public-profiles.ts";
