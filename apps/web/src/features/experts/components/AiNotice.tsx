import { useTranslation } from "react-i18next";
import { InfoIcon } from "../../../components/Icon/icons.tsx";

/** The notice every session shows: an AI, not a human (California SB 243); not medical advice. */
export function AiNotice() {
  const { t } = useTranslation("experts");
  return (
    <aside
      aria-label={t("session.aiNoticeTitle")}
      className="flex items-start gap-3 rounded-xl border border-sky-200 bg-sky-50 px-4 py-3 text-sm text-sky-950"
    >
      <InfoIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div>
        <p className="font-semibold">{t("session.aiNoticeTitle")}</p>
        <p>{t("session.aiNotice")}</p>
      </div>
    </aside>
  );
}
