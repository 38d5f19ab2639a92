import { GroupMessage, type Post, type PostReply } from "@vitalog/domain";
import clsx from "clsx";
import { type ReactNode, type Ref, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useSignInPrompt } from "../../../app/sign-in-prompt.tsx";
import { useToast } from "../../../app/toast.tsx";
import { Button } from "../../../components/Button/Button.tsx";
import { ConfirmDialog } from "../../../components/ConfirmDialog/ConfirmDialog.tsx";
import {
  CheckCircleIcon,
  EyeIcon,
  EyeOffIcon,
  PencilIcon,
  TrashIcon,
} from "../../../components/Icon/icons.tsx";
import { Avatar } from "../../../kit/Avatar.tsx";
import { LinkedParagraph } from "../../../kit/LinkedText.tsx";
import { isTeamAuthor } from "../../../kit/people.ts";
import { TimeAgo } from "../../../kit/TimeAgo.tsx";
import { useMessageText } from "../../../lib/messages.ts";
import { authorProfileIdentifier, profilePathsFor } from "../../profile/paths.ts";
import { useHidePost } from "../moderation.ts";
import { useCreatePost, useDeletePost, useEditPost, useLikePost } from "../posts.ts";
import { useUpdateThread } from "../threads.ts";
import { FlagIcon, HeartIcon, ReplyIcon } from "./icons.tsx";
import { JoinButton } from "./JoinButton.tsx";
import { useNameOf } from "./name.ts";
import { PostForm } from "./PostForm.tsx";
import { ReportDialog } from "./ReportDialog.tsx";
import { ThreadForm } from "./ThreadForm.tsx";

/** What every post of a thread needs to know about the thread and the reader. */
export interface ThreadScope {
  threadId: string;
  threadTitle: string;
  group: { id: string; name: string; isMember: boolean };
  /** The reader moderates the group: Hide on every post. */
  canModerate: boolean;
  isPreview: boolean;
  /** Where the keyboard goes when a post is deleted. */
  onPostRemoved: () => void;
}

type PostKind = "opening" | "post" | "reply";

function ActionButton({
  icon,
  children,
  className,
  ...props
}: {
  icon: ReactNode;
  children: ReactNode;
  className?: string;
  onClick: () => void;
  "aria-pressed"?: boolean;
  "aria-expanded"?: boolean;
  ref?: Ref<HTMLButtonElement>;
}) {
  return (
    <Button variant="ghost" size="sm" className={clsx("px-2.5 font-medium", className)} {...props}>
      {icon}
      {children}
    </Button>
  );
}

/**
 * A post (the opening one, a post, or a reply): its author, text with links, and what the
 * reader may do with it. Replies go one level deep: only posts take a Reply.
 */
