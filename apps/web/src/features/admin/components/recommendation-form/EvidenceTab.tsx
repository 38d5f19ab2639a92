import { EVIDENCE_LEVELS, RECOMMENDATION_GRADES, STUDY_TYPES, TEXT_LIMITS } from "@vitalog/domain";
import { useTranslation } from "react-i18next";
import { FormCheckboxGrid, FormSelect, FormTextArea, useOption } from "./fields.tsx";

/** The grade, the evidence level and what the evidence rests on. */
export function EvidenceTab() {
  const { t } = useTranslation("admin");
  const option = useOption();
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <FormSelect
        name="recommendationGrade"
        label={t("form.recommendationGrade")}
        required
        placeholder={t("choose")}
        options={RECOMMENDATION_GRADES.map(option("grades"))}
      />
      <FormSelect
        name="evidenceLevel"
        label={t("form.evidenceLevel")}
        placeholder={t("notSet")}
        options={EVIDENCE_LEVELS.map(option("evidenceLevels"))}
      />
      <FormTextArea
        name="evidenceSummary"
        label={t("form.evidenceSummary")}
        maxLength={TEXT_LIMITS.long}
        containerClassName="md:col-span-2"
      />
      <FormTextArea
        name="researchMethods"
        label={t("form.researchMethods")}
        maxLength={TEXT_LIMITS.long}
        containerClassName="md:col-span-2"
      />
      <FormTextArea
        name="studyStatistics"
        label={t("form.studyStatistics")}
        maxLength={TEXT_LIMITS.long}
        containerClassName="md:col-span-2"
      />
      <div className="md:col-span-2">
        <FormCheckboxGrid
          name="studyTypes"
          legend={t("form.studyTypes")}
          options={STUDY_TYPES.map(option("studyTypes"))}
        />
      </div>
    </div>
  );
}
