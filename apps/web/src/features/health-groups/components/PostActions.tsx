import type { Post, PostReply } from "@vitalog/domain";
import clsx from "clsx";
import { type Ref, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSignInPrompt } from "../../../app/sign-in-prompt.tsx";
import { useToast } from "../../../app/toast.tsx";
import { ConfirmDialog } from "../../../components/ConfirmDialog/ConfirmDialog.tsx";
import { CheckCircleIcon, PencilIcon, TrashIcon } from "../../../components/Icon/icons.tsx";
import { useMessageText } from "../../../lib/messages.ts";
import { useDeletePost, useLikePost } from "../posts.ts";
import { FlagIcon, HeartIcon, ReplyIcon } from "./icons.tsx";
import { PostActionButton } from "./PostActionButton.tsx";
import { PostModerationMenu } from "./PostModerationMenu.tsx";
import { ReportDialog } from "./ReportDialog.tsx";
import type { PostKind, ThreadScope } from "./thread-scope.ts";

/**
 * What the reader may do with a post: like it, reply (posts only), report someone else's, edit
 * or delete their own, and the moderator's menu. In the preview each opens the sign-in prompt.
 */
export function PostActions({
  post,
  kind,
  scope,
  replying,
  onToggleReply,
  onEdit,
  replyButtonRef,
  editButtonRef,
}: {
  post: Post | PostReply;
  kind: PostKind;
  scope: ThreadScope;
  replying: boolean;
  onToggleReply: () => void;
  onEdit: () => void;
  replyButtonRef: Ref<HTMLButtonElement>;
  editButtonRef: Ref<HTMLButtonElement>;
}) {
  const { t } = useTranslation("health-groups");
  const text = useMessageText();
  const prompt = useSignInPrompt();
  const { toast } = useToast();
  const like = useLikePost(scope.threadId);
  const remove = useDeletePost(scope.threadId);
  const [reporting, setReporting] = useState(false);
  const [reported, setReported] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const { isPreview } = scope;
  const fail = (error: Error) => toast({ message: text(error), variant: "error" });

  const gate = (action: () => void) => () => {
    if (isPreview) prompt.open(t("prompt.discuss"));
    else action();
  };
  const handleLike = gate(() => {
    if (like.isPending) return;
    like.mutate({ postId: post.id, like: !post.likedByMe }, { onError: fail });
  });
  const handleDelete = () =>
    remove.mutate(post.id, {
      onSuccess: () => {
        setConfirmingDelete(false);
        toast({ message: t("post.deleted"), variant: "success" });
        scope.onPostRemoved();
      },
      onError: (error) => {
        setConfirmingDelete(false);
        fail(error);
      },
    });

  return (
    <>
      <div className="-ml-2.5 flex flex-wrap items-center gap-0.5">
        <PostActionButton
          icon={
            <HeartIcon
              className={clsx("size-4", post.likedByMe && "fill-current")}
              aria-hidden="true"
            />
          }
          aria-pressed={post.likedByMe}
          onClick={handleLike}
          className={post.likedByMe ? "text-rose-700 hover:text-rose-800" : undefined}
        >
          {t("post.like")}
          {post.likeCount > 0 ? (
            <>
              <span aria-hidden="true" className="tabular-nums">
                {post.likeCount}
              </span>
              <span className="sr-only">{t("post.likeCount", { count: post.likeCount })}</span>
            </>
          ) : null}
        </PostActionButton>
        {kind === "post" ? (
          <PostActionButton
            ref={replyButtonRef}
            icon={<ReplyIcon className="size-4" />}
            aria-expanded={replying}
            onClick={gate(onToggleReply)}
          >
            {t("post.reply")}
          </PostActionButton>
        ) : null}
        {post.canEdit ? null : (
          <PostActionButton
            icon={
              reported ? (
                <CheckCircleIcon className="size-4 text-emerald-700" />
              ) : (
                <FlagIcon className="size-4" />
              )
            }
            onClick={gate(() => setReporting(true))}
          >
            {reported ? t("post.reported") : t("post.report")}
          </PostActionButton>
        )}
        {post.canEdit && !isPreview ? (
          <PostActionButton
            ref={editButtonRef}
            icon={<PencilIcon className="size-4" />}
            onClick={onEdit}
          >
            {t("post.edit")}
          </PostActionButton>
        ) : null}
        {post.canDelete && !isPreview ? (
          <PostActionButton
            icon={<TrashIcon className="size-4" />}
            onClick={() => setConfirmingDelete(true)}
          >
            {t("post.delete")}
          </PostActionButton>
        ) : null}
        <PostModerationMenu post={post} scope={scope} />
      </div>
      {reporting ? (
        <ReportDialog
          postId={post.id}
          open={reporting}
          onOpenChange={setReporting}
          onReported={() => setReported(true)}
        />
      ) : null}
      <ConfirmDialog
        open={confirmingDelete}
        title={t("post.deleteTitle")}
        message={t("post.deleteText")}
        confirmLabel={t("post.delete")}
        busy={remove.isPending}
        onConfirm={handleDelete}
        onCancel={() => setConfirmingDelete(false)}
      />
    </>
  );
}
