import { PageHeader } from "../../../components/PageHeader/PageHeader.tsx";

export default function AdminDashboardPage() {
  return <PageHeader title="AdminDashboardPage" />;
}
