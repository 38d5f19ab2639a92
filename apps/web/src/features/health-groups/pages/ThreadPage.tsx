import { useInfiniteQuery } from "@tanstack/react-query";
import type { ThreadDetail } from "@vitalog/domain";
import { useRef, useState } from "react";
import { Trans, useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router";
import { useSignInPrompt } from "../../../app/sign-in-prompt.tsx";
import { useToast } from "../../../app/toast.tsx";
import { Banner } from "../../../components/Banner/Banner.tsx";
import { Button } from "../../../components/Button/Button.tsx";
import { Card } from "../../../components/Card/Card.tsx";
import { ConfirmDialog } from "../../../components/ConfirmDialog/ConfirmDialog.tsx";
import { TrashIcon } from "../../../components/Icon/icons.tsx";
import { PageHeader } from "../../../components/PageHeader/PageHeader.tsx";
import { Skeleton } from "../../../components/Skeleton/Skeleton.tsx";
import { Spinner } from "../../../components/Spinner/Spinner.tsx";
import { useIsPreview } from "../../../kit/data.ts";
import { Loadable, loadableOf } from "../../../kit/Loadable.tsx";
import { useMessageText } from "../../../lib/messages.ts";
import { usePageTitle } from "../../../lib/page-title.ts";
import { PinIcon } from "../components/icons.tsx";
import { NotFoundOr } from "../components/NotFoundOr.tsx";
import { PostForm } from "../components/PostForm.tsx";
import { PostItem } from "../components/PostItem.tsx";
import { JoinNotice } from "../components/PostReplies.tsx";
import type { ThreadScope } from "../components/thread-scope.ts";
import { type GroupPaths, groupPathsFor } from "../paths.ts";
import { useCreatePost } from "../posts.ts";
import { healthGroupsData, threadView } from "../queries.ts";
import { useDeleteThread, usePinThread } from "../threads.ts";

function ThreadSkeleton() {
  return (
    <div className="flex flex-col gap-4">
      <Skeleton className="h-9 w-2/3" />
      <Skeleton className="h-40 w-full rounded-xl" />
      <Skeleton className="h-24 w-full rounded-xl" />
    </div>
  );
}

/** Pin or Unpin (moderators), and Delete (its author or a moderator). */
function ThreadActions({ thread, paths }: { thread: ThreadDetail; paths: GroupPaths }) {
  const { t } = useTranslation("health-groups");
  const text = useMessageText();
  const { toast } = useToast();
  const navigate = useNavigate();
  const pin = usePinThread(thread.groupId, thread.id);
  const remove = useDeleteThread(thread.groupId, thread.id);
  const [confirming, setConfirming] = useState(false);
  const fail = (error: Error) => toast({ message: text(error), variant: "error" });

  const handlePin = () => {
    if (pin.isPending) return;
    pin.mutate(!thread.isPinned, {
      onSuccess: ({ isPinned }) =>
        toast({
          message: t(isPinned ? "thread.pinnedDone" : "thread.unpinnedDone"),
          variant: "success",
        }),
      onError: fail,
    });
  };
  const handleDelete = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        toast({ message: t("thread.deleted"), variant: "success" });
        navigate(paths.group(thread.groupId), { replace: true });
      },
      onError: (error) => {
        setConfirming(false);
        fail(error);
      },
    });

  return (
    <>
      {thread.canModerate ? (
        <Button variant="secondary" aria-busy={pin.isPending || undefined} onClick={handlePin}>
          <PinIcon className="size-4" />
          {thread.isPinned ? t("thread.unpin") : t("thread.pin")}
        </Button>
      ) : null}
      {thread.canEdit || thread.canModerate ? (
        <Button variant="secondary" onClick={() => setConfirming(true)}>
          <TrashIcon className="size-4" />
          {t("thread.delete")}
        </Button>
      ) : null}
      <ConfirmDialog
        open={confirming}
        title={t("thread.deleteTitle")}
        message={t("thread.deleteText")}
        confirmLabel={t("thread.delete")}
        busy={remove.isPending}
        onConfirm={handleDelete}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}

