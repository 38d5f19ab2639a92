import { FAST_PRESET_HOURS, FastInput } from "@vitalog/domain";
import clsx from "clsx";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Banner } from "../../../components/Banner/Banner.tsx";
import { Button } from "../../../components/Button/Button.tsx";
import { TextField } from "../../../components/TextField/TextField.tsx";
import { dateTimeLocalToIso, toDateTimeLocalValue } from "../../../kit/datetime-local.ts";
import { useMessageText } from "../../../lib/messages.ts";

const isPreset = (hours: number) => (FAST_PRESET_HOURS as readonly number[]).includes(hours);

/** The target (a preset or 1–168 hours), an optional earlier start, and Start. */
export function StartFast({
  defaultHours,
  starting,
  error,
  onStart,
}: {
  defaultHours: number;
  starting: boolean;
  error: Error | null;
  onStart: (input: FastInput) => void;
}) {
  const { t } = useTranslation("fasting");
  const messageText = useMessageText();
  const [choice, setChoice] = useState<number | "custom">(
    isPreset(defaultHours) ? defaultHours : "custom",
  );
  const [custom, setCustom] = useState(String(defaultHours));
  const [earlier, setEarlier] = useState("");
  const [problem, setProblem] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const startTime = earlier ? dateTimeLocalToIso(earlier) : undefined;
    const parsed = FastInput.safeParse({
      targetHours: choice === "custom" ? Number(custom) : choice,
      ...(startTime ? { startTime } : {}),
    });
    if (!parsed.success) {
      setProblem(messageText(parsed.error.issues[0]?.message ?? ""));
      return;
    }
    setProblem(null);
    onStart(parsed.data);
  }

  const chip = (selected: boolean) =>
    clsx(
      "flex h-11 min-w-14 cursor-pointer items-center justify-center rounded-xl border px-3 text-sm font-semibold has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600",
      selected
        ? "border-brand-600 bg-brand-50 text-brand-900 ring-1 ring-brand-600"
        : "border-slate-200 bg-white text-slate-800",
    );

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-slate-900">{t("start.target")}</legend>
        <div className="flex flex-wrap gap-2">
          {FAST_PRESET_HOURS.map((hours) => (
            <label key={hours} className={chip(choice === hours)}>
              <input
                type="radio"
                name="target"
                className="sr-only"
                checked={choice === hours}
                onChange={() => setChoice(hours)}
              />
              {t("start.presetHours", { hours })}
            </label>
          ))}
          <label className={chip(choice === "custom")}>
            <input
              type="radio"
              name="target"
              className="sr-only"
              checked={choice === "custom"}
              onChange={() => setChoice("custom")}
            />
            {t("start.custom")}
          </label>
        </div>
      </fieldset>
      {choice === "custom" ? (
        <TextField
          label={t("start.customHours")}
          type="number"
          inputMode="numeric"
          min={1}
          max={168}
          step={1}
          value={custom}
          onChange={(e) => setCustom(e.target.value)}
          containerClassName="max-w-48"
        />
      ) : null}
      <details className="rounded-xl border border-slate-200 bg-slate-50 px-3 py-2">
        <summary className="cursor-pointer py-1 text-sm font-medium text-slate-800">
          {t("start.startedEarlier")}
        </summary>
        <TextField
          label={t("start.startedAt")}
          hint={t("start.startedAtHint")}
          type="datetime-local"
          max={toDateTimeLocalValue(new Date())}
          value={earlier}
          onChange={(e) => setEarlier(e.target.value)}
          containerClassName="mt-2 max-w-64"
        />
      </details>
      {problem || error ? (
        <Banner variant="error">{problem ?? (error ? messageText(error) : "")}</Banner>
      ) : null}
      <div>
        <Button type="submit" size="lg" loading={starting}>
          {t("start.start")}
        </Button>
      </div>
    </form>
  );
}
