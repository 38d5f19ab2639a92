import { PageHeader } from "../../../components/PageHeader/PageHeader.tsx";

export default function TermsOfServicePage() {
  return <PageHeader title="TermsOfServicePage" />;
}
