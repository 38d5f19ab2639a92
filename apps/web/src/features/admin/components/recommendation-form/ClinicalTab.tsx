import { TEXT_LIMITS } from "@vitalog/domain";
import { useTranslation } from "react-i18next";
import { FormTextArea } from "./fields.tsx";

/** Benefits and harms (one of the two is required), clinical impact, practice points, notes. */
export function ClinicalTab() {
  const { t } = useTranslation("admin");
  return (
    <div className="grid gap-4">
      <p className="text-sm text-slate-600">{t("form.benefitsOrHarmsHint")}</p>
      <FormTextArea
        name="benefitsAndHarms.benefits"
        label={t("form.benefits")}
        maxLength={TEXT_LIMITS.long}
      />
      <FormTextArea
        name="benefitsAndHarms.harms"
        label={t("form.harms")}
        maxLength={TEXT_LIMITS.long}
      />
      <FormTextArea
        name="benefitsAndHarms.netBenefit"
        label={t("form.netBenefit")}
        maxLength={TEXT_LIMITS.long}
      />
      <FormTextArea
        name="clinicalImpact"
        label={t("form.clinicalImpact")}
        maxLength={TEXT_LIMITS.long}
      />
      <FormTextArea
        name="practicePoints"
        label={t("form.practicePoints")}
        maxLength={TEXT_LIMITS.long}
      />
      <FormTextArea
        name="clinicalNotes"
        label={t("form.clinicalNotes")}
        maxLength={TEXT_LIMITS.long}
      />
    </div>
  );
}
