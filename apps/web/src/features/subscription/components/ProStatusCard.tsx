import type { Subscription } from "@vitalog/domain";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Card } from "../../../components/Card/Card.tsx";

export function useLongDate() {
  const { i18n } = useTranslation();
  const language = i18n.language || "en";
  return (iso: string) =>
    new Intl.DateTimeFormat(language, { dateStyle: "long" }).format(new Date(iso));
}

/**
 * The person's plan: Pro with its type and the day it renews or ends, or the free plan.
 * `willRenew` is known only from the store; without it the day is when access ends.
 */
export function ProStatusCard({
  subscription,
  willRenew,
  children,
}: {
  subscription: Subscription;
  willRenew?: boolean | undefined;
  children?: ReactNode;
}) {
  const { t } = useTranslation("subscription");
  const longDate = useLongDate();
  const { hasProAccess, subscriptionType, expiryDate } = subscription;
  return (
    <Card title={t("status.title")}>
      <p className="text-2xl font-semibold text-slate-900">
        {hasProAccess ? t("status.pro") : t("status.free")}
      </p>
      {hasProAccess ? (
        <>
          {subscriptionType && (
            <p className="mt-2 text-sm text-slate-700">{t(`status.type.${subscriptionType}`)}</p>
          )}
          {expiryDate && (
            <p className="mt-1 text-sm text-slate-700">
              {t(
                willRenew === undefined
                  ? "status.until"
                  : willRenew
                    ? "status.renews"
                    : "status.expires",
                { date: longDate(expiryDate) },
              )}
            </p>
          )}
        </>
      ) : (
        <p className="mt-2 text-sm text-slate-700">{t("status.freeDetail")}</p>
      )}
      {children}
    </Card>
  );
}
