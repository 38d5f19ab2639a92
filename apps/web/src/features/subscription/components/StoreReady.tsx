import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useSession } from "../../../app/session.tsx";
import { Banner } from "../../../components/Banner/Banner.tsx";
import { Button } from "../../../components/Button/Button.tsx";
import { Skeleton } from "../../../components/Skeleton/Skeleton.tsx";
import { useMessageText } from "../../../lib/messages.ts";
import {
  getSubscriptionStore,
  type SubscriptionState,
} from "../../../platform/subscription-store.ts";
import { useSubscriptionState } from "../api.ts";

/** In the apps: its children once the store is set up; until then a loader, or why it failed. */
export function StoreReady({ children }: { children: (state: SubscriptionState) => ReactNode }) {
  const { t } = useTranslation("subscription");
  const text = useMessageText();
  const state = useSubscriptionState();
  const { profile } = useSession();
  if (state.isInitialized) return children(state);
  if (state.error) {
    return (
      <Banner variant="error">
        <p>{text(state.error)}</p>
        {profile && (
          <Button
            variant="secondary"
            size="sm"
            className="mt-2"
            onClick={() => void getSubscriptionStore().initialize(profile.userId)}
          >
            {t("status.retry")}
          </Button>
        )}
      </Banner>
    );
  }
  return (
    <div>
      <p role="status" className="sr-only">
        {t("status.loading")}
      </p>
      <Skeleton className="h-24 w-full" />
    </div>
  );
}
