import type { Post, PostReply } from "@vitalog/domain";
import { useTranslation } from "react-i18next";
import { useToast } from "../../../app/toast.tsx";
import { EyeIcon, EyeOffIcon } from "../../../components/Icon/icons.tsx";
import { useMessageText } from "../../../lib/messages.ts";
import { useHidePost } from "../moderation.ts";
import { PostActionButton } from "./PostActionButton.tsx";
import type { ThreadScope } from "./thread-scope.ts";

/** What a group's moderator may do with any post: hide it, or show it again. */
export function PostModerationMenu({
  post,
  scope,
}: {
  post: Post | PostReply;
  scope: ThreadScope;
}) {
  const { t } = useTranslation("health-groups");
  const text = useMessageText();
  const { toast } = useToast();
  const hide = useHidePost(scope.group.id);
  if (!scope.canModerate || scope.isPreview) return null;
  const handleHide = () =>
    hide.mutate(
      { postId: post.id, threadId: scope.threadId, hide: !post.isHidden },
      {
        onSuccess: (reply) =>
          toast({
            message: t(reply.isHidden ? "post.hiddenDone" : "post.shownDone"),
            variant: "success",
          }),
        onError: (error) => toast({ message: text(error), variant: "error" }),
      },
    );
  return (
    <PostActionButton
      icon={post.isHidden ? <EyeIcon className="size-4" /> : <EyeOffIcon className="size-4" />}
      onClick={handleHide}
    >
      {post.isHidden ? t("post.unhide") : t("post.hide")}
    </PostActionButton>
  );
}
