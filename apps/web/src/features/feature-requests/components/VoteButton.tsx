import type { FeatureRequest } from "@vitalog/domain";
import clsx from "clsx";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { useSignInPrompt } from "../../../app/sign-in-prompt.tsx";
import { useToast } from "../../../app/toast.tsx";
import { useMessageText } from "../../../lib/messages.ts";
import { useToggleVote } from "../api.ts";
import type { RequestArea } from "../paths.ts";
import { ArrowUpIcon } from "./icons.tsx";

/**
 * One vote per person, as a toggle: pressed when the viewer votes for the request. The count
 * is the server's; a visitor gets the sign-in prompt, a refusal (too many votes) a toast.
 */
export function VoteButton({
  request,
  area,
  size = "md",
}: {
  request: FeatureRequest;
  area: RequestArea;
  size?: "md" | "lg";
}) {
  const { t } = useTranslation("feature-requests");
  const text = useMessageText();
  const prompt = useSignInPrompt();
  const { toast } = useToast();
  const vote = useToggleVote(request.id);
  const countId = useId();
  const isMerged = request.mergedInto !== null;

  const handleClick = () => {
    if (area === "preview") return prompt.open(t("promptFeature.vote"));
    if (vote.isPending) return;
    vote.mutate(undefined, {
      onError: (error) => toast({ message: text(error), variant: "error" }),
    });
  };

  const box = size === "lg" ? "min-w-16 px-3 py-2.5" : "min-w-14 px-2 py-2";
  if (isMerged) {
    return (
      <p
        className={clsx(
          box,
          "flex shrink-0 flex-col items-center self-start rounded-xl border border-slate-200 bg-slate-50 text-slate-600",
        )}
      >
        <span className="text-lg font-semibold tabular-nums">{request.voteCount}</span>
        <span className="text-xs">{t("vote.votes")}</span>
      </p>
    );
  }
  return (
    <div className="relative z-10 flex shrink-0 flex-col items-center">
      <button
        type="button"
        aria-pressed={request.votedByMe}
        aria-describedby={countId}
        aria-busy={vote.isPending || undefined}
        onClick={handleClick}
        className={clsx(
          box,
          "flex flex-col items-center gap-0.5 rounded-xl border font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700",
          request.votedByMe
            ? "border-brand-700 bg-brand-700 text-white hover:bg-brand-800"
            : "border-slate-300 bg-white text-slate-800 hover:border-brand-400 hover:bg-brand-50",
          vote.isPending && "opacity-70",
        )}
      >
        <ArrowUpIcon className="size-5" />
        <span aria-hidden="true" className="text-base tabular-nums">
          {request.voteCount}
        </span>
        <span className="sr-only">{t("vote.label", { title: request.title })}</span>
      </button>
      <span id={countId} className="sr-only">
        {t("vote.count", { count: request.voteCount })}
      </span>
    </div>
  );
}
