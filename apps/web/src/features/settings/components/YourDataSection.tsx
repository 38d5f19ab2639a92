import { useMutation } from "@tanstack/react-query";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { Banner } from "../../../components/Banner/Banner.tsx";
import { Button } from "../../../components/Button/Button.tsx";
import { DownloadIcon } from "../../../components/Icon/icons.tsx";
import { isApiError } from "../../../lib/api.ts";
import { downloadMyData } from "../api.ts";
import { SaveStatus, SettingsSection } from "./SettingsSection.tsx";

const DeleteAccountDialog = lazy(() => import("./DeleteAccountDialog.tsx"));

/**
 * Data and deletion: "Download my data", a ZIP of everything the account holds (GDPR access
 * and portability), then the danger zone with Delete Account.
 */
export function YourDataSection({ hasPassword }: { hasPassword: boolean }) {
  const { t } = useTranslation("settings");
  const [status, setStatus] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: downloadMyData,
    onMutate: () => {
      setStatus(null);
      setError(null);
    },
    onSuccess: () => setStatus(t("data.started")),
    onError: (failure) =>
      setError(
        isApiError(failure) && failure.code === "NETWORK" ? failure.message : t("data.failed"),
      ),
  });
  return (
    <SettingsSection
      id="data"
      icon={DownloadIcon}
      title={t("data.title")}
      description={t("data.text")}
    >
      <ul className="flex list-disc flex-col gap-1 pl-5 text-sm text-slate-700 marker:text-slate-400">
        <li>{t("data.json")}</li>
        <li>{t("data.csv")}</li>
      </ul>
      {error ? (
        <Banner variant="error" onDismiss={() => setError(null)} className="mt-4">
          {error}
        </Banner>
      ) : null}
      <div className="mt-5 flex flex-col gap-3 sm:flex-row sm:items-center">
        <Button
          variant="secondary"
          loading={mutation.isPending}
          onClick={() => mutation.mutate()}
          className="w-full sm:w-auto"
        >
          {t("data.download")}
        </Button>
        <SaveStatus message={status} />
      </div>
      <DangerZone hasPassword={hasPassword} />
    </SettingsSection>
  );
}

function DangerZone({ hasPassword }: { hasPassword: boolean }) {
  const { t } = useTranslation("settings");
  const [open, setOpen] = useState(false);
  const [everOpened, setEverOpened] = useState(false);
  return (
    <section
      aria-labelledby="danger-zone-title"
      className="mt-7 rounded-xl border border-red-200 bg-red-50/40 p-4 sm:p-5"
    >
      <h3 id="danger-zone-title" className="text-base font-semibold text-red-800">
        {t("delete.zoneTitle")}
      </h3>
      <div className="mt-1 flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-slate-700">{t("delete.zoneText")}</p>
        <Button
          variant="danger"
          className="w-full shrink-0 sm:w-auto"
          onClick={() => {
            setEverOpened(true);
            setOpen(true);
          }}
        >
          {t("delete.open")}
        </Button>
      </div>
      {everOpened ? (
        <Suspense fallback={null}>
          <DeleteAccountDialog open={open} onOpenChange={setOpen} hasPassword={hasPassword} />
        </Suspense>
      ) : null}
    </section>
  );
}
