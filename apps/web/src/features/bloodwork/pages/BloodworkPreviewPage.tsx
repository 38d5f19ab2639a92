import { useTranslation } from "react-i18next";
import { SignInRequiredPreview } from "../../../kit/SignInRequiredPreview.tsx";
import { TestTubeIcon } from "../components/icons.tsx";

/** The preview of bloodwork: lab results need an account, so it says why and offers sign-in. */
export default function BloodworkPreviewPage() {
  const { t } = useTranslation("bloodwork");
  return (
    <SignInRequiredPreview
      title={t("title")}
      reason={t("preview.reason")}
      features={t("preview.features", { returnObjects: true }) as string[]}
      promptFeature={t("preview.promptFeature")}
      icon={<TestTubeIcon />}
    />
  );
}
