import { zodResolver } from "@hookform/resolvers/zod";
import { POST_MAX, THREAD_TITLE_MAX, ThreadInput } from "@vitalog/domain";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Banner } from "../../../components/Banner/Banner.tsx";
import { Button } from "../../../components/Button/Button.tsx";
import { TextAreaField } from "../../../components/TextAreaField/TextAreaField.tsx";
import { TextField } from "../../../components/TextField/TextField.tsx";
import { applyServerErrors } from "../../../kit/form-errors.ts";
import { useMessageText } from "../../../lib/messages.ts";

/** A discussion's title and opening post: to start one, or for its author to change them. */
export function ThreadForm({
  defaultValues = { title: "", content: "" },
  contentLabel,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  defaultValues?: ThreadInput;
  contentLabel: string;
  submitLabel: string;
  onSubmit: (input: ThreadInput) => Promise<unknown>;
  onCancel: () => void;
}) {
  const { t } = useTranslation("health-groups");
  const text = useMessageText();
  const [failure, setFailure] = useState<Error | null>(null);
  const {
    register,
    handleSubmit,
    watch,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ThreadInput>({ resolver: zodResolver(ThreadInput), defaultValues });

  const submit = handleSubmit(async (input) => {
    setFailure(null);
    try {
      await onSubmit(input);
    } catch (error) {
      if (!applyServerErrors(error, setError, ["title", "content"])) {
        setFailure(error instanceof Error ? error : new Error(String(error)));
      }
    }
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <TextField
        label={t("newThread.titleLabel")}
        maxLength={THREAD_TITLE_MAX}
        autoComplete="off"
        error={errors.title?.message}
        {...register("title")}
      />
      <TextAreaField
        label={contentLabel}
        rows={6}
        maxLength={POST_MAX}
        error={errors.content?.message}
        value={watch("content")}
        className="min-h-32 resize-y"
        {...register("content")}
      />
      {failure ? <Banner variant="error">{text(failure)}</Banner> : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={isSubmitting}>
          {t("post.cancel")}
        </Button>
        <Button type="submit" loading={isSubmitting}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
