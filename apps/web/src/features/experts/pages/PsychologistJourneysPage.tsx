import { useTranslation } from "react-i18next";
import { PageHeader } from "../../../components/PageHeader/PageHeader.tsx";
import { useIsPreview } from "../../../kit/data.ts";
import { JourneyCards } from "../components/JourneyCards.tsx";
import { expertsPaths } from "../paths.ts";

export default function PsychologistJourneysPage() {
  const { t } = useTranslation("experts");
  const paths = useIsPreview() ? expertsPaths.preview : expertsPaths;
  return (
    <>
      <PageHeader
        title={t("journeysTitle")}
        description={t("journeysIntro")}
        backTo={paths.expert("psychologist")}
        backLabel={t("expertTitle.psychologist")}
      />
      <JourneyCards expert="psychologist" />
    </>
  );
}
