import { PageHeader } from "../../../components/PageHeader/PageHeader.tsx";

export default function RiskFactorsPage() {
  return <PageHeader title="RiskFactorsPage" />;
}
