import type { PurchasesPackage } from "@revenuecat/purchases-capacitor";
import { useQueryClient } from "@tanstack/react-query";
import { creditPackOfProduct, OFFERINGS } from "@vitalog/domain";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Banner } from "../../../components/Banner/Banner.tsx";
import { Button } from "../../../components/Button/Button.tsx";
import { Card } from "../../../components/Card/Card.tsx";
import { useMessageText } from "../../../lib/messages.ts";
import {
  getSubscriptionStore,
  type PurchaseOutcome,
  type SubscriptionState,
} from "../../../platform/subscription-store.ts";
import { StoreReady } from "../../subscription/components/StoreReady.tsx";
import { aiCreditQueries } from "../api.ts";

/** The server credits a store purchase when RevenueCat's webhook reaches it, moments later. */
export const STORE_CREDITS_REFRESH_MS = 2_000;

function StorePacks({ state }: { state: SubscriptionState }) {
  const { t } = useTranslation("ai-credits");
  const text = useMessageText();
  const queryClient = useQueryClient();
  const [buying, setBuying] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<PurchaseOutcome | null>(null);
  const refresh = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => clearTimeout(refresh.current ?? undefined), []);

  const packs = (state.offerings?.all[OFFERINGS.aiCredits]?.availablePackages ?? [])
    .map((pkg) => ({ pkg, credits: creditPackOfProduct(pkg.product.identifier) }))
    .filter((pack): pack is { pkg: PurchasesPackage; credits: number } => pack.credits !== null)
    .sort((a, b) => a.credits - b.credits);

  async function handleBuy(pkg: PurchasesPackage) {
    setBuying(pkg.identifier);
    setOutcome(null);
    try {
      const result = await getSubscriptionStore().purchasePackage(pkg);
      setOutcome(result);
      if (result.success) {
        clearTimeout(refresh.current ?? undefined);
        refresh.current = setTimeout(() => {
          void queryClient.invalidateQueries({ queryKey: aiCreditQueries.all() });
        }, STORE_CREDITS_REFRESH_MS);
      }
    } finally {
      setBuying(null);
    }
  }

  if (packs.length === 0) {
    return <p className="text-sm text-slate-700">{t("packs.storeUnavailable")}</p>;
  }
  return (
    <>
      {outcome && !outcome.success && !outcome.cancelled && (
        <Banner variant="error" className="mb-3">
          {text(outcome.error)}
        </Banner>
      )}
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        {packs.map(({ pkg, credits }) => {
          const price = pkg.product.priceString;
          return (
            <li
              key={pkg.identifier}
              className="flex items-center justify-between gap-3 rounded-lg border border-slate-200 p-3"
            >
              <div>
                <p className="font-semibold text-slate-900">
                  {t("packs.credits", { count: credits })}
                </p>
                <p className="text-sm text-slate-700">{price}</p>
              </div>
              <Button
                size="sm"
                aria-label={t("packs.buy", { count: credits, price })}
                disabled={buying !== null && buying !== pkg.identifier}
                loading={buying === pkg.identifier}
                onClick={() => void handleBuy(pkg)}
              >
                {t("packs.buyShort")}
              </Button>
            </li>
          );
        })}
      </ul>
      {outcome?.success && (
        <p role="status" className="mt-3 text-sm text-slate-700">
          {t("packs.storeBought")}
        </p>
      )}
      {outcome && !outcome.success && outcome.cancelled && (
        // The person's own choice: said quietly, not as an error.
        <p role="status" className="mt-3 text-sm text-slate-700">
          {text(outcome.error)}
        </p>
      )}
    </>
  );
}

/** The apps: the `ai_credits` offering's packs, bought through the App Store or Google Play. */
export function StorePacksCard() {
  const { t } = useTranslation("ai-credits");
  return (
    <Card title={t("packs.title")}>
      <StoreReady>{(state) => <StorePacks state={state} />}</StoreReady>
    </Card>
  );
}
