import { zodResolver } from "@hookform/resolvers/zod";
import type { ReactNode } from "react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { applyServerErrors } from "../../kit/form-errors.ts";
import { useMessageText } from "../../lib/messages.ts";
import { Banner } from "../Banner/Banner.tsx";
import { Button } from "../Button/Button.tsx";
import { TextAreaField } from "../TextAreaField/TextAreaField.tsx";

interface CommentValues {
  content: string;
}

/**
 * The one form for a comment, a reply, a post or its edit: plain text checked with the module's
 * schema. `onSubmit` rejects with the server's error: a message for `content` shows on the field,
 * anything else above the buttons. The text is cleared after a success.
 */
export function CommentForm({
  schema,
  label,
  submitLabel,
  cancelLabel,
  defaultContent = "",
  autoFocus = false,
  rows = 3,
  maxLength,
  hint,
  className = "min-h-20 resize-y",
  buttonSize = "md",
  onSubmit,
  onCancel,
}: {
  /** The module's schema for the text (`{ content }`). */
  schema: z.ZodType<CommentValues, CommentValues>;
  label: string;
  submitLabel: string;
  cancelLabel?: string;
  defaultContent?: string;
  autoFocus?: boolean;
  rows?: number;
  /** Stops typing at the limit (and shows "n / max"); without it the schema says so. */
  maxLength?: number;
  /** Under the field, from the text as it is. */
  hint?: (content: string) => ReactNode;
  className?: string;
  buttonSize?: "sm" | "md";
  onSubmit: (content: string) => Promise<unknown>;
  onCancel?: () => void;
}) {
  const text = useMessageText();
  const [failure, setFailure] = useState<Error | null>(null);
  const {
    register,
    handleSubmit,
    watch,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CommentValues>({
    resolver: zodResolver(schema),
    defaultValues: { content: defaultContent },
  });
  const content = watch("content");

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await onSubmit(values.content);
      reset({ content: "" });
    } catch (error) {
      if (!applyServerErrors(error, setError, ["content"])) {
        setFailure(error instanceof Error ? error : new Error(String(error)));
      }
    }
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3">
      <TextAreaField
        label={label}
        rows={rows}
        maxLength={maxLength}
        autoFocus={autoFocus}
        error={errors.content?.message}
        hint={hint?.(content)}
        value={content}
        className={className}
        {...register("content")}
      />
      {failure ? <Banner variant="error">{text(failure)}</Banner> : null}
      <div className="flex flex-wrap justify-end gap-2">
        {onCancel ? (
          <Button variant="secondary" size={buttonSize} onClick={onCancel} disabled={isSubmitting}>
            {cancelLabel}
          </Button>
        ) : null}
        <Button type="submit" size={buttonSize} loading={isSubmitting}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
