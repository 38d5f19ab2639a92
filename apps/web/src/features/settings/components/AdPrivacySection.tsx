import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useAds } from "../../../app/ads/ads-context.tsx";
import { Button } from "../../../components/Button/Button.tsx";
import { ShieldIcon } from "../../../components/Icon/icons.tsx";
import { SaveStatus, SettingsSection } from "./SettingsSection.tsx";

/**
 * "Privacy options" (spec learning-devices-commerce §4): in the apps, where Google's consent
 * service says the person must be able to change their ad consent (the EEA, the UK,
 * Switzerland), the consent form opens again from here. Nowhere else is it shown.
 */
export function AdPrivacySection() {
  const { t } = useTranslation("settings");
  const { ads, state } = useAds();
  const [status, setStatus] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [opening, setOpening] = useState(false);
  if (!ads || !state?.privacyOptionsRequired) return null;
  const open = async () => {
    setOpening(true);
    setStatus(null);
    setFailed(false);
    const shown = await ads.showPrivacyOptions().catch(() => false);
    setOpening(false);
    if (shown) setStatus(t("adPrivacy.updated"));
    else setFailed(true);
  };
  return (
    <SettingsSection
      id="ad-privacy"
      icon={ShieldIcon}
      title={t("adPrivacy.title")}
      description={t("adPrivacy.text")}
    >
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="secondary" loading={opening} onClick={() => void open()}>
          {t("adPrivacy.open")}
        </Button>
        <SaveStatus message={status} />
      </div>
      {failed ? (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {t("adPrivacy.unavailable")}
        </p>
      ) : null}
    </SettingsSection>
  );
}
