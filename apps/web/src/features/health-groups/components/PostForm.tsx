import { zodResolver } from "@hookform/resolvers/zod";
import { POST_MAX, PostPatch } from "@vitalog/domain";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Banner } from "../../../components/Banner/Banner.tsx";
import { Button } from "../../../components/Button/Button.tsx";
import { TextAreaField } from "../../../components/TextAreaField/TextAreaField.tsx";
import { applyServerError } from "../../../kit/form-errors.ts";
import { useMessageText } from "../../../lib/messages.ts";

/**
 * The text of a post, a reply or an edit (plain text, the domain's limits). `onSubmit` rejects
 * with the server's error: a field's message shows on the field, anything else above the buttons.
 */
export function PostForm({
  label,
  submitLabel,
  defaultContent = "",
  autoFocus = false,
  rows = 4,
  onSubmit,
  onCancel,
}: {
  label: string;
  submitLabel: string;
  defaultContent?: string;
  autoFocus?: boolean;
  rows?: number;
  onSubmit: (content: string) => Promise<unknown>;
  onCancel?: () => void;
}) {
  const { t } = useTranslation("health-groups");
  const text = useMessageText();
  const [failure, setFailure] = useState<Error | null>(null);
  const {
    register,
    handleSubmit,
    watch,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PostPatch>({
    resolver: zodResolver(PostPatch),
    defaultValues: { content: defaultContent },
  });

  const submit = handleSubmit(async ({ content }) => {
    setFailure(null);
    try {
      await onSubmit(content);
      reset({ content: "" });
    } catch (error) {
      setFailure(applyServerError(error, ["content"], setError));
    }
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3">
      <TextAreaField
        label={label}
        rows={rows}
        maxLength={POST_MAX}
        autoFocus={autoFocus}
        error={errors.content?.message}
        value={watch("content")}
        className="min-h-24 resize-y"
        {...register("content")}
      />
      {failure ? <Banner variant="error">{text(failure)}</Banner> : null}
      <div className="flex flex-wrap justify-end gap-2">
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel} disabled={isSubmitting}>
            {t("post.cancel")}
          </Button>
        ) : null}
        <Button type="submit" loading={isSubmitting}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
