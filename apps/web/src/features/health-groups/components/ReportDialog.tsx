import { zodResolver } from "@hookform/resolvers/zod";
import { REPORT_DETAILS_MAX, REPORT_REASONS, ReportInput } from "@vitalog/domain";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Banner } from "../../../components/Banner/Banner.tsx";
import { Button } from "../../../components/Button/Button.tsx";
import { Dialog } from "../../../components/Dialog/Dialog.tsx";
import { CheckCircleIcon } from "../../../components/Icon/icons.tsx";
import { TextAreaField } from "../../../components/TextAreaField/TextAreaField.tsx";
import { FieldMessages } from "../../../components/TextField/TextField.tsx";
import { applyServerErrors } from "../../../kit/form-errors.ts";
import { useMessageText } from "../../../lib/messages.ts";
import { useReportPost } from "../posts.ts";

/** Report a post with a reason (and details); then says it was reported. */
export function ReportDialog({
  postId,
  open,
  onOpenChange,
  onReported,
}: {
  postId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onReported: () => void;
}) {
  const { t } = useTranslation("health-groups");
  const text = useMessageText();
  const report = useReportPost();
  const [failure, setFailure] = useState<Error | null>(null);
  const [done, setDone] = useState(false);
  const reasonError = useId();
  const {
    register,
    handleSubmit,
    watch,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ReportInput>({ resolver: zodResolver(ReportInput) });

  const submit = handleSubmit(async (input) => {
    setFailure(null);
    try {
      await report.mutateAsync({ postId, input: { ...input, details: input.details || null } });
      setDone(true);
      onReported();
    } catch (error) {
      if (!applyServerErrors(error, setError, ["reason", "details"])) {
        setFailure(error instanceof Error ? error : new Error(String(error)));
      }
    }
  });

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={done ? t("report.doneTitle") : t("report.title")}
      description={done ? undefined : t("report.description")}
    >
      {done ? (
        <div className="flex flex-col gap-5">
          <p role="status" className="flex items-start gap-3 text-sm text-slate-700">
            <CheckCircleIcon className="mt-0.5 size-5 shrink-0 text-emerald-600" />
            {t("report.doneText")}
          </p>
          <Button onClick={() => onOpenChange(false)} className="self-end">
            {t("report.close")}
          </Button>
        </div>
      ) : (
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <fieldset
            aria-invalid={errors.reason ? true : undefined}
            aria-describedby={errors.reason ? `${reasonError}-error` : undefined}
            className="flex flex-col gap-2"
          >
            <legend className="mb-1 text-sm font-medium text-slate-800">
              {t("report.reason")}
            </legend>
            {REPORT_REASONS.map((reason) => (
              <label
                key={reason}
                className="flex cursor-pointer items-center gap-3 rounded-xl border border-slate-200 px-3 py-2.5 text-sm text-slate-800 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600"
              >
                <input
                  type="radio"
                  value={reason}
                  className="size-4 accent-brand-700 focus:outline-none"
                  {...register("reason")}
                />
                {t(`report.reasons.${reason}`)}
              </label>
            ))}
            <FieldMessages id={reasonError} error={errors.reason?.message} />
          </fieldset>
          <TextAreaField
            label={t("report.details")}
            hint={t("report.detailsHint")}
            rows={3}
            maxLength={REPORT_DETAILS_MAX}
            error={errors.details?.message}
            value={watch("details") ?? ""}
            {...register("details")}
          />
          {failure ? <Banner variant="error">{text(failure)}</Banner> : null}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={isSubmitting}>
              {t("post.cancel")}
            </Button>
            <Button type="submit" loading={isSubmitting}>
              {t("report.submit")}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
