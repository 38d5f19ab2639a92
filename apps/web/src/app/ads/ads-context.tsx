import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useSyncExternalStore,
} from "react";
import type { Ads, AdsState } from "../../platform/ads.ts";
import { getAppAds, subscribeAppAds } from "../../platform/app-ads.ts";

export interface AdsContextValue {
  /** The running adapter; null on the web, where nothing about ads is rendered. */
  ads: Ads | null;
  state: AdsState | null;
}

const AdsContext = createContext<AdsContextValue>({ ads: null, state: null });

// Loaded only once the native shell has started the ads: the web build never fetches it.
const AdsOverlays = lazy(() => import("./AdsOverlays.tsx"));

const noSubscription = () => () => undefined;

/** The app's ads and their state, for the banner slot, the pre-prompt and the debug panel. */
export function AdsProvider({ children }: { children: ReactNode }) {
  const ads = useSyncExternalStore(subscribeAppAds, getAppAds, () => null);
  const subscribe = useCallback(
    (listener: () => void) => (ads ? ads.subscribe(listener) : noSubscription()),
    [ads],
  );
  const state = useSyncExternalStore(
    subscribe,
    () => ads?.getState() ?? null,
    () => null,
  );
  const value = useMemo(() => ({ ads, state }), [ads, state]);
  return (
    <AdsContext.Provider value={value}>
      {children}
      {ads && state ? (
        <Suspense fallback={null}>
          <AdsOverlays ads={ads} state={state} />
        </Suspense>
      ) : null}
    </AdsContext.Provider>
  );
}

export function useAds(): AdsContextValue {
  return useContext(AdsContext);
}
