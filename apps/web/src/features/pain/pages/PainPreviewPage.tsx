import { useTranslation } from "react-i18next";
import { SignInRequiredPreview } from "../../../kit/SignInRequiredPreview.tsx";
import { BodyIcon } from "../components/icons.tsx";

/** The preview of the pain diary: pain entries need an account, so it says why and offers sign-in. */
export default function PainPreviewPage() {
  const { t } = useTranslation("pain");
  return (
    <SignInRequiredPreview
      title={t("title")}
      reason={t("preview.reason")}
      features={t("preview.features", { returnObjects: true }) as string[]}
      promptFeature={t("preview.promptFeature")}
      icon={<BodyIcon />}
    />
  );
}
