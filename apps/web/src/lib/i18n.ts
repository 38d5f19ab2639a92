import { DEFAULT_LANGUAGE } from "@vitalog/domain";
import i18next, { type ResourceLanguage } from "i18next";
import { initReactI18next } from "react-i18next";
import { messagesCatalogue } from "./messages.ts";

// The legal documents are long and read rarely: their namespace loads with the legal pages.
const files = import.meta.glob<ResourceLanguage>(
  ["../locales/en/*.json", "!../locales/en/legal.json"],
  { eager: true, import: "default" },
);
// A module keeps its texts in its own folder: features/<m>/locales/en.json is namespace <m>.
const moduleFiles = import.meta.glob<ResourceLanguage>("../features/*/locales/en.json", {
  eager: true,
  import: "default",
});

const en: Record<string, ResourceLanguage> = { messages: messagesCatalogue() };
for (const [path, catalogue] of Object.entries(files)) {
  const namespace = path.slice(path.lastIndexOf("/") + 1, -".json".length);
  en[namespace] = catalogue;
}
for (const [path, catalogue] of Object.entries(moduleFiles)) {
  const namespace = path.split("/").at(-3) ?? path;
  en[namespace] = catalogue;
}

void i18next.use(initReactI18next).init({
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  resources: { en },
  ns: Object.keys(en),
  defaultNS: "common",
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

export default i18next;
