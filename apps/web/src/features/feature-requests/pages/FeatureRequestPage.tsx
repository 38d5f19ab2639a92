import { useQuery } from "@tanstack/react-query";
import type { FeatureRequest, FeatureRequestInput } from "@vitalog/domain";
import { useState } from "react";
import { Trans, useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router";
import { useSession } from "../../../app/session.tsx";
import { useToast } from "../../../app/toast.tsx";
import { Banner } from "../../../components/Banner/Banner.tsx";
import { Button, buttonClassName } from "../../../components/Button/Button.tsx";
import { Card } from "../../../components/Card/Card.tsx";
import { ConfirmDialog } from "../../../components/ConfirmDialog/ConfirmDialog.tsx";
import { EmptyState } from "../../../components/EmptyState/EmptyState.tsx";
import { PencilIcon, TrashIcon } from "../../../components/Icon/icons.tsx";
import { PageHeader } from "../../../components/PageHeader/PageHeader.tsx";
import { Skeleton } from "../../../components/Skeleton/Skeleton.tsx";
import { Avatar } from "../../../kit/Avatar.tsx";
import { useIsPreview } from "../../../kit/data.ts";
import { LinkedParagraph } from "../../../kit/LinkedText.tsx";
import { LoadError } from "../../../kit/Loadable.tsx";
import { TimeAgo } from "../../../kit/TimeAgo.tsx";
import { isApiError } from "../../../lib/api.ts";
import { useMessageText } from "../../../lib/messages.ts";
import { usePageTitle } from "../../../lib/page-title.ts";
import { featureRequestsData, useDeleteRequest, useUpdateRequest } from "../api.ts";
import { AdminPanel } from "../components/AdminPanel.tsx";
import { AuthorName } from "../components/AuthorName.tsx";
import { Comments } from "../components/Comments.tsx";
import { LightbulbIcon } from "../components/icons.tsx";
import { RequestFormDialog } from "../components/RequestFormDialog.tsx";
import { StatusBadge } from "../components/StatusBadge.tsx";
import { VoteButton } from "../components/VoteButton.tsx";
import { type RequestArea, type RequestPaths, requestPathsFor } from "../paths.ts";

/** Edit and Delete for the person who asked (Delete for admins too). */
function OwnerActions({ request, paths }: { request: FeatureRequest; paths: RequestPaths }) {
  const { t } = useTranslation("feature-requests");
  const text = useMessageText();
  const navigate = useNavigate();
  const { toast } = useToast();
  const update = useUpdateRequest(request.id);
  const remove = useDeleteRequest(request.id);
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const handleSave = async (input: FeatureRequestInput) => {
    await update.mutateAsync(input);
    setEditing(false);
    toast({ message: t("request.saved"), variant: "success" });
  };
  const handleDelete = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        toast({ message: t("request.deleted"), variant: "success" });
        void navigate(paths.list(), { replace: true });
      },
      onError: (error) => {
        setDeleting(false);
        toast({ message: text(error), variant: "error" });
      },
    });

  return (
    <>
      {request.canEdit && !request.mergedInto ? (
        <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
          <PencilIcon className="size-4" />
          {t("request.edit")}
        </Button>
      ) : null}
      {request.canDelete ? (
        <Button variant="secondary" size="sm" onClick={() => setDeleting(true)}>
          <TrashIcon className="size-4" />
          {t("request.delete")}
        </Button>
      ) : null}
      {request.canEdit ? (
        <RequestFormDialog
          open={editing}
          onOpenChange={setEditing}
          title={t("request.editTitle")}
          submitLabel={t("request.save")}
          initial={{
            title: request.title,
            description: request.description,
            category: request.category,
          }}
          onSubmit={handleSave}
        />
      ) : null}
      <ConfirmDialog
        open={deleting}
        title={t("request.deleteTitle")}
        message={t("request.deleteText")}
        confirmLabel={t("request.delete")}
        busy={remove.isPending}
        onConfirm={handleDelete}
        onCancel={() => setDeleting(false)}
      />
    </>
  );
}

