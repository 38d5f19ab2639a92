export * from "./device-ui.ts";
