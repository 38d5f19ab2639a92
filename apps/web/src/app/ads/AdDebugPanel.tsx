import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { CloseIcon } from "../../components/Icon/icons.tsx";
import type { AdsState } from "../../platform/ads.ts";

/**
 * The ad debug panel (spec end-user-app §2), in the apps when the URL has `admob_debug=true`:
 * what consent, tracking and each ad format are doing, and the last error.
 */
export function AdDebugPanel({ state }: { state: AdsState }) {
  const { t } = useTranslation("ads");
  const [open, setOpen] = useState(true);
  const titleId = useId();
  if (!open) return null;
  const { banner } = state;
  const rows: [string, string][] = [
    [
      t("debug.consent"),
      `${t(`debug.consentStatus.${state.consent.status}`)}${state.consent.fellBack ? ` ${t("debug.fallback")}` : ""}`,
    ],
    [t("debug.tracking"), t(`debug.trackingStatus.${state.tracking}`)],
    [
      t("debug.banner"),
      banner.visible && banner.placement
        ? t("debug.bannerShowing", {
            height: banner.placement.height,
            margin: banner.placement.margin,
          })
        : t("debug.bannerHidden"),
    ],
    [t("debug.interstitial"), t(`debug.${state.interstitial}`)],
    [t("debug.reward"), t(`debug.${state.reward}`)],
    [t("debug.testAds"), t(state.flags.testMode ? "debug.on" : "debug.off")],
    [t("debug.lastError"), banner.lastError ?? state.unavailableMessage ?? t("debug.noError")],
  ];
  return (
    <section
      aria-labelledby={titleId}
      className="fixed top-[calc(var(--safe-area-inset-top,env(safe-area-inset-top,0px))+4.5rem)] right-2 z-40 w-72 max-w-[calc(100vw-1rem)] rounded-xl border border-slate-300 bg-white p-3 text-xs text-slate-800 shadow-lg print:hidden"
    >
      <div className="flex items-center justify-between gap-2">
        <h2 id={titleId} className="text-sm font-semibold text-slate-900">
          {t("debug.title")}
        </h2>
        <button
          type="button"
          aria-label={t("debug.close")}
          onClick={() => setOpen(false)}
          className="inline-flex size-8 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <CloseIcon className="size-4" />
        </button>
      </div>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-medium text-slate-600">{label}</dt>
            <dd className="break-words">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
