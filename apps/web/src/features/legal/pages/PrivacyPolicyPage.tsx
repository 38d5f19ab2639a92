import { PageHeader } from "../../../components/PageHeader/PageHeader.tsx";

export default function PrivacyPolicyPage() {
  return <PageHeader title="PrivacyPolicyPage" />;
}
