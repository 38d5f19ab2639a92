import type { Ads, AdsState } from "../../platform/ads.ts";
import { AdDebugPanel } from "./AdDebugPanel.tsx";
import { TrackingPrompt } from "./TrackingPrompt.tsx";

/** What the ads put over the app in the native shell: the tracking pre-prompt and the debug panel. */
export default function AdsOverlays({ ads, state }: { ads: Ads; state: AdsState }) {
  return (
    <>
      <TrackingPrompt ads={ads} view={state.trackingPrompt} />
      {state.flags.debug ? <AdDebugPanel state={state} /> : null}
    </>
  );
}
