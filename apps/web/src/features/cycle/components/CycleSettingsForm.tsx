import { zodResolver } from "@hookform/resolvers/zod";
import type { CycleSettings, CycleSettingsPatch } from "@vitalog/domain";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Banner } from "../../../components/Banner/Banner.tsx";
import { Button } from "../../../components/Button/Button.tsx";
import { CheckboxField } from "../../../components/CheckboxField/CheckboxField.tsx";
import { TextField } from "../../../components/TextField/TextField.tsx";
import { SignInRequiredError } from "../../../kit/data.ts";
import { applyServerErrors } from "../../../kit/form-errors.ts";
import { useMessageText } from "../../../lib/messages.ts";
import { type CycleSettingsValues, cycleSettingsSchema } from "../form.ts";

const FLAGS = ["periodReminders", "fertilityReminders", "symptomReminders"] as const;
const FIELDS = ["discreetMode", ...FLAGS, "symptomReminderTime"] as const;

export function CycleSettingsForm({
  settings,
  saving,
  onSave,
}: {
  settings: CycleSettings;
  saving: boolean;
  /** Saves the settings; a failure is shown on the form. */
  onSave: (patch: CycleSettingsPatch) => Promise<unknown>;
}) {
  const { t } = useTranslation("cycle");
  const messageText = useMessageText();
  const {
    register,
    handleSubmit,
    watch,
    setError,
    formState: { errors },
  } = useForm<CycleSettingsValues, unknown, CycleSettingsPatch>({
    resolver: zodResolver(cycleSettingsSchema),
    defaultValues: settings,
  });
  const submit = handleSubmit(async (patch) => {
    try {
      await onSave(patch);
    } catch (error) {
      if (error instanceof SignInRequiredError) return;
      if (!applyServerErrors(error, setError, FIELDS)) {
        setError("root.server", { message: messageText(error as Error) });
      }
    }
  });
  const problem = errors.root?.server?.message ?? null;
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3">
      <CheckboxField
        label={t("settings.discreet")}
        description={t("settings.discreetHint")}
        {...register("discreetMode")}
      />
      {FLAGS.map((flag) => (
        <CheckboxField key={flag} label={t(`settings.${flag}`)} {...register(flag)} />
      ))}
      <TextField
        label={t("settings.symptomReminderTime")}
        type="time"
        disabled={!watch("symptomReminders")}
        error={messageText(errors.symptomReminderTime?.message)}
        {...register("symptomReminderTime")}
        containerClassName="max-w-48"
      />
      {problem ? <Banner variant="error">{problem}</Banner> : null}
      <div>
        <Button type="submit" loading={saving}>
          {t("settings.save")}
        </Button>
      </div>
    </form>
  );
}
