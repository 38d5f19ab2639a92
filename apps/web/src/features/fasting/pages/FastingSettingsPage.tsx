import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery } from "@tanstack/react-query";
import type { FastingSettings, FastingSettingsPatch } from "@vitalog/domain";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useToast } from "../../../app/toast.tsx";
import { Banner } from "../../../components/Banner/Banner.tsx";
import { Button } from "../../../components/Button/Button.tsx";
import { Card } from "../../../components/Card/Card.tsx";
import { CheckboxField } from "../../../components/CheckboxField/CheckboxField.tsx";
import { PageHeader } from "../../../components/PageHeader/PageHeader.tsx";
import { Skeleton } from "../../../components/Skeleton/Skeleton.tsx";
import { TextField } from "../../../components/TextField/TextField.tsx";
import { applyServerErrors } from "../../../kit/form-errors.ts";
import { Loadable } from "../../../kit/Loadable.tsx";
import { useMessageText } from "../../../lib/messages.ts";
import { usePageTitle } from "../../../lib/page-title.ts";
import { useEnableReminders } from "../../notifications/permission/index.tsx";
import { fastingData, saveFastingSettings } from "../api.ts";
import { type FastingSettingsValues, fastingSettingsSchema } from "../form.ts";
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
  const reminders = useEnableReminders();
  const { safetyNoteAcknowledgedAt: _ack, ...stored } = settings;
  const {
    register,
    handleSubmit,
    watch,
    setError,
    formState: { errors },
  } = useForm<FastingSettingsValues, unknown, FastingSettingsPatch>({
    resolver: zodResolver(fastingSettingsSchema),
    defaultValues: { ...stored, defaultDurationHours: String(stored.defaultDurationHours) },
  });
  const save = fastingData.useMutation({
    mutationFn: saveFastingSettings,
    invalidate: (q) => [q.settings().queryKey, q.all()],
  });
  const submit = handleSubmit((patch) =>
    save.mutate(patch, {
      onSuccess: () => {
        toast({ message: t("settings.saved"), variant: "success" });
        if (FLAGS.some((flag) => patch[flag])) reminders.offer();
      },
      onError: (error) =>
        applyServerErrors(error, setError, ["defaultDurationHours", "dailyReminderTime"]),
    }),
  );

  const error =
    save.error && !errors.defaultDurationHours && !errors.dailyReminderTime
      ? messageText(save.error)
      : null;
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4">
      <Card>
        <TextField
          label={t("settings.defaultDuration")}
          hint={t("settings.defaultDurationHint")}
          type="number"
          min={1}
          max={168}
          step={1}
          error={messageText(errors.defaultDurationHours?.message)}
          {...register("defaultDurationHours")}
          containerClassName="max-w-64"
        />
      </Card>
      <Card title={t("settings.notifications")} description={t("settings.notificationsHint")}>
        <div className="flex flex-col gap-3">
          {FLAGS.map((flag) => (
            <CheckboxField key={flag} label={t(`settings.${flag}`)} {...register(flag)} />
          ))}
          <TextField
            label={t("settings.dailyReminderTime")}
            type="time"
            disabled={!watch("dailyReminder")}
            error={messageText(errors.dailyReminderTime?.message)}
            {...register("dailyReminderTime")}
            containerClassName="max-w-48"
          />
        </div>
      </Card>
      <Card title={t("settings.display")}>
        <CheckboxField
          label={t("settings.showStreaks")}
          description={t("settings.showStreaksHint")}
          {...register("showStreaks")}
        />
      </Card>
      {error ? <Banner variant="error">{error}</Banner> : null}
      <div>
        <Button type="submit" loading={save.isPending}>
          {t("settings.save")}
        </Button>
      </div>
      {reminders.explainer}
    </form>
  );
}

export default function FastingSettingsPage() {
  const { t } = useTranslation("fasting");
  usePageTitle(t("settings.title"));
  const settings = useQuery(fastingData.useQueries().settings());
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
