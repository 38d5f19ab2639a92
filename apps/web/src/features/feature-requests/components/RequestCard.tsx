import type { FeatureRequest } from "@vitalog/domain";
import { Trans, useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ChatIcon } from "../../../components/Icon/icons.tsx";
import { TimeAgo } from "../../../kit/TimeAgo.tsx";
import type { RequestArea } from "../paths.ts";
import { AuthorName } from "./AuthorName.tsx";
import { StatusBadge } from "./StatusBadge.tsx";
import { VoteButton } from "./VoteButton.tsx";

/** A request in the list: its vote toggle, title (the link to it), status and what people said. */
export function RequestCard({
  request,
  to,
  area,
}: {
  request: FeatureRequest;
  to: string;
  area: RequestArea;
}) {
  const { t } = useTranslation("feature-requests");
  return (
    <li>
      <article className="relative flex gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm transition-colors has-[a[data-card-link]:hover]:border-brand-300 sm:gap-4">
        <VoteButton request={request} area={area} />
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
            <h3 className="min-w-0 text-base font-semibold text-slate-900 [overflow-wrap:anywhere]">
              <Link
                to={to}
                data-card-link
                className="after:absolute after:inset-0 after:rounded-xl after:content-[''] hover:text-brand-800 focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-brand-700"
              >
                {request.title}
              </Link>
            </h3>
            <StatusBadge status={request.status} />
          </div>
          <p className="line-clamp-2 text-sm text-slate-700 [overflow-wrap:anywhere]">
            {request.description}
          </p>
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-600">
            <span className="rounded-md bg-slate-100 px-2 py-0.5 font-medium text-slate-700">
              {t(`categories.${request.category}`)}
            </span>
            <span className="inline-flex items-center gap-1">
              <ChatIcon className="size-4" />
              {t("card.comments", { count: request.commentCount })}
            </span>
            <span>
              <Trans
                t={t}
                i18nKey="card.by"
                components={{ author: <AuthorName author={request.author} area={area} /> }}
              />{" "}
              · <TimeAgo instant={request.createdAt} />
            </span>
          </p>
        </div>
      </article>
    </li>
  );
}
