import { type CycleSettings, CycleSettingsPatch } from "@vitalog/domain";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Banner } from "../../../components/Banner/Banner.tsx";
import { Button } from "../../../components/Button/Button.tsx";
import { CheckboxField } from "../../../components/CheckboxField/CheckboxField.tsx";
import { TextField } from "../../../components/TextField/TextField.tsx";
import { useMessageText } from "../../../lib/messages.ts";

const FLAGS = ["periodReminders", "fertilityReminders", "symptomReminders"] as const;

export function CycleSettingsForm({
  settings,
  saving,
  error,
  onSave,
}: {
  settings: CycleSettings;
  saving: boolean;
  error: string | null;
  onSave: (patch: CycleSettingsPatch) => void;
}) {
  const { t } = useTranslation("cycle");
  const messageText = useMessageText();
  const [values, setValues] = useState(settings);
  const [problem, setProblem] = useState<string | null>(null);
  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = CycleSettingsPatch.safeParse(values);
    if (!parsed.success) {
      setProblem(messageText(parsed.error.issues[0]?.message ?? ""));
      return;
    }
    setProblem(null);
    onSave(parsed.data);
  }
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3">
      <CheckboxField
        label={t("settings.discreet")}
        description={t("settings.discreetHint")}
        checked={values.discreetMode}
        onChange={(e) => setValues((v) => ({ ...v, discreetMode: e.target.checked }))}
      />
      {FLAGS.map((flag) => (
        <CheckboxField
          key={flag}
          label={t(`settings.${flag}`)}
          checked={values[flag]}
          onChange={(e) => setValues((v) => ({ ...v, [flag]: e.target.checked }))}
        />
      ))}
      <TextField
        label={t("settings.symptomReminderTime")}
        type="time"
        value={values.symptomReminderTime}
        disabled={!values.symptomReminders}
        onChange={(e) => setValues((v) => ({ ...v, symptomReminderTime: e.target.value }))}
        containerClassName="max-w-48"
      />
      {problem || error ? <Banner variant="error">{problem ?? error}</Banner> : null}
      <div>
        <Button type="submit" loading={saving}>
          {t("settings.save")}
        </Button>
      </div>
    </form>
  );
}
