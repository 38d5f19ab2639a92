import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Banner } from "../../../components/Banner/Banner.tsx";
import { Button } from "../../../components/Button/Button.tsx";
import { ShieldIcon } from "../../../components/Icon/icons.tsx";
import { Spinner } from "../../../components/Spinner/Spinner.tsx";
import { TimeAgo } from "../../../kit/TimeAgo.tsx";
import { useMessageText } from "../../../lib/messages.ts";
import { authData, type DeviceSession, revokeSession } from "../../auth/api.ts";
import { deviceName } from "../sessions.ts";
import { SettingsSection } from "./SettingsSection.tsx";

/** Signed-in devices: each session by its id, this one marked; any other can be signed out. */
export function SessionsSection() {
  const { t } = useTranslation("settings");
  const messageText = useMessageText();
  const queryClient = useQueryClient();
  const authQueries = authData.useQueries();
  const sessions = useQuery(authQueries.sessions());
  // Refreshed after a failure too: the session may have ended on another device meanwhile.
  const revoke = authData.useMutation({
    mutationFn: revokeSession,
    onSettled: () => queryClient.invalidateQueries({ queryKey: authQueries.sessions().queryKey }),
  });

  return (
    <SettingsSection
      id="devices"
      icon={ShieldIcon}
      title={t("devices.title")}
      description={t("devices.text")}
    >
      {sessions.isPending ? <Spinner label={t("devices.loading")} /> : null}
      {sessions.isError ? <Banner variant="error">{messageText(sessions.error)}</Banner> : null}
      {revoke.isError ? <Banner variant="error">{messageText(revoke.error)}</Banner> : null}
      {sessions.data ? (
        <ul className="flex flex-col divide-y divide-slate-100">
          {sessions.data.list.map((session) => (
            <SessionRow
              key={session.id}
              session={session}
              current={session.id === sessions.data.currentId}
              pending={revoke.isPending && revoke.variables === session.id}
              onSignOut={() => revoke.mutate(session.id)}
            />
          ))}
        </ul>
      ) : null}
    </SettingsSection>
  );
}

function SessionRow({
  session,
  current,
  pending,
  onSignOut,
}: {
  session: DeviceSession;
  current: boolean;
  pending: boolean;
  onSignOut: () => void;
}) {
  const { t } = useTranslation("settings");
  const { browser, system } = deviceName(session.userAgent);
  const name =
    browser && system
      ? t("devices.browserOnSystem", { browser, system })
      : browser
        ? t("devices.browser", { browser })
        : system
          ? t("devices.system", { system })
          : t("devices.unknownDevice");
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3 first:pt-0 last:pb-0">
      <div className="min-w-0">
        <p className="font-medium text-slate-900">
          {name}
          {current ? (
            <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">
              {t("devices.thisDevice")}
            </span>
          ) : null}
        </p>
        <p className="text-sm text-slate-600">
          {t("devices.lastActive")} <TimeAgo instant={session.updatedAt} />
        </p>
      </div>
      {current ? null : (
        <Button
          variant="secondary"
          size="sm"
          loading={pending}
          onClick={onSignOut}
          aria-label={t("devices.signOutNamed", { name })}
        >
          {t("devices.signOut")}
        </Button>
      )}
    </li>
  );
}
