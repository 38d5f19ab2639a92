import { zodResolver } from "@hookform/resolvers/zod";
import {
  COMMENT_MAX,
  type FeatureRequest,
  type FeatureRequestComment,
  FeatureRequestCommentInput,
} from "@vitalog/domain";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useSignInPrompt } from "../../../app/sign-in-prompt.tsx";
import { useToast } from "../../../app/toast.tsx";
import { Banner } from "../../../components/Banner/Banner.tsx";
import { Button } from "../../../components/Button/Button.tsx";
import { Card } from "../../../components/Card/Card.tsx";
import { ConfirmDialog } from "../../../components/ConfirmDialog/ConfirmDialog.tsx";
import { TrashIcon } from "../../../components/Icon/icons.tsx";
import { Skeleton } from "../../../components/Skeleton/Skeleton.tsx";
import { TextAreaField } from "../../../components/TextAreaField/TextAreaField.tsx";
import { Avatar } from "../../../kit/Avatar.tsx";
import { applyServerError } from "../../../kit/form-errors.ts";
import { LinkedParagraph } from "../../../kit/LinkedText.tsx";
import { Loadable } from "../../../kit/Loadable.tsx";
import { TimeAgo } from "../../../kit/TimeAgo.tsx";
import { useMessageText } from "../../../lib/messages.ts";
import { useAddComment, useComments, useDeleteComment } from "../api.ts";
import type { RequestArea } from "../paths.ts";
import { AuthorName } from "./AuthorName.tsx";

function CommentForm({ requestId }: { requestId: string }) {
  const { t } = useTranslation("feature-requests");
  const text = useMessageText();
  const add = useAddComment(requestId);
  const [failure, setFailure] = useState<Error | null>(null);
  const {
    register,
    handleSubmit,
    watch,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FeatureRequestCommentInput>({
    resolver: zodResolver(FeatureRequestCommentInput),
    defaultValues: { content: "" },
  });

  const submit = handleSubmit(async ({ content }) => {
    setFailure(null);
    try {
      await add.mutateAsync(content);
      reset({ content: "" });
    } catch (error) {
      setFailure(applyServerError(error, ["content"], setError));
    }
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3">
      <TextAreaField
        label={t("comments.label")}
        rows={3}
        maxLength={COMMENT_MAX}
        error={errors.content?.message}
        value={watch("content")}
        className="min-h-20 resize-y"
        {...register("content")}
      />
      {failure ? <Banner variant="error">{text(failure)}</Banner> : null}
      <div className="flex justify-end">
        <Button type="submit" loading={isSubmitting}>
          {t("comments.send")}
        </Button>
      </div>
    </form>
  );
}

function CommentItem({
  comment,
  area,
  onDelete,
}: {
  comment: FeatureRequestComment;
  area: RequestArea;
  onDelete: (comment: FeatureRequestComment) => void;
}) {
  const { t } = useTranslation("feature-requests");
  return (
    <li className="flex gap-3 py-4 first:pt-0 last:pb-0">
      <Avatar author={comment.author} size="sm" />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
          <AuthorName author={comment.author} area={area} />
          <TimeAgo instant={comment.createdAt} className="text-xs text-slate-600" />
        </p>
        <LinkedParagraph text={comment.content} className="text-sm text-slate-800" />
      </div>
      {comment.canDelete && area !== "preview" ? (
        <Button
          variant="ghost"
          size="sm"
          aria-label={t("comments.delete")}
          title={t("comments.delete")}
          onClick={() => onDelete(comment)}
          className="shrink-0 self-start"
        >
          <TrashIcon className="size-4" />
        </Button>
      ) : null}
    </li>
  );
}

/** The talk about a request, oldest first, with a form to join in (closed once merged). */
export function Comments({ request, area }: { request: FeatureRequest; area: RequestArea }) {
  const { t } = useTranslation("feature-requests");
  const text = useMessageText();
  const prompt = useSignInPrompt();
  const { toast } = useToast();
  const query = useComments(request.id);
  const remove = useDeleteComment(request.id);
  const [deleting, setDeleting] = useState<FeatureRequestComment | null>(null);

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        setDeleting(null);
        toast({ message: t("comments.deleted"), variant: "success" });
      },
      onError: (error) => {
        setDeleting(null);
        toast({ message: text(error), variant: "error" });
      },
    });
  };

  const comments = query.data?.pages.flatMap((page) => page.items);
  return (
    <Card title={t("comments.heading", { count: request.commentCount })}>
      <Loadable
        query={{ data: comments, isError: query.isError, refetch: query.refetch }}
        loading={
          <div className="flex flex-col gap-3">
            <Skeleton className="h-14 w-full" />
            <Skeleton className="h-14 w-full" />
          </div>
        }
        error={t("comments.loadError")}
        isEmpty={(items) => items.length === 0}
        empty={<p className="text-sm text-slate-600">{t("comments.empty")}</p>}
      >
        {(items) => (
          <div className="flex flex-col gap-4">
            <ul className="flex flex-col divide-y divide-slate-100">
              {items.map((comment) => (
                <CommentItem
                  key={comment.id}
                  comment={comment}
                  area={area}
                  onDelete={setDeleting}
                />
              ))}
            </ul>
            {query.hasNextPage ? (
              <Button
                variant="secondary"
                onClick={() => void query.fetchNextPage()}
                loading={query.isFetchingNextPage}
                className="self-start"
              >
                {t("comments.more")}
              </Button>
            ) : null}
          </div>
        )}
      </Loadable>
      <div className="mt-5 border-t border-slate-200 pt-5">
        {request.mergedInto ? (
          <p className="text-sm text-slate-600">{t("comments.closed")}</p>
        ) : area === "preview" ? (
          <Button variant="secondary" onClick={() => prompt.open(t("promptFeature.comment"))}>
            {t("comments.signIn")}
          </Button>
        ) : (
          <CommentForm requestId={request.id} />
        )}
      </div>
      <ConfirmDialog
        open={deleting !== null}
        title={t("comments.deleteTitle")}
        message={t("comments.deleteText")}
        confirmLabel={t("comments.delete")}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </Card>
  );
}
