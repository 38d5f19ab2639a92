import { LegalPage } from "../components/LegalPage.tsx";

export default function TermsOfServicePage() {
  return <LegalPage doc="terms" />;
}
