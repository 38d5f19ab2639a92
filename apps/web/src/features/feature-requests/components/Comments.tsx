import { useInfiniteQuery } from "@tanstack/react-query";
import {
  COMMENT_MAX,
  type FeatureRequest,
  type FeatureRequestComment,
  FeatureRequestCommentInput,
} from "@vitalog/domain";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSignInPrompt } from "../../../app/sign-in-prompt.tsx";
import { useToast } from "../../../app/toast.tsx";
import { Button } from "../../../components/Button/Button.tsx";
import { Card } from "../../../components/Card/Card.tsx";
import { CommentForm } from "../../../components/Comments/CommentForm.tsx";
import { CommentItem } from "../../../components/Comments/CommentItem.tsx";
import { ConfirmDialog } from "../../../components/ConfirmDialog/ConfirmDialog.tsx";
import { TrashIcon } from "../../../components/Icon/icons.tsx";
import { Skeleton } from "../../../components/Skeleton/Skeleton.tsx";
import { Avatar } from "../../../kit/Avatar.tsx";
import { LinkedParagraph } from "../../../kit/LinkedText.tsx";
import { Loadable } from "../../../kit/Loadable.tsx";
import { TimeAgo } from "../../../kit/TimeAgo.tsx";
import { useMessageText } from "../../../lib/messages.ts";
import { featureRequestsData, useAddComment, useDeleteComment } from "../api.ts";
import type { RequestArea } from "../paths.ts";
import { AuthorName } from "./AuthorName.tsx";

function RequestCommentForm({ requestId }: { requestId: string }) {
  const { t } = useTranslation("feature-requests");
  const add = useAddComment(requestId);
  return (
    <CommentForm
      schema={FeatureRequestCommentInput}
      label={t("comments.label")}
      submitLabel={t("comments.send")}
      maxLength={COMMENT_MAX}
      onSubmit={(content) => add.mutateAsync(content)}
    />
  );
}

function RequestComment({
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
    <CommentItem
      as="li"
      className="py-4 first:pt-0 last:pb-0"
      avatar={<Avatar author={comment.author} size="sm" />}
      byline={
        <>
          <AuthorName author={comment.author} area={area} />
          <TimeAgo instant={comment.createdAt} className="text-xs text-slate-600" />
        </>
      }
      sideAction={
        comment.canDelete && area !== "preview" ? (
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
        ) : null
      }
    >
      <LinkedParagraph text={comment.content} className="text-sm text-slate-800" />
    </CommentItem>
  );
}

/** The talk about a request, oldest first, with a form to join in (closed once merged). */
export function Comments({ request, area }: { request: FeatureRequest; area: RequestArea }) {
  const { t } = useTranslation("feature-requests");
  const text = useMessageText();
  const prompt = useSignInPrompt();
  const { toast } = useToast();
  const requestQueries = featureRequestsData.useQueries();
  const query = useInfiniteQuery(requestQueries.comments(request.id));
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
                <RequestComment
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
          <RequestCommentForm requestId={request.id} />
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
