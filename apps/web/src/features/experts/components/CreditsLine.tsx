import { CREDIT_COSTS } from "@vitalog/domain";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { aiCreditsPaths } from "../../ai-credits/paths.ts";

/** The credits left, what a reply costs (CREDIT_COSTS.expertMessage), and where to get more. */
export function CreditsLine({ credits }: { credits: { balance: number } | undefined }) {
  const { t } = useTranslation("experts");
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700">
      {credits ? (
        <span data-testid="credits-left">
          {t("session.creditsLeft", { count: credits.balance })}
        </span>
      ) : null}
      <span>{t("session.costPerReply", { count: CREDIT_COSTS.expertMessage })}</span>
      <Link className="font-semibold text-brand-700 underline" to={aiCreditsPaths.page()}>
        {t("session.buyCredits")}
      </Link>
    </p>
  );
}