function RequestView({
  request,
  area,
  paths,
}: {
  request: FeatureRequest;
  area: RequestArea;
  paths: RequestPaths;
}) {
  const { t } = useTranslation("feature-requests");
  const { isAdmin } = useSession();
  const canAct = area !== "preview" && (request.canEdit || request.canDelete);
  const showAdmin = isAdmin && area !== "preview";
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={request.title}
        backTo={paths.list()}
        backLabel={t("request.back")}
        className="mb-0 [&_h1]:[overflow-wrap:anywhere]"
        actions={canAct ? <OwnerActions request={request} paths={paths} /> : null}
      />
      {request.mergedInto ? (
        <Banner variant="info">
          <span className="flex flex-wrap gap-x-1">
            {t("request.merged")}{" "}
            <Link
              to={paths.request(request.mergedInto.id)}
              className="font-semibold underline underline-offset-2"
            >
              {request.mergedInto.title}
            </Link>
          </span>
        </Banner>
      ) : null}
      <div
        className={
          showAdmin
            ? "grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start"
            : "flex max-w-3xl flex-col gap-6"
        }
      >
        <Card title={t("request.about")} className="min-w-0">
          <div className="flex gap-4">
            <VoteButton request={request} area={area} size="lg" />
            <div className="flex min-w-0 flex-1 flex-col gap-4">
              <div className="flex flex-wrap items-center gap-2">
                <StatusBadge status={request.status} />
                <span className="rounded-md bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
                  {t(`categories.${request.category}`)}
                </span>
              </div>
              <LinkedParagraph text={request.description} className="text-base text-slate-800" />
              <div className="flex items-center gap-2 text-sm text-slate-600">
                <Avatar author={request.author} size="sm" />
                <p>
                  <Trans
                    t={t}
                    i18nKey="request.askedBy"
                    components={{ author: <AuthorName author={request.author} area={area} /> }}
                  />{" "}
                  · <TimeAgo instant={request.createdAt} />
                </p>
              </div>
            </div>
          </div>
        </Card>
        {/* On a phone the admin's controls come right after the request; beside it on a desktop. */}
        {showAdmin ? (
          <div className="lg:col-start-2 lg:row-span-2 lg:row-start-1">
            <AdminPanel request={request} paths={paths} />
          </div>
        ) : null}
        <div className="min-w-0">
          <Comments request={request} area={area} />
        </div>
      </div>
    </div>
  );
}

function FeatureRequestDetail({ area }: { area: RequestArea }) {
  const { t } = useTranslation("feature-requests");
  const text = useMessageText();
  const { requestId = "" } = useParams();
  const paths = requestPathsFor(area);
  const requestQueries = featureRequestsData.useQueries();
  const query = useQuery(requestQueries.detail(requestId));
  usePageTitle(query.data?.title ?? t("title"));

  if (query.data) return <RequestView request={query.data} area={area} paths={paths} />;
  if (query.isError) {
    const notFound = isApiError(query.error) && query.error.status === 404;
    return (
      <div className="flex flex-col gap-6">
        <PageHeader
          title={t("title")}
          backTo={paths.list()}
          backLabel={t("request.back")}
          className="mb-0"
        />
        {notFound ? (
          <EmptyState
            icon={<LightbulbIcon />}
            title={text(query.error)}
            description={t("request.notFoundText")}
            action={
              <Link to={paths.list()} className={buttonClassName("secondary")}>
                {t("request.back")}
              </Link>
            }
          />
        ) : (
          <LoadError message={t("request.loadError")} onRetry={() => void query.refetch()} />
        )}
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-6">
      <Skeleton className="h-10 w-2/3" />
      <Skeleton className="h-56 w-full rounded-xl" />
      <Skeleton className="h-40 w-full rounded-xl" />
    </div>
  );
}

export default function FeatureRequestPage() {
  return <FeatureRequestDetail area={useIsPreview() ? "preview" : "member"} />;
}

export function AdminFeatureRequestPage() {
  return <FeatureRequestDetail area="admin" />;
}
