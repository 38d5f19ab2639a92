import { useQuery } from "@tanstack/react-query";
import "../public-texts.ts";
import type { ArticleCard, ProfileGroup, PublicProfile } from "@vitalog/domain";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { Banner } from "../../../components/Banner/Banner.tsx";
import { buttonClassName } from "../../../components/Button/Button.tsx";
import { Card } from "../../../components/Card/Card.tsx";
import { EmptyState } from "../../../components/EmptyState/EmptyState.tsx";
import { UserIcon } from "../../../components/Icon/icons.tsx";
import { PageHeader } from "../../../components/PageHeader/PageHeader.tsx";
import { Skeleton } from "../../../components/Skeleton/Skeleton.tsx";
import { useIsPreview } from "../../../kit/data.ts";
import { useDayFormat } from "../../../kit/day-format.ts";
import { LinkedParagraph } from "../../../kit/LinkedText.tsx";
import { LoadError } from "../../../kit/Loadable.tsx";
import { initialsOf } from "../../../kit/people.ts";
import { isApiError } from "../../../lib/api.ts";
import { useMessageText } from "../../../lib/messages.ts";
import { usePageTitle } from "../../../lib/page-title.ts";
import { articlesPaths } from "../../articles/paths.ts";
import { healthGroupsPaths } from "../../health-groups/paths.ts";
import { profilePaths } from "../paths.ts";
import { publicProfileData } from "../public-api.ts";
import { PUBLIC_PROFILE_NAMESPACE } from "../public-texts.ts";

const linkClass =
  "rounded-sm font-semibold text-slate-900 hover:text-brand-800 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";

/** The photo beside the name (so it says nothing more), or the initials without one. */
function ProfilePhoto({ profile }: { profile: PublicProfile }) {
  const box = "size-20 shrink-0 rounded-full sm:size-24";
  return profile.photoUrl ? (
    <img src={profile.photoUrl} alt="" className={`${box} bg-slate-100 object-cover`} />
  ) : (
    <span
      aria-hidden="true"
      className={`${box} flex items-center justify-center bg-brand-100 text-2xl font-semibold text-brand-800`}
    >
      {initialsOf(profile.name)}
    </span>
  );
}

function ArticleItem({ article, isPreview }: { article: ArticleCard; isPreview: boolean }) {
  const { t } = useTranslation(PUBLIC_PROFILE_NAMESPACE);
  const format = useDayFormat();
  const to = isPreview
    ? articlesPaths.preview.article(article.slug)
    : articlesPaths.article(article.slug);
  return (
    <li className="flex flex-col gap-1 py-3 first:pt-0 last:pb-0">
      <Link to={to} className={`${linkClass} [overflow-wrap:anywhere]`}>
        {article.title}
      </Link>
      {article.excerpt ? (
        <p className="line-clamp-2 text-sm text-slate-700">{article.excerpt}</p>
      ) : null}
      <p className="text-xs text-slate-600">
        {article.publishedAt ? `${format.medium(article.publishedAt.slice(0, 10))} · ` : ""}
        {t("articles.readingTime", { count: article.readingTime })}
      </p>
    </li>
  );
}

function GroupItem({ group, isPreview }: { group: ProfileGroup; isPreview: boolean }) {
  const { t } = useTranslation([PUBLIC_PROFILE_NAMESPACE, "health-groups"]);
  const to = isPreview
    ? healthGroupsPaths.preview.group(group.id)
    : healthGroupsPaths.group(group.id);
  return (
    <li className="flex flex-col gap-0.5 py-3 first:pt-0 last:pb-0">
      <Link to={to} className={linkClass}>
        {group.name}
      </Link>
      <p className="text-xs text-slate-600">
        {t(`health-groups:topics.${group.topic}`)} ·{" "}
        {t("groups.members", { count: group.memberCount })}
      </p>
    </li>
  );
}

/** A list the owner may have kept off their profile: others never see it then. */
function SharedList<T>({
  title,
  items,
  shown,
  isOwn,
  hiddenNote,
  empty,
  children,
}: {
  title: string;
  items: T[];
  shown: boolean;
  isOwn: boolean;
  hiddenNote: string;
  empty: string;
  children: (item: T) => ReactNode;
}) {
  if (!shown && !isOwn) return null;
  return (
    <Card title={title}>
      {!shown ? (
        <p className="mb-3 rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-700">
          {hiddenNote}
        </p>
      ) : null}
      {items.length === 0 ? (
        <p className="text-sm text-slate-600">{empty}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-slate-100">{items.map(children)}</ul>
      )}
    </Card>
  );
}

