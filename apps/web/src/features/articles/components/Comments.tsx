import { useInfiniteQuery } from "@tanstack/react-query";
import {
  type ArticleComment,
  type ArticleView,
  COMMENT_MAX,
  CommentInput,
  type CommentReply,
} from "@vitalog/domain";
import { useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSignInPrompt } from "../../../app/sign-in-prompt.tsx";
import { useToast } from "../../../app/toast.tsx";
import { Banner } from "../../../components/Banner/Banner.tsx";
import { Button } from "../../../components/Button/Button.tsx";
import { CommentForm } from "../../../components/Comments/CommentForm.tsx";
import { CommentItem } from "../../../components/Comments/CommentItem.tsx";
import { ConfirmDialog } from "../../../components/ConfirmDialog/ConfirmDialog.tsx";
import { Skeleton } from "../../../components/Skeleton/Skeleton.tsx";
import { LinkedText } from "../../../kit/LinkedText.tsx";
import { LoadError } from "../../../kit/Loadable.tsx";
import { useMessageText } from "../../../lib/messages.ts";
import { articlesData, useAddComment, useDeleteComment } from "../api.ts";
import { useArticleFormat, useAuthorName } from "../display.ts";
import { AuthorName, Avatar } from "./AuthorCard.tsx";
import { CharacterCount } from "./CharacterCount.tsx";

type Article = Pick<ArticleView, "id" | "commentCount">;

const CommentContent = CommentInput.pick({ content: true });

