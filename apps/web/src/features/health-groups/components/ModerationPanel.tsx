import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import type { Group, GroupMember } from "@vitalog/domain";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { useToast } from "../../../app/toast.tsx";
import { Banner } from "../../../components/Banner/Banner.tsx";
import { Button } from "../../../components/Button/Button.tsx";
import { Card } from "../../../components/Card/Card.tsx";
import { ConfirmDialog } from "../../../components/ConfirmDialog/ConfirmDialog.tsx";
import { Dialog } from "../../../components/Dialog/Dialog.tsx";
import {
  EyeIcon,
  EyeOffIcon,
  PencilIcon,
  ShieldIcon,
  TrashIcon,
  UsersIcon,
} from "../../../components/Icon/icons.tsx";
import { Skeleton } from "../../../components/Skeleton/Skeleton.tsx";
import { Spinner } from "../../../components/Spinner/Spinner.tsx";
import { Avatar } from "../../../kit/Avatar.tsx";
import { useDayFormat } from "../../../kit/day-format.ts";
import { Loadable } from "../../../kit/Loadable.tsx";
import { useTimeAgo } from "../../../kit/TimeAgo.tsx";
import { useMessageText } from "../../../lib/messages.ts";
import { useDeleteGroup, useUpdateGroup } from "../groups.ts";
import { useHidePost, useRemoveMember } from "../moderation.ts";
import type { GroupPaths } from "../paths.ts";
import { healthGroupsData } from "../queries.ts";
import { GroupFormDialog } from "./GroupFormDialog.tsx";
import { FlagIcon } from "./icons.tsx";
import { useNameOf } from "./name.ts";

function ListSkeleton() {
  return (
    <div className="flex flex-col gap-2">
      <Skeleton className="h-12 w-full" />
      <Skeleton className="h-12 w-full" />
    </div>
  );
}