/** What a person shows of themselves: name, photo, bio, and the articles and groups they share. */
function ProfileView({ profile, isPreview }: { profile: PublicProfile; isPreview: boolean }) {
  const { t } = useTranslation(PUBLIC_PROFILE_NAMESPACE);
  const format = useDayFormat();
  return (
    <div className="flex flex-col gap-6">
      {profile.isOwn ? (
        <Banner variant="info" title={t("own.title")}>
          <span className="flex flex-col items-start gap-2">
            {t("own.text")}
            <Link
              to={profilePaths.privacy()}
              className="font-semibold underline underline-offset-2"
            >
              {t("own.privacy")}
            </Link>
          </span>
        </Banner>
      ) : null}
      <Card padding="lg">
        <div className="flex flex-col items-center gap-4 text-center sm:flex-row sm:items-start sm:text-left">
          <ProfilePhoto profile={profile} />
          <div className="flex min-w-0 flex-col gap-2 sm:pt-2">
            {/* The page's heading, focused after navigation as PageHeader's is. */}
            <h1
              tabIndex={-1}
              data-route-focus
              className="text-2xl font-semibold tracking-tight text-slate-900 [overflow-wrap:anywhere] sm:text-3xl"
            >
              {profile.name}
            </h1>
            <p className="flex flex-wrap justify-center gap-x-3 text-sm text-slate-600 sm:justify-start">
              {profile.username ? <span>@{profile.username}</span> : null}
              <span>{t("memberSince", { month: format.month(`${profile.memberSince}-01`) })}</span>
            </p>
            {profile.bio ? (
              <LinkedParagraph text={profile.bio} className="text-base text-slate-800" />
            ) : profile.isOwn ? (
              <p className="text-sm text-slate-600">{t("own.noBio")}</p>
            ) : null}
          </div>
        </div>
      </Card>
      <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
        <SharedList
          title={t("articles.title")}
          items={profile.articles}
          shown={profile.articlesShown}
          isOwn={profile.isOwn}
          hiddenNote={t("own.hiddenArticles")}
          empty={t("articles.empty")}
        >
          {(article) => <ArticleItem key={article.id} article={article} isPreview={isPreview} />}
        </SharedList>
        <SharedList
          title={t("groups.title")}
          items={profile.groups}
          shown={profile.groupsShown}
          isOwn={profile.isOwn}
          hiddenNote={t("own.hiddenGroups")}
          empty={t("groups.empty")}
        >
          {(group) => <GroupItem key={group.id} group={group} isPreview={isPreview} />}
        </SharedList>
      </div>
    </div>
  );
}

export default function PublicProfilePage() {
  const isPreview = useIsPreview();
  const { t } = useTranslation(PUBLIC_PROFILE_NAMESPACE);
  const text = useMessageText();
  const { identifier = "" } = useParams();
  const query = useQuery(publicProfileData.useQueries().profile(identifier));
  usePageTitle(query.data?.name ?? t("title"));

  if (query.data) return <ProfileView profile={query.data} isPreview={isPreview} />;
  if (query.isError) {
    const notFound = isApiError(query.error) && query.error.status === 404;
    return (
      <div className="flex flex-col gap-6">
        <PageHeader title={t("title")} className="mb-0" />
        {notFound ? (
          <EmptyState
            icon={<UserIcon />}
            title={text(query.error)}
            description={t("notFoundText")}
            action={
              <Link
                to={isPreview ? articlesPaths.preview.index() : articlesPaths.index()}
                className={buttonClassName("secondary")}
              >
                {t("backToCommunity")}
              </Link>
            }
          />
        ) : (
          <LoadError message={t("loadError")} onRetry={() => void query.refetch()} />
        )}
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-6">
      <Skeleton className="h-40 w-full rounded-xl" />
      <div className="grid gap-6 lg:grid-cols-2">
        <Skeleton className="h-48 w-full rounded-xl" />
        <Skeleton className="h-48 w-full rounded-xl" />
      </div>
    </div>
  );
}
