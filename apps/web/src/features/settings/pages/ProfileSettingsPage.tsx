import { PageHeader } from "../../../components/PageHeader/PageHeader.tsx";

export default function ProfileSettingsPage() {
  return <PageHeader title="ProfileSettingsPage" />;
}