/** Write a comment or a reply: plain text, up to 2000 characters. */
function ArticleCommentForm({
  article,
  parent,
  label,
  submitLabel,
  onDone,
  onCancel,
  autoFocus = false,
}: {
  article: Article;
  parent?: ArticleComment;
  label: string;
  submitLabel: string;
  onDone?: () => void;
  onCancel?: () => void;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation("articles");
  const { toast } = useToast();
  const add = useAddComment(article);
  return (
    <CommentForm
      schema={CommentContent}
      label={label}
      submitLabel={submitLabel}
      cancelLabel={t("comments.cancel")}
      rows={parent ? 2 : 3}
      autoFocus={autoFocus}
      className=""
      buttonSize="sm"
      hint={(content) => <CharacterCount length={content.length} max={COMMENT_MAX} />}
      onCancel={onCancel}
      onSubmit={async (content) => {
        await add.mutateAsync({ content, ...(parent ? { parentId: parent.id } : {}) });
        toast({ message: parent ? t("comments.replied") : t("comments.posted") });
        onDone?.();
      }}
    />
  );
}

/** One comment or reply: who, when, the text with its links, and what the reader may do. */
function CommentBody({
  comment,
  isPreview,
  onReply,
  onDelete,
}: {
  comment: CommentReply;
  isPreview: boolean;
  onReply?: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation("articles");
  const format = useArticleFormat();
  const nameOf = useAuthorName();
  return (
    <CommentItem
      avatar={<Avatar author={comment.author} size="sm" />}
      byline={
        <>
          <AuthorName author={comment.author} isPreview={isPreview} />
          <time dateTime={comment.createdAt} className="text-slate-600">
            {format.dateTime(comment.createdAt)}
          </time>
          {comment.isEdited ? <span className="text-slate-600">{t("comments.edited")}</span> : null}
        </>
      }
      actions={
        onReply || comment.canDelete ? (
          <>
            {onReply ? (
              <Button
                variant="ghost"
                size="sm"
                onClick={onReply}
                aria-label={t("comments.replyTo", { name: nameOf(comment.author) })}
              >
                {t("comments.reply")}
              </Button>
            ) : null}
            {comment.canDelete ? (
              <Button
                variant="ghost"
                size="sm"
                onClick={onDelete}
                aria-label={t("comments.deleteOf", { name: nameOf(comment.author) })}
                className="text-red-700 hover:bg-red-50"
              >
                {t("comments.delete")}
              </Button>
            ) : null}
          </>
        ) : null
      }
    >
      <p className="break-words whitespace-pre-line text-slate-800">
        <LinkedText text={comment.content} />
      </p>
    </CommentItem>
  );
}

/**
 * The article's comments, oldest first, with replies one level deep. A member writes, replies
 * and deletes their own; in the preview every action opens the sign-in prompt.
 */
export function Comments({ article, isPreview }: { article: Article; isPreview: boolean }) {
  const { t } = useTranslation("articles");
  const text = useMessageText();
  const prompt = useSignInPrompt();
  const { toast } = useToast();
  const nameOf = useAuthorName();
  const headingId = useId();
  const articleQueries = articlesData.useQueries();
  const comments = useInfiniteQuery(articleQueries.comments(article.id));
  const remove = useDeleteComment(article);
  const [replyingTo, setReplyingTo] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<CommentReply | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const count = comments.data?.pages.at(-1)?.commentCount ?? article.commentCount;
  const items = comments.data?.pages.flatMap((page) => page.items) ?? [];

  const reply = (comment: ArticleComment) =>
    isPreview ? prompt.open(t("comments.promptFeature")) : setReplyingTo(comment.id);

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-5">
      <h2
        ref={heading}
        id={headingId}
        tabIndex={-1}
        className="text-xl font-semibold text-slate-900"
      >
        {t("comments.title", { count })}
      </h2>

      {isPreview ? (
        <div className="flex flex-col items-start gap-3 rounded-xl border border-slate-200 bg-slate-50 p-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-slate-700">{t("comments.signInText")}</p>
          <Button size="sm" onClick={() => prompt.open(t("comments.promptFeature"))}>
            {t("comments.write")}
          </Button>
        </div>
      ) : (
        <ArticleCommentForm
          article={article}
          label={t("comments.label")}
          submitLabel={t("comments.post")}
        />
      )}

      {comments.isError && !comments.data ? (
        <LoadError message={t("comments.loadError")} onRetry={() => void comments.refetch()} />
      ) : !comments.data ? (
        <div className="flex flex-col gap-3">
          <Skeleton className="h-16 w-full rounded-xl" />
          <Skeleton className="h-16 w-full rounded-xl" />
        </div>
      ) : items.length === 0 ? (
        <p className="text-sm text-slate-600">{t("comments.none")}</p>
      ) : (
        <ul className="flex flex-col gap-5">
          {items.map((comment) => (
            <li key={comment.id} className="flex flex-col gap-3">
              <CommentBody
                comment={comment}
                isPreview={isPreview}
                onReply={() => reply(comment)}
                onDelete={() => setDeleting(comment)}
              />
              {comment.replies.length > 0 || replyingTo === comment.id ? (
                <div className="ml-4 flex flex-col gap-3 border-l-2 border-slate-200 pl-4 sm:ml-11">
                  {comment.replies.length > 0 ? (
                    <ul
                      aria-label={t("comments.repliesTo", { name: nameOf(comment.author) })}
                      className="flex flex-col gap-3"
                    >
                      {comment.replies.map((replyItem) => (
                        <li key={replyItem.id}>
                          <CommentBody
                            comment={replyItem}
                            isPreview={isPreview}
                            onDelete={() => setDeleting(replyItem)}
                          />
                        </li>
                      ))}
                    </ul>
                  ) : null}
                  {replyingTo === comment.id ? (
                    <ArticleCommentForm
                      article={article}
                      parent={comment}
                      label={t("comments.replyLabel", { name: nameOf(comment.author) })}
                      submitLabel={t("comments.postReply")}
                      autoFocus
                      onDone={() => setReplyingTo(null)}
                      onCancel={() => setReplyingTo(null)}
                    />
                  ) : null}
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {comments.hasNextPage ? (
        <div>
          <Button
            variant="secondary"
            loading={comments.isFetchingNextPage}
            onClick={() => void comments.fetchNextPage()}
          >
            {t("comments.more")}
          </Button>
        </div>
      ) : null}
      {comments.isFetchNextPageError ? (
        <Banner variant="error">{t("comments.loadError")}</Banner>
      ) : null}

      <ConfirmDialog
        open={deleting !== null}
        title={t("comments.deleteTitle")}
        message={deleting?.parentId ? t("comments.deleteReplyText") : t("comments.deleteText")}
        confirmLabel={t("comments.deleteConfirm")}
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.id, {
            onSuccess: () => {
              setDeleting(null);
              toast({ message: t("comments.deleted") });
              heading.current?.focus();
            },
            onError: (cause) => {
              setDeleting(null);
              toast({ message: text(cause), variant: "error" });
            },
          });
        }}
      />
    </section>
  );
}
