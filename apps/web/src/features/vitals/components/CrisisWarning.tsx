import { useTranslation } from "react-i18next";
import { Banner } from "../../../components/Banner/Banner.tsx";
import { useMessageText } from "../../../lib/messages.ts";

/** The "seek care now" warning of a reading in the hypertensive-crisis range (the API's text). */
export function CrisisWarning({ warning, className }: { warning: string; className?: string }) {
  const { t } = useTranslation("vitals");
  const text = useMessageText();
  return (
    <Banner variant="error" title={t("crisis.title")} {...(className ? { className } : {})}>
      {text({ message: warning, messageCode: "vitals.crisisWarning" })}
    </Banner>
  );
}
