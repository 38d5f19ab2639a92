import { zodResolver } from "@hookform/resolvers/zod";
import { type Fast, type FastEndInput, fastProgress, isFastOverdue } from "@vitalog/domain";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
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
import { SignInRequiredError } from "../../../kit/data.ts";
import { toDateTimeLocalValue } from "../../../kit/datetime-local.ts";
import { applyServerErrors } from "../../../kit/form-errors.ts";
import { useMessageText } from "../../../lib/messages.ts";
import { clock } from "../display.ts";
import { type EndFastValues, endFastSchema } from "../form.ts";

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
  const [problem, setProblem] = useState<string | null>(null);
  const [unusual, setUnusual] = useState<UnusualValues | null>(null);
  const now = new Date();
  const overdue = isFastOverdue(fast, now);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<EndFastValues, unknown, { endedAt: string }>({
    resolver: zodResolver(endFastSchema),
    defaultValues: { endedAt: "" },
  });

  useEffect(() => {
    if (!open) return;
    // A forgotten fast most likely ended when its target was reached.
    const at = new Date();
    reset({
      endedAt: toDateTimeLocalValue(isFastOverdue(fast, at) ? fastProgress(fast, at).targetAt : at),
    });
    setProblem(null);
    setUnusual(null);
  }, [open, fast, reset]);

  const end = (confirmed: boolean) =>
    handleSubmit(async ({ endedAt }) => {
      setProblem(null);
      setUnusual(null);
      try {
        await onEnd({ endTime: endedAt, ...(confirmed ? { confirmed: true } : {}) });
      } catch (error) {
        if (error instanceof SignInRequiredError) return;
        const asked = unusualValuesOf(error);
        if (asked) setUnusual(asked);
        else if (!applyServerErrors(error, setError, { endTime: "endedAt" })) {
          setProblem(text(error as Error));
        }
      }
    })();

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
        onSubmit={(event) => {
          event.preventDefault();
          void end(false);
        }}
      >
        <TextField
          type="datetime-local"
          label={t("overdue.endedAt")}
          hint={overdue ? t("overdue.endedAtHint") : undefined}
          max={toDateTimeLocalValue(now)}
          error={text(errors.endedAt?.message)}
          {...register("endedAt", { onChange: () => setUnusual(null) })}
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
