import { useQuery } from "@tanstack/react-query";
import { isUuid } from "@vitalog/domain";
import { useTranslation } from "react-i18next";
import { Navigate, useLocation } from "react-router";
import { PageSpinner } from "../../../components/Spinner/Spinner.tsx";
import { useIsPreview } from "../../../kit/data.ts";
import { articlesData } from "../api.ts";
import { articleLinks } from "../links.ts";

/** The last segment of a path ("/dashboard/articles/post/abc/" gives "abc"), decoded. */
export function lastSegment(pathname: string): string {
  const segment = pathname.split("/").filter(Boolean).at(-1) ?? "";
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * `post/{id}` (end-user-app §2): goes to `posts/{slug}` by the path's last segment. An article's
 * id is looked up for its slug; anything else is taken as the slug itself.
 */
export default function ArticleRedirectPage() {
  const { t } = useTranslation("articles");
  const isPreview = useIsPreview();
  const articleQueries = articlesData.useQueries();
  const { pathname } = useLocation();
  const segment = lastSegment(pathname);
  const isId = isUuid(segment);
  const article = useQuery(articleQueries.detail(isId ? segment : ""));
  const slug = !isId || article.isError ? segment : (article.data?.slug ?? null);

  if (slug === null) return <PageSpinner label={t("redirecting")} />;
  return <Navigate to={articleLinks(isPreview).article(slug)} replace />;
}
