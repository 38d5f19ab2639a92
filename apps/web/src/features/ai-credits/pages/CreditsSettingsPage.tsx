import { useQuery } from "@tanstack/react-query";
import {
  AiCreditMessage,
  type AiCredits,
  CREDIT_COSTS,
  type CreditPackList,
  type CreditPackSize,
} from "@vitalog/domain";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { Banner } from "../../../components/Banner/Banner.tsx";
import { Button } from "../../../components/Button/Button.tsx";
import { Card } from "../../../components/Card/Card.tsx";
import { Skeleton } from "../../../components/Skeleton/Skeleton.tsx";
import { Loadable } from "../../../kit/Loadable.tsx";
import { useMessageText } from "../../../lib/messages.ts";
import { getDevicePlatform } from "../../../platform/device.ts";
import { aiCreditsData, startCreditCheckout } from "../api.ts";
import { StorePacksCard } from "../components/StorePacksCard.tsx";

function useFormats() {
  const { i18n } = useTranslation();
  const language = i18n.language || "en";
  return {
    /** The renewal is the first instant of a UTC month: shown as that calendar day. */
    renewal: (iso: string) =>
      new Intl.DateTimeFormat(language, { dateStyle: "long", timeZone: "UTC" }).format(
        new Date(iso),
      ),
    day: (iso: string) =>
      new Intl.DateTimeFormat(language, { dateStyle: "medium" }).format(new Date(iso)),
    price: (cents: number, currency: string) =>
      new Intl.NumberFormat(language, {
        style: "currency",
        currency: currency.toUpperCase(),
      }).format(cents / 100),
  };
}

function BalanceCard({ credits }: { credits: AiCredits }) {
  const { t } = useTranslation("ai-credits");
  const format = useFormats();
  const paid = credits.balance - credits.freeRemaining;
  return (
    <Card title={t("balance.title")}>
      <p className="text-2xl font-semibold text-slate-900">
        {t("balance.available", { count: credits.balance })}
      </p>
      <p className="mt-2 text-sm text-slate-700">
        {t("balance.free", {
          free: credits.freeRemaining,
          perMonth: credits.freePerMonth,
          date: format.renewal(credits.freeRenewsAt),
        })}
      </p>
      <p className="mt-1 text-sm text-slate-700">{t("balance.paid", { count: paid })}</p>
      <p className="mt-1 text-sm text-slate-600">{t("balance.freeFirst")}</p>
    </Card>
  );
}

