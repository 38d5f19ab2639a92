import type { PurchasesPackage } from "@revenuecat/purchases-capacitor";
import { OFFERINGS } from "@vitalog/domain";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Banner } from "../../../components/Banner/Banner.tsx";
import { Button } from "../../../components/Button/Button.tsx";
import { Card } from "../../../components/Card/Card.tsx";
import { useMessageText } from "../../../lib/messages.ts";
import { getDevicePlatform } from "../../../platform/device.ts";
import {
  getSubscriptionStore,
  type PurchaseOutcome,
  type SubscriptionState,
} from "../../../platform/subscription-store.ts";
import { BoughtInTheApps } from "../components/BoughtInTheApps.tsx";
import { RestoreButton } from "../components/RestoreButton.tsx";
import { StoreReady } from "../components/StoreReady.tsx";
import { subscriptionPaths } from "../paths.ts";

const linkClass = "font-semibold text-brand-800 underline hover:text-brand-900";

function Benefits() {
  const { t } = useTranslation("subscription");
  return (
    <Card>
      <p className="text-sm font-semibold text-slate-900">{t("paywall.intro")}</p>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700">
        <li>{t("paywall.benefits.noAds")}</li>
        <li>{t("paywall.benefits.support")}</li>
      </ul>
    </Card>
  );
}

function LegalLinks() {
  const { t } = useTranslation("subscription");
  return (
    <nav aria-label={t("paywall.legal")}>
      <ul className="flex flex-wrap gap-4 text-sm">
        <li>
          <Link to="/settings/terms-of-service" className={linkClass}>
            {t("paywall.terms")}
          </Link>
        </li>
        <li>
          <Link to="/settings/privacy-policy" className={linkClass}>
            {t("paywall.privacy")}
          </Link>
        </li>
      </ul>
    </nav>
  );
}

/** The `default` offering's monthly and yearly packages, each with its buy button. */
function Plans({ state }: { state: SubscriptionState }) {
  const { t } = useTranslation("subscription");
  const text = useMessageText();
  const [buying, setBuying] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<PurchaseOutcome | null>(null);
  const offering = state.offerings?.all[OFFERINGS.pro] ?? null;
  const plans = [
    offering?.monthly && {
      pkg: offering.monthly,
      name: t("paywall.monthly"),
      price: t("paywall.perMonth", { price: offering.monthly.product.priceString }),
    },
    offering?.annual && {
      pkg: offering.annual,
      name: t("paywall.yearly"),
      price: t("paywall.perYear", { price: offering.annual.product.priceString }),
    },
  ].filter((plan): plan is { pkg: PurchasesPackage; name: string; price: string } => Boolean(plan));

  async function handleBuy(pkg: PurchasesPackage) {
    setBuying(pkg.identifier);
    setOutcome(null);
    try {
      setOutcome(await getSubscriptionStore().purchasePackage(pkg));
    } finally {
      setBuying(null);
    }
  }

  if (state.hasProAccess) {
    const bought = outcome?.success === true;
    return (
      <Banner variant="success">
        <p>{bought ? t("paywall.success") : t("paywall.already")}</p>
        <Link to={subscriptionPaths.page()} className={`mt-2 inline-block ${linkClass}`}>
          {t("paywall.backToSubscription")}
        </Link>
      </Banner>
    );
  }

  return (
    <Card title={t("paywall.plans")}>
      {plans.length === 0 ? (
        <p className="text-sm text-slate-700">{t("paywall.noPlans")}</p>
      ) : (
        <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          {plans.map((plan) => (
            <li
              key={plan.pkg.identifier}
              className="flex items-center justify-between gap-3 rounded-lg border border-slate-200 p-3"
            >
              <div>
                <p className="font-semibold text-slate-900">{plan.name}</p>
                <p className="text-sm text-slate-700">{plan.price}</p>
              </div>
              <Button
                size="sm"
                aria-label={t("paywall.buyLabel", { plan: plan.name, price: plan.price })}
                disabled={buying !== null && buying !== plan.pkg.identifier}
                loading={buying === plan.pkg.identifier}
                onClick={() => void handleBuy(plan.pkg)}
              >
                {t("paywall.buy")}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <p className="mt-3 text-sm text-slate-600">{t("paywall.renewal")}</p>
      {outcome && !outcome.success && (
        // A cancelled purchase is the person's own choice: said quietly, not as an error.
        <div className="mt-3">
          {outcome.cancelled ? (
            <p role="status" className="text-sm text-slate-700">
              {text(outcome.error)}
            </p>
          ) : (
            <Banner variant="error">{text(outcome.error)}</Banner>
          )}
        </div>
      )}
    </Card>
  );
}

/** The paywall (the apps): what Pro includes, its plans and prices, restore and the legal links. */
export default function ProPage() {
  const { t } = useTranslation("subscription");
  const isNative = getDevicePlatform().isNative;
  return (
    <div className="flex flex-col gap-4">
      <div>
        <h1 className="text-xl font-semibold text-slate-900">{t("paywall.title")}</h1>
        <p className="mt-1 text-sm text-slate-700">{t("intro")}</p>
      </div>
      {isNative ? (
        <>
          <Benefits />
          <StoreReady>{(state) => <Plans state={state} />}</StoreReady>
          <RestoreButton />
          <LegalLinks />
        </>
      ) : (
        <BoughtInTheApps />
      )}
    </div>
  );
}
