import { useTranslation } from "react-i18next";
import { SignInRequiredPreview } from "../../../kit/SignInRequiredPreview.tsx";
import { PenIcon } from "../components/icons.tsx";

/** The preview of writing (new, edit, my articles): it needs an account, so it says why. */
export default function SignInToWritePage() {
  const { t } = useTranslation("articles");
  return (
    <SignInRequiredPreview
      title={t("write.title")}
      reason={t("write.reason")}
      features={t("write.features", { returnObjects: true }) as string[]}
      promptFeature={t("write.promptFeature")}
      icon={<PenIcon />}
    />
  );
}