function MembersDialog({
  group,
  open,
  onOpenChange,
}: {
  group: Group;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation("health-groups");
  const text = useMessageText();
  const format = useDayFormat();
  const { toast } = useToast();
  const members = useInfiniteQuery({
    ...healthGroupsData.useQueries().members(group.id),
    enabled: open,
  });
  const remove = useRemoveMember(group.id);
  const nameOf = useNameOf();
  const [removing, setRemoving] = useState<GroupMember | null>(null);
  const [failure, setFailure] = useState<Error | null>(null);
  const items = members.data?.pages.flatMap((page) => page.items);

  const handleRemove = () => {
    if (!removing) return;
    const { userId } = removing;
    const name = nameOf(removing.name);
    setFailure(null);
    remove.mutate(userId, {
      onSuccess: () => {
        setRemoving(null);
        toast({ message: t("moderation.removed", { name }), variant: "success" });
      },
      onError: (error) => {
        setRemoving(null);
        setFailure(error);
      },
    });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      title={t("moderation.membersTitle", { name: group.name })}
    >
      <div className="flex flex-col gap-3">
        {failure ? <Banner variant="error">{text(failure)}</Banner> : null}
        <Loadable
          query={{ data: items, isError: members.isError, refetch: members.refetch }}
          loading={<ListSkeleton />}
          error={t("moderation.membersError")}
          isEmpty={(list) => list.length === 0}
          empty={<p className="text-sm text-slate-600">{t("moderation.noMembers")}</p>}
        >
          {(list) => (
            <ul className="flex flex-col divide-y divide-slate-100">
              {list.map((member) => (
                <li key={member.userId} className="flex items-center gap-3 py-2.5">
                  <Avatar
                    author={{
                      id: member.userId,
                      name: member.name,
                      username: member.username,
                      photoUrl: member.photoUrl,
                      hasPublicProfile: false,
                    }}
                    size="sm"
                  />
                  <div className="min-w-0 flex-1">
                    <p className="truncate text-sm font-medium text-slate-900">
                      {nameOf(member.name)}
                    </p>
                    <p className="text-xs text-slate-600">
                      {member.isCreator
                        ? t("moderation.creator")
                        : t("moderation.joinedOn", { date: format.dateTime(member.joinedAt) })}
                    </p>
                  </div>
                  {member.isCreator ? null : (
                    <Button variant="secondary" size="sm" onClick={() => setRemoving(member)}>
                      {t("moderation.remove")}
                      <span className="sr-only"> {nameOf(member.name)}</span>
                    </Button>
                  )}
                </li>
              ))}
            </ul>
          )}
        </Loadable>
        {members.hasNextPage ? (
          <Button
            variant="secondary"
            className="self-center"
            aria-busy={members.isFetchingNextPage || undefined}
            onClick={() => {
              if (!members.isFetchingNextPage) void members.fetchNextPage();
            }}
          >
            {members.isFetchingNextPage ? <Spinner size="sm" decorative /> : null}
            {t("moderation.moreMembers")}
          </Button>
        ) : null}
      </div>
      <ConfirmDialog
        open={removing !== null}
        title={t("moderation.removeTitle", { name: nameOf(removing?.name ?? "") })}
        message={t("moderation.removeText")}
        confirmLabel={t("moderation.remove")}
        busy={remove.isPending}
        onConfirm={handleRemove}
        onCancel={() => setRemoving(null)}
      />
    </Dialog>
  );
}

function ReportsDialog({
  group,
  paths,
  open,
  onOpenChange,
}: {
  group: Group;
  paths: GroupPaths;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation("health-groups");
  const text = useMessageText();
  const { toast } = useToast();
  const timeAgo = useTimeAgo();
  const reports = useQuery({ ...healthGroupsData.useQueries().reports(group.id), enabled: open });
  const hide = useHidePost(group.id);

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      title={t("moderation.reportsTitle", { name: group.name })}
    >
      <Loadable
        query={reports}
        loading={<ListSkeleton />}
        error={t("moderation.reportsError")}
        isEmpty={(data) => data.items.length === 0}
        empty={<p className="text-sm text-slate-600">{t("moderation.noReports")}</p>}
      >
        {(data) => (
          <ul className="flex flex-col gap-3">
            {data.items.map((report) => (
              <li
                key={report.postId}
                className="flex flex-col gap-2 rounded-xl border border-slate-200 p-3"
              >
                <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm font-semibold text-slate-900">
                  <FlagIcon className="size-4 text-red-700" />
                  {t("moderation.reportCount", { count: report.reportCount })}
                  <span className="font-normal text-slate-600">
                    {t("moderation.lastReported", { when: timeAgo(report.lastReportedAt) })}
                  </span>
                  {report.isHidden ? (
                    <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900">
                      {t("moderation.hiddenNow")}
                    </span>
                  ) : null}
                </p>
                <p className="line-clamp-4 text-sm whitespace-pre-wrap text-slate-800 [overflow-wrap:anywhere]">
                  {report.content}
                </p>
                <p className="text-xs text-slate-600">
                  {t("moderation.reasons", {
                    list: report.reasons.map((reason) => t(`report.reasons.${reason}`)).join(", "),
                  })}
                </p>
                {report.details.length > 0 ? (
                  <ul className="list-disc pl-5 text-xs text-slate-700">
                    {report.details.map((detail, index) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: the same words may repeat
                      <li key={index}>{detail}</li>
                    ))}
                  </ul>
                ) : null}
                <div className="flex flex-wrap gap-2">
                  <Link
                    to={paths.thread(group.id, report.threadId)}
                    onClick={() => onOpenChange(false)}
                    className="inline-flex h-9 items-center rounded-xl px-3 text-sm font-medium text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600"
                  >
                    {t("moderation.openThread", { title: report.threadTitle })}
                  </Link>
                  <Button
                    variant="secondary"
                    size="sm"
                    onClick={() =>
                      hide.mutate(
                        {
                          postId: report.postId,
                          threadId: report.threadId,
                          hide: !report.isHidden,
                        },
                        { onError: (error) => toast({ message: text(error), variant: "error" }) },
                      )
                    }
                  >
                    {report.isHidden ? (
                      <EyeIcon className="size-4" />
                    ) : (
                      <EyeOffIcon className="size-4" />
                    )}
                    {report.isHidden ? t("post.unhide") : t("post.hide")}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </Loadable>
    </Dialog>
  );
}

/** What a group's moderators get on its page: its members, its reported posts, edit and delete. */
export function ModerationPanel({ group, paths }: { group: Group; paths: GroupPaths }) {
  const { t } = useTranslation("health-groups");
  const text = useMessageText();
  const { toast } = useToast();
  const navigate = useNavigate();
  const update = useUpdateGroup(group.id);
  const remove = useDeleteGroup(group.id);
  const [dialog, setDialog] = useState<"members" | "reports" | "edit" | "delete" | null>(null);
  const openChange = (which: NonNullable<typeof dialog>) => (open: boolean) =>
    setDialog(open ? which : null);
  const handleDelete = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        toast({ message: t("moderation.deleted", { name: group.name }), variant: "success" });
        navigate(paths.list(), { replace: true });
      },
      onError: (error) => {
        setDialog(null);
        toast({ message: text(error), variant: "error" });
      },
    });
  return (
    <Card title={t("moderation.title")} description={t("moderation.description")}>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" onClick={() => setDialog("members")}>
          <UsersIcon className="size-4" />
          {t("moderation.members")}
        </Button>
        <Button variant="secondary" size="sm" onClick={() => setDialog("reports")}>
          <ShieldIcon className="size-4" />
          {t("moderation.reports")}
        </Button>
        <Button variant="secondary" size="sm" onClick={() => setDialog("edit")}>
          <PencilIcon className="size-4" />
          {t("moderation.edit")}
        </Button>
        <Button variant="secondary" size="sm" onClick={() => setDialog("delete")}>
          <TrashIcon className="size-4" />
          {t("moderation.deleteGroup")}
        </Button>
      </div>
      <MembersDialog
        group={group}
        open={dialog === "members"}
        onOpenChange={openChange("members")}
      />
      <ReportsDialog
        group={group}
        paths={paths}
        open={dialog === "reports"}
        onOpenChange={openChange("reports")}
      />
      <GroupFormDialog
        key={dialog === "edit" ? "open" : "closed"}
        group={group}
        open={dialog === "edit"}
        onOpenChange={openChange("edit")}
        onSave={async (input) => {
          await update.mutateAsync(input);
          setDialog(null);
          toast({ message: t("groupForm.saved"), variant: "success" });
        }}
      />
      <ConfirmDialog
        open={dialog === "delete"}
        title={t("moderation.deleteTitle", { name: group.name })}
        message={t("moderation.deleteText")}
        confirmLabel={t("moderation.deleteGroup")}
        busy={remove.isPending}
        onConfirm={handleDelete}
        onCancel={() => setDialog(null)}
      />
    </Card>
  );
}
