import { useTranslation } from "react-i18next";

/** A person's name as the community shows it; someone who has not given one is "A member". */
export function useNameOf() {
  const { t } = useTranslation("health-groups");
  return (name: string) => name.trim() || t("unnamed");
}
