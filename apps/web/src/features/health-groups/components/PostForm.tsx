import { POST_MAX, PostPatch } from "@vitalog/domain";
import { useTranslation } from "react-i18next";
import { CommentForm } from "../../../components/Comments/CommentForm.tsx";

/** The text of a post, a reply or an edit: the shared comment form with the domain's limits. */
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
  return (
    <CommentForm
      schema={PostPatch}
      label={label}
      submitLabel={submitLabel}
      cancelLabel={t("post.cancel")}
      defaultContent={defaultContent}
      autoFocus={autoFocus}
      rows={rows}
      maxLength={POST_MAX}
      className="min-h-24 resize-y"
      onSubmit={onSubmit}
      onCancel={onCancel}
    />
  );
}
