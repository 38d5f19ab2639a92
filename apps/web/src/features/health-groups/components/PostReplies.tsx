import type { Post, PostReply } from "@vitalog/domain";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useToast } from "../../../app/toast.tsx";
import { useCreatePost } from "../posts.ts";
import { JoinButton } from "./JoinButton.tsx";
import { useNameOf } from "./name.ts";
import { PostForm } from "./PostForm.tsx";
import type { ThreadScope } from "./thread-scope.ts";

/** A signed-in reader who is not a member: join first, right where they wanted to write. */
export function JoinNotice({ scope }: { scope: ThreadScope }) {
  const { t } = useTranslation("health-groups");
  return (
    <div className="flex flex-col items-start gap-3 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm text-slate-700">{t("post.joinToReply")}</p>
      <JoinButton group={scope.group} isPreview={scope.isPreview} size="sm" />
    </div>
  );
}

/** The reply being written to a post, or the way to join the group first. */
export function ReplyBox({
  scope,
  post,
  onDone,
}: {
  scope: ThreadScope;
  post: Post | PostReply;
  onDone: () => void;
}) {
  return (
    <div className="mt-1 rounded-xl border border-slate-200 bg-slate-50 p-3">
      {scope.group.isMember ? (
        <ReplyForm scope={scope} post={post} onDone={onDone} />
      ) : (
        <JoinNotice scope={scope} />
      )}
    </div>
  );
}

function ReplyForm({
  scope,
  post,
  onDone,
}: {
  scope: ThreadScope;
  post: Post | PostReply;
  onDone: () => void;
}) {
  const { t } = useTranslation("health-groups");
  const { toast } = useToast();
  const create = useCreatePost(scope.threadId);
  const nameOf = useNameOf();
  return (
    <PostForm
      label={t("post.replyLabel", { name: nameOf(post.author.name) })}
      submitLabel={t("post.submitReply")}
      rows={3}
      autoFocus
      onCancel={onDone}
      onSubmit={async (content) => {
        await create.mutateAsync({ content, parentId: post.id });
        toast({ message: t("post.replied"), variant: "success" });
        onDone();
      }}
    />
  );
}

/** A post's replies, one level deep, each drawn by `renderReply`. */
export function PostReplies({
  post,
  renderReply,
}: {
  post: Post | PostReply;
  renderReply: (reply: PostReply) => ReactNode;
}) {
  const { t } = useTranslation("health-groups");
  const nameOf = useNameOf();
  const replies = "replies" in post ? post.replies : [];
  if (replies.length === 0) return null;
  return (
    <ul
      aria-label={t("post.replies", { name: nameOf(post.author.name) })}
      className="mt-2 flex flex-col gap-4 border-l-2 border-slate-100 pl-3 sm:pl-4"
    >
      {replies.map((reply) => (
        <li key={reply.id}>{renderReply(reply)}</li>
      ))}
    </ul>
  );
}
