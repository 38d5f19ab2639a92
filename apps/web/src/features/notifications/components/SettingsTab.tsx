import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery } from "@tanstack/react-query";
import { type NotificationSettings, NotificationToast } from "@vitalog/domain";
import { useEffect, useState } from "react";
import { type Path, type UseFormRegister, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useToast } from "../../../app/toast.tsx";
import { Banner } from "../../../components/Banner/Banner.tsx";
import { Button } from "../../../components/Button/Button.tsx";
import { Card } from "../../../components/Card/Card.tsx";
import { CheckboxField } from "../../../components/CheckboxField/CheckboxField.tsx";
import { Select } from "../../../components/Select/Select.tsx";
import { Skeleton } from "../../../components/Skeleton/Skeleton.tsx";
import { TextField } from "../../../components/TextField/TextField.tsx";
import { applyServerErrors } from "../../../kit/form-errors.ts";
import { Loadable } from "../../../kit/Loadable.tsx";
import { isApiError } from "../../../lib/api.ts";
import { localTimeZone } from "../../../lib/local-day.ts";
import { useMessageText } from "../../../lib/messages.ts";
import { notificationsData, saveNotificationSettings } from "../api.ts";
import {
  type SettingsFormValues,
  settingsFormSchema,
  settingsFormValues,
  timeZoneChoices,
} from "../form.ts";

/** Settings: a card per feature with each of its settings, the time zone and Save Settings. */
export function SettingsTab() {
  const queries = notificationsData.useQueries();
  const settings = useQuery(queries.settings());
  return (
    <Loadable
      query={settings}
      loading={<Skeleton className="h-96 w-full" />}
      error={NotificationToast.settingsLoadFailed}
    >
      {(record) => <SettingsForm settings={record} />}
    </Loadable>
  );
}

type Field = Path<SettingsFormValues>;

const FIELD_NAMES: readonly Field[] = [
  "timeZone",
  "cycle.periodReminders",
  "cycle.fertilityReminders",
  "cycle.symptomReminders",
  "cycle.symptomReminderTime",
  "cycle.privacyMode",
  "fasting.milestones",
  "fasting.hydrationReminders",
  "fasting.dailyReminder",
  "fasting.dailyReminderTime",
  "weight.dailyReminder",
  "weight.dailyReminderTime",
  "weight.progressNotifications",
  "weight.plateauEncouragement",
  "medication.sound",
  "medication.vibrate",
  "medication.allowSnooze",
];

