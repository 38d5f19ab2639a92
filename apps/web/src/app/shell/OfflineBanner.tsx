import { useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { WifiOffIcon } from "../../components/Icon/icons.tsx";
import { getWaitingWrites } from "../../platform/offline-writes.ts";
import { useOnlineStatus } from "../connectivity.tsx";

const noWrites = () => () => {};
const subscribeWaiting = (onChange: () => void) =>
  getWaitingWrites()?.subscribe(onChange) ?? noWrites();
const waitingCount = () => getWaitingWrites()?.count() ?? 0;

/** Web-only strip shown while offline, with how many entries wait on this device. */
export function OfflineBanner() {
  const { t } = useTranslation("common");
  const online = useOnlineStatus();
  const waiting = useSyncExternalStore(subscribeWaiting, waitingCount, () => 0);
  if (online) return null;
  return (
    <div
      role="status"
      className="sticky top-0 z-40 flex flex-col items-center justify-center gap-0.5 bg-slate-800 px-4 py-2 text-center text-sm font-medium text-white"
    >
      <span className="flex items-center gap-2">
        <WifiOffIcon className="size-4 shrink-0" />
        {t("network.offlineBanner")}
      </span>
      {waiting > 0 && (
        <span className="text-xs font-normal text-slate-200">
          {t("network.waiting", { count: waiting })}
        </span>
      )}
    </div>
  );
}
