import { PageHeader } from "../../../components/PageHeader/PageHeader.tsx";

export default function HealthGoalsPage() {
  return <PageHeader title="HealthGoalsPage" />;
}
