import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Banner } from "../../../components/Banner/Banner.tsx";
import { Button } from "../../../components/Button/Button.tsx";
import { useMessageText } from "../../../lib/messages.ts";
import {
  getSubscriptionStore,
  type PurchaseOutcome,
} from "../../../platform/subscription-store.ts";

/** Restore purchases (the apps): what the store account bought comes back to this person. */
export function RestoreButton() {
  const { t } = useTranslation("subscription");
  const text = useMessageText();
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<PurchaseOutcome | null>(null);

  async function handleRestore() {
    setPending(true);
    setOutcome(null);
    try {
      setOutcome(await getSubscriptionStore().restorePurchases());
    } finally {
      setPending(false);
    }
  }

  return (
    <div className="flex flex-col gap-2">
      <div>
        <Button variant="secondary" loading={pending} onClick={() => void handleRestore()}>
          {t("manage.restore")}
        </Button>
      </div>
      {outcome?.success && (
        <p role="status" className="text-sm text-slate-700">
          {outcome.hasProAccess ? t("manage.restored") : t("manage.nothingToRestore")}
        </p>
      )}
      {outcome && !outcome.success && !outcome.cancelled && (
        <Banner variant="error">{text(outcome.error)}</Banner>
      )}
    </div>
  );
}
