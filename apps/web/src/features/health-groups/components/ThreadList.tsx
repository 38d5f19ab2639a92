import type { Thread } from "@vitalog/domain";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Avatar } from "../../../kit/Avatar.tsx";
import { useTimeAgo } from "../../../kit/TimeAgo.tsx";
import { PinIcon } from "./icons.tsx";
import { useNameOf } from "./name.ts";

/** A group's discussions (pinned ones first, as the server gives them). */
export function ThreadList({
  threads,
  linkOf,
}: {
  threads: Thread[];
  linkOf: (id: string) => string;
}) {
  const { t } = useTranslation("health-groups");
  const timeAgo = useTimeAgo();
  const nameOf = useNameOf();
  return (
    <ul className="flex flex-col divide-y divide-slate-100 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      {threads.map((thread) => (
        <li key={thread.id} className="relative flex gap-3 p-4 hover:bg-slate-50">
          <Avatar author={thread.author} size="sm" />
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            {thread.isPinned ? (
              <span className="inline-flex w-fit items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
                <PinIcon className="size-3.5" />
                {t("thread.pinned")}
              </span>
            ) : null}
            <h3 className="font-semibold text-slate-900">
              <Link
                to={linkOf(thread.id)}
                className="rounded-sm [overflow-wrap:anywhere] hover:text-brand-800 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
              >
                {thread.title}
              </Link>
            </h3>
            <p className="flex flex-wrap gap-x-3 gap-y-0.5 text-sm text-slate-600">
              <span>{t("thread.by", { name: nameOf(thread.author.name) })}</span>
              <span>{t("thread.replies", { count: thread.replyCount })}</span>
              <span>{t("thread.active", { when: timeAgo(thread.lastActivityAt) })}</span>
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
