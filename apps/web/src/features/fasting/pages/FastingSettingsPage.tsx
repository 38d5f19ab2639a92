import { type FastingSettings, FastingSettingsPatch } from "@vitalog/domain";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useToast } from "../../../app/toast.tsx";
import { Banner } from "../../../components/Banner/Banner.tsx";
import { Button } from "../../../components/Button/Button.tsx";
import { Card } from "../../../components/Card/Card.tsx";
import { CheckboxField } from "../../../components/CheckboxField/CheckboxField.tsx";
import { PageHeader } from "../../../components/PageHeader/PageHeader.tsx";
import { Skeleton } from "../../../components/Skeleton/Skeleton.tsx";
import { TextField } from "../../../components/TextField/TextField.tsx";
import { Loadable } from "../../../kit/Loadable.tsx";
import { useModuleMutation, useModuleQuery } from "../../../kit/module-data.ts";
import { useMessageText } from "../../../lib/messages.ts";
import { usePageTitle } from "../../../lib/page-title.ts";
import {
  FASTING_SETTINGS_KEY,
  FASTS_KEY,
  fastingSettingsQuery,
  saveFastingSettings,
} from "../api.ts";
import { fastingPaths } from "../paths.ts";

const FLAGS = [
  "startReminder",
  "progressUpdates",
  "endReminder",
  "milestones",
  "hydrationReminders",
  "dailyReminder",
] as const;

function SettingsForm({ settings }: { settings: FastingSettings }) {
  const { t } = useTranslation("fasting");
  const messageText = useMessageText();
  const { toast } = useToast();
  const [values, setValues] = useState(settings);
  const [duration, setDuration] = useState(String(settings.defaultDurationHours));
  const [problem, setProblem] = useState<string | null>(null);
  const save = useModuleMutation(false, {
    mutationFn: saveFastingSettings,
    invalidate: [FASTING_SETTINGS_KEY, FASTS_KEY],
    promptFeatureKey: "fasting:demo.promptFeature",
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const { safetyNoteAcknowledgedAt: _ack, ...rest } = values;
    const parsed = FastingSettingsPatch.safeParse({
      ...rest,
      defaultDurationHours: Number(duration),
    });
    if (!parsed.success) {
      setProblem(messageText(parsed.error.issues[0]?.message ?? ""));
      return;
    }
    setProblem(null);
    save.mutate(parsed.data, {
      onSuccess: () => toast({ message: t("settings.saved"), variant: "success" }),
    });
  }

  const error = problem ?? (save.error ? messageText(save.error) : null);
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <Card>
        <TextField
          label={t("settings.defaultDuration")}
          hint={t("settings.defaultDurationHint")}
          type="number"
          min={1}
          max={168}
          step={1}
          value={duration}
          onChange={(e) => setDuration(e.target.value)}
          containerClassName="max-w-64"
        />
      </Card>
      <Card title={t("settings.notifications")} description={t("settings.notificationsHint")}>
        <div className="flex flex-col gap-3">
          {FLAGS.map((flag) => (
            <CheckboxField
              key={flag}
              label={t(`settings.${flag}`)}
              checked={values[flag]}
              onChange={(e) => setValues((v) => ({ ...v, [flag]: e.target.checked }))}
            />
          ))}
          <TextField
            label={t("settings.dailyReminderTime")}
            type="time"
            value={values.dailyReminderTime}
            disabled={!values.dailyReminder}
            onChange={(e) => setValues((v) => ({ ...v, dailyReminderTime: e.target.value }))}
            containerClassName="max-w-48"
          />
        </div>
      </Card>
      <Card title={t("settings.display")}>
        <CheckboxField
          label={t("settings.showStreaks")}
          description={t("settings.showStreaksHint")}
          checked={values.showStreaks}
          onChange={(e) => setValues((v) => ({ ...v, showStreaks: e.target.checked }))}
        />
      </Card>
      {error ? <Banner variant="error">{error}</Banner> : null}
      <div>
        <Button type="submit" loading={save.isPending}>
          {t("settings.save")}
        </Button>
      </div>
    </form>
  );
}

export default function FastingSettingsPage() {
  const { t } = useTranslation("fasting");
  usePageTitle(t("settings.title"));
  const settings = useModuleQuery(false, fastingSettingsQuery);
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-4">
      <PageHeader
        title={t("settings.title")}
        backTo={fastingPaths.home()}
        backLabel={t("settings.back")}
      />
      <Loadable
        query={settings}
        loading={<Skeleton className="h-80 w-full" />}
        error={t("stats.error")}
      >
        {(data) => <SettingsForm settings={data} />}
      </Loadable>
    </div>
  );
}
