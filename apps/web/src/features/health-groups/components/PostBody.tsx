import { GroupMessage, type Post, type PostReply } from "@vitalog/domain";
import clsx from "clsx";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useToast } from "../../../app/toast.tsx";
import { Avatar } from "../../../kit/Avatar.tsx";
import { LinkedParagraph } from "../../../kit/LinkedText.tsx";
import { isTeamAuthor } from "../../../kit/people.ts";
import { TimeAgo } from "../../../kit/TimeAgo.tsx";
import { useMessageText } from "../../../lib/messages.ts";
import { authorProfileIdentifier, profilePathsFor } from "../../profile/paths.ts";
import { useEditPost } from "../posts.ts";
import { useUpdateThread } from "../threads.ts";
import { useNameOf } from "./name.ts";
import { PostForm } from "./PostForm.tsx";
import { ThreadForm } from "./ThreadForm.tsx";
import type { PostKind, ThreadScope } from "./thread-scope.ts";

/** The author (linked to their profile), badges and when: the post's heading. */
export function PostHeader({
  post,
  kind,
  headingId,
  isPreview,
}: {
  post: Post | PostReply;
  kind: PostKind;
  headingId: string;
  isPreview: boolean;
}) {
  const { t } = useTranslation("health-groups");
  const nameOf = useNameOf();
  const authorName = nameOf(post.author.name);
  const profile = authorProfileIdentifier(post.author);
  // The opening post sits under the page's title, posts under "Replies", replies under posts.
  const Heading = kind === "opening" ? "h2" : kind === "post" ? "h3" : "h4";
  const byline = t(
    kind === "opening" ? "post.opening" : kind === "reply" ? "post.replyByline" : "post.byline",
    { name: authorName },
  );
  return (
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
  );
}

/** The post's text with its links; a hidden post's note, or that it was hidden. */
export function PostText({ post, kind }: { post: Post | PostReply; kind: PostKind }) {
  const { t } = useTranslation("health-groups");
  const text = useMessageText();
  if (post.content === null) {
    return <p className="text-sm text-slate-600 italic">{text(GroupMessage.hiddenPost)}</p>;
  }
  return (
    <>
      {post.isHidden ? <p className="text-xs text-amber-900">{t("post.hiddenNote")}</p> : null}
      <LinkedParagraph
        text={post.content}
        className={clsx(
          "text-slate-800",
          kind === "opening" ? "text-base leading-relaxed" : "text-sm leading-relaxed",
        )}
      />
    </>
  );
}

/** The post's text being edited; for the opening post, the thread's title and text. */
export function PostEditor({
  post,
  kind,
  scope,
  onDone,
}: {
  post: Post | PostReply;
  kind: PostKind;
  scope: ThreadScope;
  onDone: () => void;
}) {
  return kind === "opening" ? (
    <EditThread scope={scope} content={post.content ?? ""} onDone={onDone} />
  ) : (
    <EditPost scope={scope} post={post} onDone={onDone} />
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
