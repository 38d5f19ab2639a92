import { Outlet } from "react-router";
import { useSession } from "../../../app/session.tsx";
import { AppLayout } from "../../../app/shell/AppLayout.tsx";
import { PageSpinner } from "../../../components/Spinner/Spinner.tsx";
import SettingsLayout, { type SettingsOutletContext } from "./SettingsLayout.tsx";

/**
 * /settings/legal, /settings/privacy-policy and /settings/terms-of-service are public: members
 * see them in the settings section of their shell, everyone else on their own.
 */
export default function PublicSettingsShell() {
  const { status, profile, isAdmin } = useSession();
  if (status === "loading") return <PageSpinner />;
  if (status === "signed-in" && profile?.profileCompleted && !isAdmin) {
    return (
      <AppLayout mode="user">
        <SettingsLayout />
      </AppLayout>
    );
  }
  return <Outlet context={{ embedded: false } satisfies SettingsOutletContext} />;
}
