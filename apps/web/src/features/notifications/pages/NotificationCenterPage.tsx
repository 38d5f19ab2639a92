import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { PageHeader } from "../../../components/PageHeader/PageHeader.tsx";
import { usePageTitle } from "../../../lib/page-title.ts";
import { CenterTabs } from "../components/CenterTabs.tsx";
import { HistoryTab } from "../components/HistoryTab.tsx";
import { OverviewTab } from "../components/OverviewTab.tsx";
import { SettingsTab } from "../components/SettingsTab.tsx";
import { type HistoryFilter, isHistoryFilter } from "../display.ts";
import { NOTIFICATION_TABS, type NotificationTab } from "../paths.ts";

const isTab = (value: string | null): value is NotificationTab =>
  (NOTIFICATION_TABS as readonly string[]).includes(value ?? "");

/** The Notification Center: Overview, Settings and History, the tab in the URL (?tab=). */
export default function NotificationCenterPage() {
  const { t } = useTranslation("notifications");
  usePageTitle(t("title"));
  const [params, setParams] = useSearchParams();
  const tabParam = params.get("tab");
  const tab: NotificationTab = isTab(tabParam) ? tabParam : "overview";
  const featureParam = params.get("feature");
  const filter: HistoryFilter = isHistoryFilter(featureParam) ? featureParam : "all";

  const selectTab = (next: NotificationTab) =>
    setParams(
      (current) => {
        const p = new URLSearchParams(current);
        if (next === "overview") p.delete("tab");
        else p.set("tab", next);
        if (next !== "history") p.delete("feature");
        return p;
      },
      { replace: true },
    );
  const selectFilter = (next: HistoryFilter) =>
    setParams(
      (current) => {
        const p = new URLSearchParams(current);
        if (next === "all") p.delete("feature");
        else p.set("feature", next);
        return p;
      },
      { replace: true },
    );

  return (
    <div className="mx-auto w-full max-w-5xl">
      <PageHeader title={t("title")} description={t("subtitle")} />
      <CenterTabs
        label={t("tabs.label")}
        tabs={NOTIFICATION_TABS.map((id) => ({ id, label: t(`tabs.${id}`) }))}
        selected={tab}
        onSelect={selectTab}
      >
        {tab === "overview" ? <OverviewTab /> : null}
        {tab === "settings" ? <SettingsTab /> : null}
        {tab === "history" ? <HistoryTab filter={filter} onFilter={selectFilter} /> : null}
      </CenterTabs>
    </div>
  );
}
