import { useQuery } from "@tanstack/react-query";
import { PRO_ENTITLEMENT } from "@vitalog/domain";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { buttonClassName } from "../../../components/Button/Button.tsx";
import { Card } from "../../../components/Card/Card.tsx";
import { Skeleton } from "../../../components/Skeleton/Skeleton.tsx";
import { Loadable } from "../../../kit/Loadable.tsx";
import { getDevicePlatform } from "../../../platform/device.ts";
import {
  type SubscriptionState,
  subscriptionOfCustomerInfo,
} from "../../../platform/subscription-store.ts";
import { subscriptionQueries } from "../api.ts";
import { BoughtInTheApps } from "../components/BoughtInTheApps.tsx";
import { ProStatusCard } from "../components/ProStatusCard.tsx";
import { RestoreButton } from "../components/RestoreButton.tsx";
import { StoreReady } from "../components/StoreReady.tsx";
import { subscriptionPaths } from "../paths.ts";

function SubscriptionHeader() {
  const { t } = useTranslation("subscription");
  return (
    <div>
      <h1 className="text-xl font-semibold text-slate-900">{t("title")}</h1>
      <p className="mt-1 text-sm text-slate-700">{t("intro")}</p>
    </div>
  );
}

/** The apps: the store's view of the person's Pro, its management link and Restore purchases. */
function NativeSubscription({ state }: { state: SubscriptionState }) {
  const { t } = useTranslation("subscription");
  const info = state.customerInfo;
  const subscription = info
    ? subscriptionOfCustomerInfo(info)
    : { hasProAccess: state.hasProAccess, subscriptionType: null, expiryDate: null };
  const willRenew = info?.entitlements.active[PRO_ENTITLEMENT]?.willRenew;
  const managementUrl = info?.managementURL ?? null;
  return (
    <>
      <ProStatusCard subscription={subscription} willRenew={willRenew}>
        {!subscription.hasProAccess && (
          <Link
            to={subscriptionPaths.pro()}
            className={buttonClassName("primary", "md", false, "mt-4")}
          >
            {t("manage.seePro")}
          </Link>
        )}
      </ProStatusCard>
      <Card title={t("manage.title")}>
        <div className="flex flex-col gap-4">
          {managementUrl ? (
            <div>
              <a
                href={managementUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="text-sm font-semibold text-brand-800 underline hover:text-brand-900"
              >
                {t("manage.storeLink")}
              </a>
              <p className="mt-1 text-sm text-slate-600">{t("manage.storeLinkHint")}</p>
            </div>
          ) : (
            subscription.hasProAccess && (
              <p className="text-sm text-slate-700">{t("manage.noStoreLink")}</p>
            )
          )}
          <RestoreButton />
        </div>
      </Card>
    </>
  );
}

/** The web: the server's view of the person's Pro, and where Pro is sold. */
function WebSubscription() {
  const { t } = useTranslation("subscription");
  const status = useQuery(subscriptionQueries.status());
  return (
    <>
      <Loadable
        query={status}
        loading={<Skeleton className="h-24 w-full" />}
        error={t("status.loadFailed")}
      >
        {(subscription) => <ProStatusCard subscription={subscription} />}
      </Loadable>
      <BoughtInTheApps />
    </>
  );
}

/** Settings → Subscription: the person's Pro status; in the apps, its management and restore. */
export default function SubscriptionSettingsPage() {
  const isNative = getDevicePlatform().isNative;
  return (
    <div className="flex flex-col gap-4">
      <SubscriptionHeader />
      {isNative ? (
        <StoreReady>{(state) => <NativeSubscription state={state} />}</StoreReady>
      ) : (
        <WebSubscription />
      )}
    </div>
  );
}
