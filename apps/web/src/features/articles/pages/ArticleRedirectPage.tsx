import { isUuid } from "@vitalog/domain";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, useLocation } from "react-router";
import { PageSpinner } from "../../../components/Spinner/Spinner.tsx";
import { fetchArticle } from "../api.ts";
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
function ArticleRedirect({ isPreview }: { isPreview: boolean }) {
  const { t } = useTranslation("articles");
  const { pathname } = useLocation();
  const segment = lastSegment(pathname);
  const [slug, setSlug] = useState<string | null>(isUuid(segment) ? null : segment);

  useEffect(() => {
    if (!isUuid(segment)) return;
    const controller = new AbortController();
    fetchArticle(segment, controller.signal).then(
      (article) => setSlug(article.slug),
      (error: unknown) => {
        if (!(error instanceof DOMException && error.name === "AbortError")) setSlug(segment);
      },
    );
    return () => controller.abort();
  }, [segment]);

  if (slug === null) return <PageSpinner label={t("redirecting")} />;
  return <Navigate to={articleLinks(isPreview).article(slug)} replace />;
}

export default function ArticleRedirectPage() {
  return <ArticleRedirect isPreview={false} />;
}

export function PreviewArticleRedirectPage() {
  return <ArticleRedirect isPreview />;
}