/** Where a reader adds a post: members write, others join, visitors are asked to sign in. */
function Composer({ scope }: { scope: ThreadScope }) {
  const { t } = useTranslation("health-groups");
  const prompt = useSignInPrompt();
  const { toast } = useToast();
  const create = useCreatePost(scope.threadId);
  if (scope.isPreview) {
    return (
      <div className="flex flex-col items-start gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-slate-700">{t("thread.visitorCompose")}</p>
        <Button onClick={() => prompt.open(t("prompt.discuss"))}>
          {t("thread.visitorAction")}
        </Button>
      </div>
    );
  }
  if (!scope.group.isMember) return <JoinNotice scope={scope} />;
  return (
    <PostForm
      label={t("post.contentLabel")}
      submitLabel={t("post.submit")}
      onSubmit={async (content) => {
        await create.mutateAsync({ content });
        toast({ message: t("post.posted"), variant: "success" });
      }}
    />
  );
}

/**
 * A discussion: its opening post, then the replies oldest first, each with its own replies (one
 * level), more on request, and the box to add a post.
 */
export default function ThreadPage() {
  const isPreview = useIsPreview();
  const { t } = useTranslation("health-groups");
  const { groupId = "", threadId = "" } = useParams();
  const paths = groupPathsFor(isPreview);
  const query = useInfiniteQuery(healthGroupsData.useQueries().thread(threadId));
  const view = threadView(query.data);
  usePageTitle(view?.detail.title ?? t("title"));
  const repliesHeading = useRef<HTMLHeadingElement>(null);

  return (
    <Loadable
      query={loadableOf(view, query)}
      loading={<ThreadSkeleton />}
      error={(retry) => (
        <NotFoundOr
          error={query.error}
          notFound={t("thread.notFound")}
          failed={t("thread.loadError")}
          backTo={paths.group(groupId)}
          backLabel={t("group.back")}
          onRetry={retry}
        />
      )}
    >
      {({ detail, posts }) => {
        const scope: ThreadScope = {
          threadId: detail.id,
          threadTitle: detail.title,
          group: detail.group,
          canModerate: detail.canModerate,
          isPreview,
          onPostRemoved: () => repliesHeading.current?.focus(),
        };
        return (
          <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
            <PageHeader
              className="mb-0"
              title={detail.title}
              backTo={paths.group(detail.group.id)}
              backLabel={t("thread.back", { name: detail.group.name })}
              description={
                <span className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
                  <span>
                    <Trans
                      t={t}
                      i18nKey="thread.inGroup"
                      values={{ name: detail.group.name }}
                      components={[
                        <Link
                          key="group"
                          to={paths.group(detail.group.id)}
                          className="font-medium text-brand-700 underline-offset-2 hover:underline focus-visible:rounded-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
                        />,
                      ]}
                    />
                  </span>
                  {detail.isPinned ? (
                    <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
                      <PinIcon className="size-3.5" />
                      {t("thread.pinned")}
                    </span>
                  ) : null}
                </span>
              }
              actions={isPreview ? null : <ThreadActions thread={detail} paths={paths} />}
            />

            <Card padding="lg">
              <PostItem post={detail.openingPost} kind="opening" scope={scope} />
            </Card>

            <section aria-labelledby="thread-replies" className="flex flex-col gap-4">
              <h2
                id="thread-replies"
                ref={repliesHeading}
                tabIndex={-1}
                className="text-lg font-semibold text-slate-900 focus:outline-none"
              >
                {t("thread.postsCount", { count: detail.replyCount })}
              </h2>
              {posts.length === 0 ? (
                <p className="text-sm text-slate-600">{t("thread.noPosts")}</p>
              ) : (
                <ol className="flex flex-col gap-3">
                  {posts.map((post) => (
                    <li
                      key={post.id}
                      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
                    >
                      <PostItem post={post} kind="post" scope={scope} />
                    </li>
                  ))}
                </ol>
              )}
              {query.hasNextPage ? (
                <Button
                  variant="secondary"
                  className="self-center"
                  aria-busy={query.isFetchingNextPage || undefined}
                  onClick={() => {
                    if (!query.isFetchingNextPage) void query.fetchNextPage();
                  }}
                >
                  {query.isFetchingNextPage ? <Spinner size="sm" decorative /> : null}
                  {t("thread.more")}
                </Button>
              ) : null}
              {query.isFetchNextPageError ? (
                <Banner variant="error">{t("thread.moreError")}</Banner>
              ) : null}
            </section>

            <Card title={t("thread.compose")}>
              <Composer scope={scope} />
            </Card>
          </div>
        );
      }}
    </Loadable>
  );
}