function SettingsForm({ settings }: { settings: NotificationSettings }) {
  const { t } = useTranslation("notifications");
  const { toast } = useToast();
  const messageText = useMessageText();
  const [banner, setBanner] = useState<string | null>(null);
  const form = useForm<SettingsFormValues>({
    resolver: zodResolver(settingsFormSchema),
    defaultValues: settingsFormValues(settings),
  });
  const {
    register,
    formState: { errors, isDirty },
  } = form;
  const save = notificationsData.useMutation({
    mutationFn: (values: SettingsFormValues) => saveNotificationSettings(values),
    invalidate: (q) => [q.all()],
  });

  // A saved record (or another tab's change) becomes the form's new starting point, unless
  // the person is in the middle of changing it.
  useEffect(() => {
    if (!form.formState.isDirty) form.reset(settingsFormValues(settings));
  }, [settings, form]);

  const submit = form.handleSubmit(async (values) => {
    setBanner(null);
    try {
      const saved = await save.mutateAsync(values);
      form.reset(settingsFormValues(saved));
      toast({ message: NotificationToast.settingsSavedAndUpdated, variant: "success" });
    } catch (error) {
      toast({ message: NotificationToast.settingsSaveFailed, variant: "error" });
      const placed = applyServerErrors(error, form.setError, FIELD_NAMES);
      if (!placed) {
        setBanner(
          isApiError(error) && error.status >= 400 && error.status < 500
            ? messageText(error)
            : NotificationToast.settingsSaveFailed,
        );
      }
    }
  });

  const deviceZone = localTimeZone();
  const zone = form.watch("timeZone");
  const fieldError = (name: Field) => {
    const [section, key] = name.split(".") as [keyof SettingsFormValues, string | undefined];
    const node = errors[section] as Record<string, { message?: string }> | { message?: string };
    const found = key ? (node as Record<string, { message?: string }> | undefined)?.[key] : node;
    return (found as { message?: string } | undefined)?.message;
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      {banner ? (
        <Banner variant="error" onDismiss={() => setBanner(null)}>
          {banner}
        </Banner>
      ) : null}
      <div className="grid gap-5 lg:grid-cols-2">
        <Card title={t("settings.cycleTitle")} description={t("settings.cycleDescription")}>
          <div className="flex flex-col gap-4">
            <Toggle register={register} name="cycle.periodReminders" label="periodReminders" />
            <Toggle
              register={register}
              name="cycle.fertilityReminders"
              label="fertilityReminders"
            />
            <Toggle register={register} name="cycle.symptomReminders" label="symptomReminders" />
            <TimeField
              register={register}
              name="cycle.symptomReminderTime"
              label={t("settings.symptomReminderTime")}
              error={fieldError("cycle.symptomReminderTime")}
            />
            <Toggle register={register} name="cycle.privacyMode" label="privacyMode" />
          </div>
        </Card>
        <Card title={t("settings.fastingTitle")} description={t("settings.fastingDescription")}>
          <div className="flex flex-col gap-4">
            <Toggle register={register} name="fasting.milestones" label="milestones" />
            <Toggle
              register={register}
              name="fasting.hydrationReminders"
              label="hydrationReminders"
            />
            <Toggle register={register} name="fasting.dailyReminder" label="fastingDailyReminder" />
            <TimeField
              register={register}
              name="fasting.dailyReminderTime"
              label={t("settings.fastingDailyReminderTime")}
              error={fieldError("fasting.dailyReminderTime")}
            />
          </div>
        </Card>
        <Card title={t("settings.weightTitle")} description={t("settings.weightDescription")}>
          <div className="flex flex-col gap-4">
            <Toggle register={register} name="weight.dailyReminder" label="weightDailyReminder" />
            <TimeField
              register={register}
              name="weight.dailyReminderTime"
              label={t("settings.weightDailyReminderTime")}
              error={fieldError("weight.dailyReminderTime")}
            />
            <Toggle
              register={register}
              name="weight.progressNotifications"
              label="progressNotifications"
            />
            <Toggle
              register={register}
              name="weight.plateauEncouragement"
              label="plateauEncouragement"
            />
          </div>
        </Card>
        <Card
          title={t("settings.medicationTitle")}
          description={t("settings.medicationDescription")}
        >
          <div className="flex flex-col gap-4">
            <Toggle register={register} name="medication.sound" label="sound" />
            <Toggle register={register} name="medication.vibrate" label="vibrate" />
            <Toggle register={register} name="medication.allowSnooze" label="allowSnooze" />
          </div>
        </Card>
        <Card
          title={t("settings.generalTitle")}
          description={t("settings.generalDescription")}
          className="lg:col-span-2"
        >
          <div className="flex flex-col gap-3 sm:max-w-md">
            <Select
              label={t("settings.timeZone")}
              error={fieldError("timeZone")}
              options={timeZoneChoices(zone).map((z) => ({ value: z, label: z }))}
              {...register("timeZone")}
            />
            {zone !== deviceZone ? (
              <Button
                variant="secondary"
                size="sm"
                className="self-start"
                onClick={() =>
                  form.setValue("timeZone", deviceZone, { shouldDirty: true, shouldValidate: true })
                }
              >
                {t("settings.useDeviceZone", { zone: deviceZone })}
              </Button>
            ) : null}
          </div>
        </Card>
      </div>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-end">
        {isDirty ? <p className="text-sm text-slate-600">{t("settings.unsaved")}</p> : null}
        <Button type="submit" loading={save.isPending}>
          {t("settings.save")}
        </Button>
      </div>
    </form>
  );
}

function Toggle({
  register,
  name,
  label,
}: {
  register: UseFormRegister<SettingsFormValues>;
  name: Field;
  label: string;
}) {
  const { t } = useTranslation("notifications");
  return (
    <CheckboxField
      label={t(`settings.${label}`)}
      description={t(`settings.${label}Hint`)}
      {...register(name)}
    />
  );
}

function TimeField({
  register,
  name,
  label,
  error,
}: {
  register: UseFormRegister<SettingsFormValues>;
  name: Field;
  label: string;
  error: string | undefined;
}) {
  return (
    <TextField
      type="time"
      label={label}
      error={error}
      containerClassName="sm:max-w-xs"
      {...register(name)}
    />
  );
}
