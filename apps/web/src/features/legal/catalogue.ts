import i18next from "i18next";
import legal from "../../locales/en/legal.json";

// Loaded with the legal pages rather than in the entry chunk (see lib/i18n.ts).
if (!i18next.hasResourceBundle("en", "legal")) {
  i18next.addResourceBundle("en", "legal", legal);
}

export type LegalDoc = "terms" | "privacy";

export interface LegalSection {
  title: string;
  paragraphs: string[];
  items?: string[];
  after?: string[];
}
