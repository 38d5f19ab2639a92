import {
  type Fast,
  type FastEndInput,
  FastingMessage,
  fastProgress,
  isFastOverdue,
} from "@vitalog/domain";
import { type FormEvent, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Banner } from "../../../components/Banner/Banner.tsx";
import { Button } from "../../../components/Button/Button.tsx";
import { Dialog } from "../../../components/Dialog/Dialog.tsx";
import { TextField } from "../../../components/TextField/TextField.tsx";
import {
  ConfirmUnusual,
  type UnusualValues,
  unusualValuesOf,
} from "../../../kit/ConfirmUnusual.tsx";
import { dateTimeLocalToIso, toDateTimeLocalValue } from "../../../kit/datetime-local.ts";
import { SignInRequiredError } from "../../../kit/time-series.ts";
import { useMessageText } from "../../../lib/messages.ts";
import { clock } from "../display.ts";

/**
 * Ends the fast in progress, now or at the time the person really ate. A fast left running
 * far past its target (domain isFastOverdue) opens with its target time as the end, and one
 * ended far past it anyway asks to confirm (the server's 422 CONFIRMATION_REQUIRED).
 */
export function EndFastDialog({
  fast,
  open,
  onOpenChange,
  ending,
  onEnd,
}: {
  fast: Fast;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  ending: boolean;
  onEnd: (input: FastEndInput) => Promise<void>;
}) {
  const { t } = useTranslation("fasting");
  const text = useMessageText();
  const [endAt, setEndAt] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [unusual, setUnusual] = useState<UnusualValues | null>(null);
  const now = new Date();
  const overdue = isFastOverdue(fast, now);

  useEffect(() => {
    if (!open) return;
    // A forgotten fast most likely ended when its target was reached.
    const at = new Date();
    setEndAt(toDateTimeLocalValue(isFastOverdue(fast, at) ? fastProgress(fast, at).targetAt : at));
    setProblem(null);
    setUnusual(null);
  }, [open, fast]);

  async function end(confirmed: boolean) {
    const endTime = dateTimeLocalToIso(endAt);
    if (!endTime) {
      setProblem(text(FastingMessage.endRequired));
      return;
    }
    setProblem(null);
    setUnusual(null);
    try {
      await onEnd({ endTime, ...(confirmed ? { confirmed: true } : {}) });
    } catch (error) {
      if (error instanceof SignInRequiredError) return;
      const asked = unusualValuesOf(error);
      if (asked) setUnusual(asked);
      else setProblem(text(error as Error));
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="sm"
      title={overdue ? t("overdue.endTitle") : t("timer.endTitle")}
      description={t("timer.endBody", {
        elapsed: clock(now.getTime() - Date.parse(fast.startTime)).replace(/:\d\d$/, ""),
        hours: fast.targetHours,
      })}
    >
      <form
        noValidate
        className="mt-4 flex flex-col gap-4"
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          void end(false);
        }}
      >
        <TextField
          type="datetime-local"
          label={t("overdue.endedAt")}
          hint={overdue ? t("overdue.endedAtHint") : undefined}
          max={toDateTimeLocalValue(now)}
          value={endAt}
          onChange={(e) => {
            setEndAt(e.target.value);
            setUnusual(null);
          }}
        />
        {problem ? <Banner variant="error">{problem}</Banner> : null}
        {unusual ? (
          <ConfirmUnusual
            messages={[unusual.message]}
            confirming={ending}
            onConfirm={() => void end(true)}
            onCorrect={() => setUnusual(null)}
          />
        ) : null}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t("timer.keepGoing")}
          </Button>
          <Button type="submit" loading={ending && !unusual}>
            {t("timer.endConfirm")}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
