import type { Group } from "@vitalog/domain";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { CheckCircleIcon } from "../../../components/Icon/icons.tsx";
import { GroupCover } from "./GroupCover.tsx";
import { JoinButton } from "./JoinButton.tsx";

/** A group in the list: cover, topic, name, description, counts, and Join or Leave. */
export function GroupCard({
  group,
  to,
  isPreview,
}: {
  group: Group;
  to: string;
  isPreview: boolean;
}) {
  const { t } = useTranslation("health-groups");
  return (
    <li className="flex min-w-0">
      <article className="flex w-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
        <GroupCover
          coverImage={group.coverImage}
          topic={group.topic}
          className="aspect-[4/1] sm:aspect-[3/1]"
        />
        <div className="flex flex-1 flex-col gap-2 p-4">
          <p className="text-xs font-semibold tracking-wide text-brand-800 uppercase">
            {t(`topics.${group.topic}`)}
          </p>
          <h3 className="text-lg font-semibold text-slate-900">
            <Link
              to={to}
              className="rounded-sm hover:text-brand-800 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              {group.name}
            </Link>
          </h3>
          {group.description ? (
            <p className="line-clamp-3 text-sm text-slate-700">{group.description}</p>
          ) : null}
          <p className="flex flex-wrap gap-x-3 gap-y-1 text-sm text-slate-600">
            <span>{t("card.members", { count: group.memberCount })}</span>
            <span>{t("card.threads", { count: group.threadCount })}</span>
          </p>
          <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-2">
            {group.isMember ? (
              <span className="inline-flex items-center gap-1.5 text-sm font-medium text-emerald-800">
                <CheckCircleIcon className="size-4" />
                {t("card.joined")}
              </span>
            ) : (
              <span />
            )}
            <JoinButton group={group} isPreview={isPreview} short size="sm" />
          </div>
        </div>
      </article>
    </li>
  );
}
