import { PageHeader } from "../../../components/PageHeader/PageHeader.tsx";

export default function AuthPage() {
  return <PageHeader title="AuthPage" />;
}