export function PostItem({
  post,
  kind,
  scope,
}: {
  post: Post | PostReply;
  kind: PostKind;
  scope: ThreadScope;
}) {
  const { t } = useTranslation("health-groups");
  const text = useMessageText();
  const prompt = useSignInPrompt();
  const { toast } = useToast();
  const headingId = useId();
  const nameOf = useNameOf();
  const like = useLikePost(scope.threadId);
  const hide = useHidePost(scope.group.id);
  const remove = useDeletePost(scope.threadId);
  const [replying, setReplying] = useState(false);
  const [editing, setEditing] = useState(false);
  const [reporting, setReporting] = useState(false);
  const [reported, setReported] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const replyButton = useRef<HTMLButtonElement>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  const { isPreview } = scope;
  const replies = "replies" in post ? post.replies : [];
  const fail = (error: Error) => toast({ message: text(error), variant: "error" });

  const gate = (action: () => void) => () => {
    if (isPreview) prompt.open(t("prompt.discuss"));
    else action();
  };
  const handleLike = gate(() => {
    if (like.isPending) return;
    like.mutate({ postId: post.id, like: !post.likedByMe }, { onError: fail });
  });
  const handleHide = () =>
    hide.mutate(
      { postId: post.id, threadId: scope.threadId, hide: !post.isHidden },
      {
        onSuccess: (reply) =>
          toast({
            message: t(reply.isHidden ? "post.hiddenDone" : "post.shownDone"),
            variant: "success",
          }),
        onError: fail,
      },
    );
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
  const closeEditor = () => {
    setEditing(false);
    requestAnimationFrame(() => editButton.current?.focus());
  };
  const closeReply = () => {
    setReplying(false);
    requestAnimationFrame(() => replyButton.current?.focus());
  };

  const authorName = nameOf(post.author.name);
  const profile = authorProfileIdentifier(post.author);
  // The opening post sits under the page's title, posts under "Replies", replies under posts.
  const Heading = kind === "opening" ? "h2" : kind === "post" ? "h3" : "h4";
  const byline = t(
    kind === "opening" ? "post.opening" : kind === "reply" ? "post.replyByline" : "post.byline",
    { name: authorName },
  );

  return (
    <article aria-labelledby={headingId} className="flex min-w-0 flex-col gap-2">
      <header className="flex items-center gap-3">
        <Avatar author={post.author} size={kind === "reply" ? "sm" : "md"} />
        <div className="flex min-w-0 flex-col text-sm">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-0.5">
            <Heading id={headingId} aria-label={byline} className="font-semibold text-slate-900">
              {profile ? (
                <Link
                  to={profilePathsFor(isPreview).profile(profile)}
                  className="rounded-sm hover:text-brand-800 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
                >
                  {authorName}
                </Link>
              ) : (
                authorName
              )}
            </Heading>
            {isTeamAuthor(post.author) ? (
              <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-800">
                {t("post.teamBadge")}
              </span>
            ) : null}
            {post.isHidden && post.content !== null ? (
              <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900">
                {t("post.hiddenBadge")}
              </span>
            ) : null}
          </div>
          <p className="text-slate-600">
            <TimeAgo instant={post.createdAt} />
            {post.isEdited ? ` · ${t("post.edited")}` : null}
          </p>
        </div>
      </header>
      <div className="flex min-w-0 flex-col gap-1.5">
        {editing ? (
          kind === "opening" ? (
            <EditThread scope={scope} content={post.content ?? ""} onDone={closeEditor} />
          ) : (
            <EditPost scope={scope} post={post} onDone={closeEditor} />
          )
        ) : post.content === null ? (
          <p className="text-sm text-slate-600 italic">{text(GroupMessage.hiddenPost)}</p>
        ) : (
          <>
            {post.isHidden ? (
              <p className="text-xs text-amber-900">{t("post.hiddenNote")}</p>
            ) : null}
            <LinkedParagraph
              text={post.content}
              className={clsx(
                "text-slate-800",
                kind === "opening" ? "text-base leading-relaxed" : "text-sm leading-relaxed",
              )}
            />
          </>
        )}

        {editing ? null : (
          <div className="-ml-2.5 flex flex-wrap items-center gap-0.5">
            <ActionButton
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
            </ActionButton>
            {kind === "post" ? (
              <ActionButton
                ref={replyButton}
                icon={<ReplyIcon className="size-4" />}
                aria-expanded={replying}
                onClick={gate(() => setReplying((open) => !open))}
              >
                {t("post.reply")}
              </ActionButton>
            ) : null}
            {post.canEdit ? null : (
              <ActionButton
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
              </ActionButton>
            )}
            {post.canEdit && !isPreview ? (
              <ActionButton
                ref={editButton}
                icon={<PencilIcon className="size-4" />}
                onClick={() => setEditing(true)}
              >
                {t("post.edit")}
              </ActionButton>
            ) : null}
            {post.canDelete && !isPreview ? (
              <ActionButton
                icon={<TrashIcon className="size-4" />}
                onClick={() => setConfirmingDelete(true)}
              >
                {t("post.delete")}
              </ActionButton>
            ) : null}
            {scope.canModerate && !isPreview ? (
              <ActionButton
                icon={
                  post.isHidden ? <EyeIcon className="size-4" /> : <EyeOffIcon className="size-4" />
                }
                onClick={handleHide}
              >
                {post.isHidden ? t("post.unhide") : t("post.hide")}
              </ActionButton>
            ) : null}
          </div>
        )}

        {replying ? (
          <div className="mt-1 rounded-xl border border-slate-200 bg-slate-50 p-3">
            {scope.group.isMember ? (
              <ReplyForm scope={scope} post={post} onDone={closeReply} />
            ) : (
              <JoinNotice scope={scope} />
            )}
          </div>
        ) : null}

        {replies.length > 0 ? (
          <ul
            aria-label={t("post.replies", { name: authorName })}
            className="mt-2 flex flex-col gap-4 border-l-2 border-slate-100 pl-3 sm:pl-4"
          >
            {replies.map((reply) => (
              <li key={reply.id}>
                <PostItem post={reply} kind="reply" scope={scope} />
              </li>
            ))}
          </ul>
        ) : null}
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
    </article>
  );
}

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

function EditPost({
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
  const edit = useEditPost(scope.threadId);
  return (
    <PostForm
      label={t("post.editLabel")}
      submitLabel={t("post.save")}
      defaultContent={post.content ?? ""}
      autoFocus
      onCancel={onDone}
      onSubmit={async (content) => {
        await edit.mutateAsync({ postId: post.id, content });
        toast({ message: t("post.saved"), variant: "success" });
        onDone();
      }}
    />
  );
}

function EditThread({
  scope,
  content,
  onDone,
}: {
  scope: ThreadScope;
  content: string;
  onDone: () => void;
}) {
  const { t } = useTranslation("health-groups");
  const { toast } = useToast();
  const update = useUpdateThread(scope.threadId);
  return (
    <ThreadForm
      defaultValues={{ title: scope.threadTitle, content }}
      contentLabel={t("newThread.contentLabel")}
      submitLabel={t("post.save")}
      onCancel={onDone}
      onSubmit={async (input) => {
        await update.mutateAsync(input);
        toast({ message: t("post.saved"), variant: "success" });
        onDone();
      }}
    />
  );
}
