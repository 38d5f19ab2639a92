import {
  WELLBEING_DIMENSIONS,
  WELLBEING_NOTE_MAX,
  type WellbeingCheckin,
  WellbeingCheckinInput,
  type WellbeingDimension,
} from "@vitalog/domain";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Banner } from "../../../components/Banner/Banner.tsx";
import { Button } from "../../../components/Button/Button.tsx";
import { TextField } from "../../../components/TextField/TextField.tsx";
import { useMessageText } from "../../../lib/messages.ts";
import { ScaleField } from "./ScaleField.tsx";

type Scores = Record<WellbeingDimension, number | null>;

export interface CheckinFormProps {
  existing: WellbeingCheckin | null;
  saving: boolean;
  error: Error | null;
  onSave: (input: WellbeingCheckinInput) => void;
  onDelete?: (() => void) | undefined;
}

/** The four scales, then optional sleep hours and a note; one tap each and Save. */
export function CheckinForm({ existing, saving, error, onSave, onDelete }: CheckinFormProps) {
  const { t } = useTranslation("wellbeing");
  const messageText = useMessageText();
  const [scores, setScores] = useState<Scores>({
    mood: existing?.mood ?? null,
    energy: existing?.energy ?? null,
    sleepQuality: existing?.sleepQuality ?? null,
    stress: existing?.stress ?? null,
  });
  const [sleepHours, setSleepHours] = useState(existing?.sleepHours?.toString() ?? "");
  const [note, setNote] = useState(existing?.note ?? "");
  const [problem, setProblem] = useState<string | null>(null);
  const [tried, setTried] = useState(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    const parsed = WellbeingCheckinInput.safeParse({
      ...scores,
      sleepHours: sleepHours.trim() === "" ? null : Number(sleepHours),
      note: note.trim() === "" ? null : note,
    });
    if (!parsed.success) {
      const missing = WELLBEING_DIMENSIONS.some((d) => scores[d] === null);
      setProblem(missing ? t("form.missing") : messageText(parsed.error.issues[0]?.message ?? ""));
      return;
    }
    setProblem(null);
    onSave(parsed.data);
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      {WELLBEING_DIMENSIONS.map((dimension) => (
        <ScaleField
          key={dimension}
          dimension={dimension}
          value={scores[dimension]}
          invalid={tried && scores[dimension] === null}
          onChange={(value) => setScores((s) => ({ ...s, [dimension]: value }))}
        />
      ))}
      <details
        className="rounded-xl border border-slate-200 bg-slate-50 px-3 py-2"
        open={Boolean(existing?.sleepHours ?? existing?.note)}
      >
        <summary className="cursor-pointer py-1 text-sm font-medium text-slate-800">
          {t("form.more")}
        </summary>
        <div className="mt-3 grid gap-3 sm:grid-cols-[10rem_1fr]">
          <TextField
            label={t("form.sleepHours")}
            hint={t("form.sleepHoursHint")}
            type="number"
            inputMode="decimal"
            min={0}
            max={24}
            step={0.5}
            value={sleepHours}
            onChange={(e) => setSleepHours(e.target.value)}
          />
          <TextField
            label={t("form.note")}
            hint={t("form.noteHint")}
            maxLength={WELLBEING_NOTE_MAX}
            value={note}
            onChange={(e) => setNote(e.target.value)}
          />
        </div>
      </details>
      {problem || error ? (
        <Banner variant="error">{problem ?? (error ? messageText(error) : t("form.error"))}</Banner>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" loading={saving} size="lg">
          {existing ? t("form.update") : t("form.save")}
        </Button>
        {existing && onDelete ? (
          <Button variant="ghost" onClick={onDelete}>
            {t("form.delete")}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
