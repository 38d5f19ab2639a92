import { CONNECTIVITY_TOAST_MS } from "@vitalog/domain";
import { useEffect, useRef, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { getNetwork } from "../platform/network.ts";
import { useToast } from "./toast.tsx";

const subscribe = (onChange: () => void) => getNetwork().subscribe(onChange);
const snapshot = () => getNetwork().isOnline();

/** True while the device reports a connection. */
export function useOnlineStatus(): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => true);
}

/** Shows "Connected" / "You are offline" for 3 s whenever connectivity changes. */
export function ConnectivityToasts() {
  const { t } = useTranslation("common");
  const { toast } = useToast();
  const online = useOnlineStatus();
  const previous = useRef(online);

  useEffect(() => {
    if (previous.current === online) return;
    previous.current = online;
    toast({
      message: online ? t("network.connected") : t("network.offline"),
      variant: online ? "success" : "error",
      durationMs: CONNECTIVITY_TOAST_MS,
      kind: "connectivity",
    });
  }, [online, t, toast]);

  return null;
}
