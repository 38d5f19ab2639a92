import { PageHeader } from "../../../components/PageHeader/PageHeader.tsx";

export default function ProfileCompletionPage() {
  return <PageHeader title="ProfileCompletionPage" />;
}
