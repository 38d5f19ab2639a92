import i18next from "i18next";
import texts from "./locales/public-profile.en.json";

// The namespace "profile" is profile completion's (src/locales/en/profile.json); the public
// profile pages bring their own texts when they load, as the rich-text renderer does.
export const PUBLIC_PROFILE_NAMESPACE = "public-profile";

if (!i18next.hasResourceBundle("en", PUBLIC_PROFILE_NAMESPACE)) {
  i18next.addResourceBundle("en", PUBLIC_PROFILE_NAMESPACE, texts);
}