function CostsCard() {
  const { t } = useTranslation("ai-credits");
  const costs = [
    { key: "insightNarrative", cost: CREDIT_COSTS.insightNarrative },
    { key: "expertMessage", cost: CREDIT_COSTS.expertMessage },
  ] as const;
  return (
    <Card title={t("costs.title")}>
      <dl className="divide-y divide-slate-100 text-sm">
        {costs.map(({ key, cost }) => (
          <div key={key} className="flex flex-wrap justify-between gap-2 py-2">
            <dt className="text-slate-700">{t(`costs.${key}`)}</dt>
            <dd className="font-semibold text-slate-900">{t("costs.credits", { count: cost })}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

function PacksCard({ list }: { list: CreditPackList }) {
  const { t } = useTranslation("ai-credits");
  const text = useMessageText();
  const format = useFormats();
  const checkout = aiCreditsData.useMutation({
    mutationFn: (credits: CreditPackSize) => startCreditCheckout(credits),
    onSuccess: ({ url }) => window.location.assign(url),
  });
  return (
    <Card title={t("packs.title")}>
      {!list.paymentsAvailable && (
        <p className="mb-3 text-sm text-slate-700">{text(AiCreditMessage.paymentsUnavailable)}</p>
      )}
      {checkout.error && (
        <Banner variant="error" className="mb-3">
          {text(checkout.error)}
        </Banner>
      )}
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        {list.packs.map((pack) => {
          const price = format.price(pack.priceCents, pack.currency);
          return (
            <li
              key={pack.credits}
              className="flex items-center justify-between gap-3 rounded-lg border border-slate-200 p-3"
            >
              <div>
                <p className="font-semibold text-slate-900">
                  {t("packs.credits", { count: pack.credits })}
                </p>
                <p className="text-sm text-slate-700">{price}</p>
              </div>
              <Button
                size="sm"
                aria-label={t("packs.buy", { count: pack.credits, price })}
                disabled={!list.paymentsAvailable || checkout.isSuccess}
                loading={checkout.isPending && checkout.variables === pack.credits}
                onClick={() => checkout.mutate(pack.credits as CreditPackSize)}
              >
                {t("packs.buyShort")}
              </Button>
            </li>
          );
        })}
      </ul>
      {checkout.isSuccess && (
        <p role="status" className="mt-3 text-sm text-slate-700">
          {t("packs.redirecting")}
        </p>
      )}
    </Card>
  );
}

function HistoryCard({ credits }: { credits: AiCredits }) {
  const { t } = useTranslation("ai-credits");
  const format = useFormats();
  return (
    <Card title={t("history.title")}>
      {credits.history.length === 0 ? (
        <p className="text-sm text-slate-700">{t("history.empty")}</p>
      ) : (
        <table className="w-full text-left text-sm">
          <thead>
            <tr className="text-slate-600">
              <th scope="col" className="py-2 pr-2 font-medium">
                {t("history.date")}
              </th>
              <th scope="col" className="py-2 pr-2 font-medium">
                {t("history.what")}
              </th>
              <th scope="col" className="py-2 text-right font-medium">
                {t("history.amount")}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {credits.history.map((item) => (
              <tr key={item.id}>
                <td className="py-2 pr-2 whitespace-nowrap text-slate-700">
                  {format.day(item.createdAt)}
                </td>
                <td className="py-2 pr-2 text-slate-900">
                  {t(`history.reasons.${item.reason}`)}{" "}
                  <span className="text-slate-600">({t(`history.bucket.${item.bucket}`)})</span>
                </td>
                <td className="py-2 text-right font-semibold tabular-nums text-slate-900">
                  {item.amount > 0 ? `+${item.amount}` : `−${Math.abs(item.amount)}`}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Card>
  );
}

/**
 * Settings → AI credits: the balance, what AI actions cost, the packs (Stripe on the web, the
 * store in the apps) and the history.
 */
export default function CreditsSettingsPage() {
  const { t } = useTranslation("ai-credits");
  const queries = aiCreditsData.useQueries();
  const credits = useQuery(queries.balance());
  // In the apps the packs are the store's; Stripe's are the web's.
  const isNative = getDevicePlatform().isNative;
  const packs = useQuery({ ...queries.packs(), enabled: !isNative });
  const [searchParams] = useSearchParams();
  const purchase = searchParams.get("purchase");
  const loading = <Skeleton className="h-24 w-full" />;
  return (
    <div className="flex flex-col gap-4">
      <div>
        <h1 className="text-xl font-semibold text-slate-900">{t("title")}</h1>
        <p className="mt-1 text-sm text-slate-700">{t("intro")}</p>
      </div>
      {purchase === "complete" && <Banner variant="success">{t("packs.complete")}</Banner>}
      {purchase === "cancelled" && <Banner variant="info">{t("packs.cancelled")}</Banner>}
      <Loadable query={credits} loading={loading} error={t("loadFailed")}>
        {(data) => <BalanceCard credits={data} />}
      </Loadable>
      <CostsCard />
      {isNative ? (
        <StorePacksCard />
      ) : (
        <Loadable query={packs} loading={loading} error={t("loadFailed")}>
          {(data) => <PacksCard list={data} />}
        </Loadable>
      )}
      <Loadable query={credits} loading={loading} error={t("loadFailed")}>
        {(data) => <HistoryCard credits={data} />}
      </Loadable>
    </div>
  );
}
