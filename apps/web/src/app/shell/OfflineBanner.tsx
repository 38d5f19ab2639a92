import { useTranslation } from "react-i18next";
import { WifiOffIcon } from "../../components/Icon/icons.tsx";
import { useOnlineStatus } from "../connectivity.tsx";

/** Web-only strip shown while offline. */
export function OfflineBanner() {
  const { t } = useTranslation("common");
  const online = useOnlineStatus();
  if (online) return null;
  return (
    <div
      role="status"
      className="sticky top-0 z-40 flex items-center justify-center gap-2 bg-slate-800 px-4 py-2 text-center text-sm font-medium text-white"
    >
      <WifiOffIcon className="size-4 shrink-0" />
      {t("network.offlineBanner")}
    </div>
  );
}
