import { useTranslation } from "react-i18next";
import { usePageTitle } from "../../../lib/page-title.ts";
import type { LegalDoc } from "../../legal/catalogue.ts";
import { LegalDocument } from "../../legal/components/LegalDocument.tsx";
import { LegalPage } from "../../legal/components/LegalPage.tsx";
import { useSettingsContext } from "../components/SettingsLayout.tsx";

/** A legal document inside settings for members, on its own page for everyone else. */
export function SettingsLegalDocumentPage({ doc }: { doc: LegalDoc }) {
  const { t } = useTranslation("legal");
  const { embedded } = useSettingsContext();
  usePageTitle(embedded ? t(`${doc}.title`) : null);
  return embedded ? <LegalDocument doc={doc} /> : <LegalPage doc={doc} />;
}

export function SettingsTermsOfServicePage() {
  return <SettingsLegalDocumentPage doc="terms" />;
}

export function SettingsPrivacyPolicyPage() {
  return <SettingsLegalDocumentPage doc="privacy" />;
}
