import { useQuery } from "@tanstack/react-query";
import type { Group } from "@vitalog/domain";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { useSignInPrompt } from "../../../app/sign-in-prompt.tsx";
import { Button } from "../../../components/Button/Button.tsx";
import { Card } from "../../../components/Card/Card.tsx";
import { EmptyState } from "../../../components/EmptyState/EmptyState.tsx";
import { ChatIcon, CheckCircleIcon, PlusIcon } from "../../../components/Icon/icons.tsx";
import { PageHeader } from "../../../components/PageHeader/PageHeader.tsx";
import { Skeleton } from "../../../components/Skeleton/Skeleton.tsx";
import { CursorPager, useCursorPages } from "../../../kit/CursorPager.tsx";
import { useIsPreview } from "../../../kit/data.ts";
import { Loadable } from "../../../kit/Loadable.tsx";
import { usePageTitle } from "../../../lib/page-title.ts";
import { GroupCover } from "../components/GroupCover.tsx";
import { JoinButton } from "../components/JoinButton.tsx";
import { ModerationPanel } from "../components/ModerationPanel.tsx";
import { NewThreadDialog } from "../components/NewThreadDialog.tsx";
import { NotFoundOr } from "../components/NotFoundOr.tsx";
import { useNameOf } from "../components/name.ts";
import { ThreadList } from "../components/ThreadList.tsx";
import { type GroupPaths, groupPathsFor } from "../paths.ts";
import { healthGroupsData } from "../queries.ts";

function ThreadsSkeleton() {
  return (
    <div className="flex flex-col gap-2">
      {Array.from({ length: 3 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Skeleton key={i} className="h-20 w-full rounded-xl" />
      ))}
    </div>
  );
}

/** The group's discussions, pinned first, 20 to a page with Previous and Next. */
function Discussions({
  group,
  paths,
  isPreview,
  onStart,
}: {
  group: Group;
  paths: GroupPaths;
  isPreview: boolean;
  onStart: () => void;
}) {
  const { t } = useTranslation("health-groups");
  const paging = useCursorPages();
  const threads = useQuery(healthGroupsData.useQueries().threads(group.id, paging.cursor));
  const canStart = isPreview || group.isMember;
  return (
    <section aria-labelledby="group-threads" className="flex min-w-0 flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="group-threads" className="text-lg font-semibold text-slate-900">
          {t("group.threads")}
        </h2>
        {canStart ? (
          <Button onClick={onStart}>
            <PlusIcon className="size-4" />
            {t("group.startThread")}
          </Button>
        ) : null}
      </div>
      {!canStart ? (
        <p className="rounded-xl border border-brand-100 bg-brand-50 px-4 py-3 text-sm text-brand-900">
          {t("group.joinToTakePart")}
        </p>
      ) : null}
      <Loadable
        query={threads}
        loading={<ThreadsSkeleton />}
        error={t("group.threadsError")}
        isEmpty={(data) => data.items.length === 0 && paging.page === 1}
        empty={
          <EmptyState
            icon={<ChatIcon />}
            title={t("group.noThreads")}
            description={canStart ? t("group.noThreadsText") : undefined}
          />
        }
      >
        {(data) => (
          <>
            <ThreadList threads={data.items} linkOf={(id) => paths.thread(group.id, id)} />
            <CursorPager
              pages={paging}
              nextCursor={data.nextCursor}
              label={t("paging.label")}
              previousLabel={t("paging.previous")}
              nextLabel={t("paging.next")}
              pageLabel={t("paging.page", { page: paging.page })}
            />
          </>
        )}
      </Loadable>
    </section>
  );
}

function About({ group }: { group: Group }) {
  const { t, i18n } = useTranslation("health-groups");
  const nameOf = useNameOf();
  return (
    <Card title={t("group.about")}>
      <div className="flex flex-col gap-3 text-sm text-slate-700">
        {group.description ? <p className="whitespace-pre-line">{group.description}</p> : null}
        <p className="font-medium text-brand-800">{t(`topics.${group.topic}`)}</p>
        <p className="text-slate-600">
          {t("group.startedBy", { name: nameOf(group.createdBy.name) })}
          <br />
          {t("group.startedOn", {
            date: new Date(group.createdAt).toLocaleDateString(i18n.language || "en", {
              day: "numeric",
              month: "long",
              year: "numeric",
            }),
          })}
        </p>
      </div>
    </Card>
  );
}

/** A health group: about it, Join or Leave, its discussions, and its moderators' tools. */
export default function GroupPage() {
  const isPreview = useIsPreview();
  const { t } = useTranslation("health-groups");
  const { groupId = "" } = useParams();
  const paths = groupPathsFor(isPreview);
  const query = useQuery(healthGroupsData.useQueries().detail(groupId));
  const prompt = useSignInPrompt();
  const [starting, setStarting] = useState(false);
  usePageTitle(query.data?.name ?? t("title"));

  const handleStart = () => {
    if (isPreview) prompt.open(t("prompt.discuss"));
    else setStarting(true);
  };

  return (
    <Loadable
      query={query}
      loading={<Skeleton className="h-96 w-full rounded-xl" />}
      error={(retry) => (
        <NotFoundOr
          error={query.error}
          notFound={t("group.notFound")}
          failed={t("group.loadError")}
          backTo={paths.list()}
          backLabel={t("group.back")}
          onRetry={retry}
        />
      )}
    >
      {(group) => (
        <div className="flex flex-col gap-6">
          <div className="overflow-hidden rounded-xl">
            <GroupCover
              coverImage={group.coverImage}
              topic={group.topic}
              className="h-28 sm:h-40"
            />
          </div>
          <PageHeader
            className="mb-0"
            title={group.name}
            backTo={paths.list()}
            backLabel={t("group.back")}
            description={
              <span className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
                <span>{t("card.members", { count: group.memberCount })}</span>
                <span>{t("card.threads", { count: group.threadCount })}</span>
                {group.isMember ? (
                  <span className="inline-flex items-center gap-1 font-medium text-emerald-800">
                    <CheckCircleIcon className="size-4" />
                    {t("card.joined")}
                  </span>
                ) : null}
              </span>
            }
            actions={<JoinButton group={group} isPreview={isPreview} />}
          />
          <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
            <Discussions group={group} paths={paths} isPreview={isPreview} onStart={handleStart} />
            <div className="flex flex-col gap-6">
              <About group={group} />
              {group.isModerator && !isPreview ? (
                <ModerationPanel group={group} paths={paths} />
              ) : null}
            </div>
          </div>
          {isPreview ? null : (
            <NewThreadDialog
              groupId={group.id}
              paths={paths}
              open={starting}
              onOpenChange={setStarting}
            />
          )}
        </div>
      )}
    </Loadable>
  );
}
