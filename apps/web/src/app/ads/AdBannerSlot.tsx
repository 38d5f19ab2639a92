import { adsAllowedOn, MOBILE_BREAKPOINT_PX } from "@vitalog/domain";
import { useEffect, useSyncExternalStore } from "react";
import { useLocation } from "react-router";
import { useAds } from "./ads-context.tsx";

const WIDE_QUERY = `(min-width: ${MOBILE_BREAKPOINT_PX}px)`;

function subscribeWide(listener: () => void): () => void {
  const query = window.matchMedia?.(WIDE_QUERY);
  query?.addEventListener("change", listener);
  return () => query?.removeEventListener("change", listener);
}

/** True from 768 px on, where the sidebar replaces the bottom navigation. */
function useIsWide(): boolean {
  return useSyncExternalStore(
    subscribeWide,
    () => window.matchMedia?.(WIDE_QUERY).matches ?? false,
    () => false,
  );
}

/** The safe area under the content (home indicator, gesture bar), in CSS pixels. */
function bottomInsetPx(): number {
  const probe = document.createElement("div");
  probe.style.cssText =
    "position:fixed;visibility:hidden;padding-bottom:var(--safe-area-inset-bottom,env(safe-area-inset-bottom,0px))";
  document.body.append(probe);
  const inset = Number.parseFloat(getComputedStyle(probe).paddingBottom);
  probe.remove();
  return Number.isFinite(inset) ? inset : 0;
}

/**
 * The bottom banner's place (spec learning-devices-commerce §2): the native banner is drawn over
 * the web view, so this keeps its space free while it shows. Shown or hidden on every page change
 * by the placement policy; nothing at all on the web.
 */
export function AdBannerSlot() {
  const { ads, state } = useAds();
  const { pathname } = useLocation();
  const isWide = useIsWide();

  useEffect(() => {
    if (!ads) return;
    if (!adsAllowedOn(pathname)) {
      void ads.hideBanner();
      return;
    }
    void ads.showBanner({ pathname, bottomInset: bottomInsetPx(), bottomNavVisible: !isWide });
  }, [ads, pathname, isWide]);

  // Leaving the layout (sign-out, a screen of its own) takes the banner with it.
  useEffect(() => () => void ads?.hideBanner(), [ads]);

  const placement = state?.banner.visible ? state.banner.placement : null;
  if (!placement) return null;
  return (
    <div
      data-ad-slot="banner"
      aria-hidden="true"
      className="pointer-events-none fixed inset-x-0 z-20 bg-slate-100 print:hidden"
      style={{ bottom: placement.margin, height: placement.height }}
    />
  );
}

/** Space the page's content keeps free at the bottom while the banner shows, else null. */
export function useBannerReservedBottom(): number | null {
  const { state } = useAds();
  return state?.banner.visible && state.banner.placement
    ? state.banner.placement.reservedBottom
    : null;
}
