import i18next from "i18next";
import texts from "./locales/en.json";

// The rich-text renderer and editor load with the pages that show or write rich text, so their
// texts join i18next then rather than in the entry chunk (as the legal pages do).
if (!i18next.hasResourceBundle("en", "richText")) {
  i18next.addResourceBundle("en", "richText", texts);
}

export const RICH_TEXT_NAMESPACE = "richText";
