import type { Post, PostReply } from "@vitalog/domain";
import { useId, useRef, useState } from "react";
import { PostActions } from "./PostActions.tsx";
import { PostEditor, PostHeader, PostText } from "./PostBody.tsx";
import { PostReplies, ReplyBox } from "./PostReplies.tsx";
import type { PostKind, ThreadScope } from "./thread-scope.ts";

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
  const headingId = useId();
  const [replying, setReplying] = useState(false);
  const [editing, setEditing] = useState(false);
  const replyButton = useRef<HTMLButtonElement>(null);
  const editButton = useRef<HTMLButtonElement>(null);

  const closeEditor = () => {
    setEditing(false);
    requestAnimationFrame(() => editButton.current?.focus());
  };
  const closeReply = () => {
    setReplying(false);
    requestAnimationFrame(() => replyButton.current?.focus());
  };

  return (
    <article aria-labelledby={headingId} className="flex min-w-0 flex-col gap-2">
      <PostHeader post={post} kind={kind} headingId={headingId} isPreview={scope.isPreview} />
      <div className="flex min-w-0 flex-col gap-1.5">
        {editing ? (
          <PostEditor post={post} kind={kind} scope={scope} onDone={closeEditor} />
        ) : (
          <>
            <PostText post={post} kind={kind} />
            <PostActions
              post={post}
              kind={kind}
              scope={scope}
              replying={replying}
              onToggleReply={() => setReplying((open) => !open)}
              onEdit={() => setEditing(true)}
              replyButtonRef={replyButton}
              editButtonRef={editButton}
            />
          </>
        )}
        {replying ? <ReplyBox scope={scope} post={post} onDone={closeReply} /> : null}
        <PostReplies
          post={post}
          renderReply={(reply) => <PostItem post={reply} kind="reply" scope={scope} />}
        />
      </div>
    </article>
  );
}
