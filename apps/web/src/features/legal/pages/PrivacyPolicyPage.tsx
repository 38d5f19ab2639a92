import { LegalPage } from "../components/LegalPage.tsx";

export default function PrivacyPolicyPage() {
  return <LegalPage doc="privacy" />;
}
