import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../components/Button/Button.tsx";
import { logger } from "../platform/logger.ts";
import { getNetwork } from "../platform/network.ts";
import type { QueueStore, ReplayResult } from "../platform/offline-queue.ts";
import {
  flushOfflineWrites,
  getWaitingWrites,
  installWaitingWrites,
  type WaitingWrites,
} from "../platform/offline-writes.ts";
import {
  registerServiceWorker,
  type ServiceWorkerHandle,
} from "../platform/service-worker-registration.ts";
import { useToast } from "./toast.tsx";

let offlineStore: QueueStore | undefined;

/** The queue of offline tracker writes this page sends on reconnect (main.tsx sets it). */
export function setOfflineQueueStore(store: QueueStore): WaitingWrites {
  offlineStore = store;
  return installWaitingWrites(store);
}

/**
 * The installable app's page side, mounted once: registers the service worker, offers a
 * waiting new version ("New version available!", Update Now), and sends offline writes when
 * the connection returns, refreshing the pages' data once they are saved.
 */
export function PwaRoot() {
  const { t } = useTranslation("common");
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const [waiting, setWaiting] = useState<ServiceWorkerHandle | null>(null);

  useEffect(() => {
    const handleReplayed = async (result: ReplayResult) => {
      await getWaitingWrites()
        ?.refresh()
        .catch(() => undefined);
      if (result.refused > 0) logger.warn("offline writes refused by the server", result);
      if (result.sent + result.refused === 0) return;
      await queryClient.invalidateQueries();
      if (result.sent > 0) toast({ message: t("network.synced"), variant: "success" });
    };
    const flush = () => {
      if (offlineStore)
        void flushOfflineWrites(offlineStore).then(handleReplayed, (error: unknown) => {
          logger.error("offline writes could not be read", error);
        });
    };
    const stop = registerServiceWorker(setWaiting, (data) => {
      const message = data as { type?: string; result?: ReplayResult } | null;
      if (message?.type === "OFFLINE_QUEUE_REPLAYED" && message.result) {
        void handleReplayed(message.result);
      }
    });
    const unsubscribe = getNetwork().subscribe((online) => {
      if (online) flush();
    });
    if (getNetwork().isOnline()) flush();
    return () => {
      stop?.();
      unsubscribe();
    };
  }, [queryClient, t, toast]);

  if (!waiting) return null;
  return (
    <section
      aria-labelledby="update-prompt-title"
      className="fixed inset-x-3 bottom-[calc(5rem+env(safe-area-inset-bottom))] z-50 mx-auto md:bottom-4 flex max-w-md flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-lg sm:flex-row sm:items-center"
    >
      <p id="update-prompt-title" className="flex-1 text-sm font-medium text-slate-900">
        {t("update.availableLong")}
      </p>
      <div className="flex gap-2">
        <Button variant="secondary" onClick={() => setWaiting(null)}>
          {t("update.later")}
        </Button>
        <Button onClick={() => waiting.applyUpdate()}>{t("update.updateNow")}</Button>
      </div>
    </section>
  );
}
