import type { ArticleView } from "@vitalog/domain";
import clsx from "clsx";
import { useTranslation } from "react-i18next";
import { useSignInPrompt } from "../../../app/sign-in-prompt.tsx";
import { useToast } from "../../../app/toast.tsx";
import { buttonClassName } from "../../../components/Button/Button.tsx";
import { useMessageText } from "../../../lib/messages.ts";
import { useToggleLike } from "../api.ts";
import { useArticleFormat } from "../display.ts";
import { HeartIcon } from "./icons.tsx";

/** Like (a toggle, pressed when liked) with the count; a visitor gets the sign-in prompt. */
export function LikeButton({
  article,
  isPreview,
}: {
  article: Pick<ArticleView, "id" | "slug" | "likedByMe" | "likeCount">;
  isPreview: boolean;
}) {
  const { t } = useTranslation("articles");
  const text = useMessageText();
  const format = useArticleFormat();
  const prompt = useSignInPrompt();
  const { toast } = useToast();
  const like = useToggleLike(article);
  const liked = article.likedByMe;

  const handleClick = () => {
    if (isPreview) return prompt.open(t("like.promptFeature"));
    like.mutate(!liked, {
      onError: (cause) => toast({ message: text(cause), variant: "error" }),
    });
  };

  return (
    <button
      type="button"
      aria-pressed={liked}
      onClick={handleClick}
      className={buttonClassName(
        "secondary",
        "sm",
        false,
        clsx(liked && "border-rose-300 bg-rose-50 text-rose-800 hover:bg-rose-100"),
      )}
    >
      <HeartIcon filled={liked} className={clsx("size-4", liked && "text-rose-600")} />
      {t("like.action")}
      <span aria-hidden="true" className="tabular-nums">
        {format.count(article.likeCount)}
      </span>
      <span className="sr-only">{t("like.count", { count: article.likeCount })}</span>
    </button>
  );
}
