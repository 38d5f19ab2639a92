import {
  infiniteQueryOptions,
  keepPreviousData,
  type QueryClient,
  queryOptions,
  useQueryClient,
} from "@tanstack/react-query";
import type {
  Article,
  ArticleCategory,
  ArticleInput,
  ArticlePatch,
  ArticlePublishStatus,
  ArticleView,
  CommentInput,
} from "@vitalog/domain";
import { defineModuleData } from "../../kit/data.ts";
import { api } from "../../lib/api.ts";
import { uploadFile } from "../../lib/upload.ts";

/** The index's choices, as the page keeps them in its URL. */
export interface ArticleFilters {
  q: string;
  category: ArticleCategory | "";
  tag: string;
}

const all = () => ["articles"] as const;
const lists = () => [...all(), "list"] as const;
const mineAll = () => [...all(), "mine"] as const;

/** The articles' queries: every key below `all()`. */
export const articleQueries = {
  all,
  lists,
  mineAll,
  /** A page of published public articles, newest first. */
  list: (filters: ArticleFilters, cursor: string | null) =>
    queryOptions({
      queryKey: [...lists(), filters, cursor] as const,
      queryFn: ({ signal }) =>
        api.get("/api/v1/articles", {
          query: {
            q: filters.q || undefined,
            category: filters.category || undefined,
            tag: filters.tag || undefined,
            cursor: cursor ?? undefined,
          },
          signal,
        }),
      // The page on screen stays while the next one loads.
      placeholderData: keepPreviousData,
    }),
  /** The signed-in person's own drafts and articles, last edited first. */
  mine: (status: ArticlePublishStatus | "", cursor: string | null) =>
    queryOptions({
      queryKey: [...mineAll(), status, cursor] as const,
      queryFn: ({ signal }) =>
        api.get("/api/v1/me/articles", {
          query: { status: status || undefined, cursor: cursor ?? undefined },
          signal,
        }),
      placeholderData: keepPreviousData,
    }),
  /** The article page: the article by its slug, with related articles (the server counts a view). */
  bySlug: (slug: string) =>
    queryOptions({
      queryKey: [...all(), "slug", slug] as const,
      queryFn: ({ signal }): Promise<ArticleView> =>
        api.get("/api/v1/articles/by-slug/{slug}", { path: { slug }, signal }),
      retry: false,
    }),
  /** An article by id: the editor's, and the old `post/{id}` address's. */
  detail: (id: string) =>
    queryOptions({
      queryKey: [...all(), "detail", id] as const,
      queryFn: ({ signal }): Promise<Article> =>
        api.get("/api/v1/articles/{id}", { path: { id }, signal }),
      enabled: Boolean(id),
      retry: false,
    }),
  /** An article's comments, oldest first, each with its replies; more pages on request. */
  comments: (id: string) =>
    infiniteQueryOptions({
      queryKey: [...all(), "comments", id] as const,
      queryFn: ({ pageParam, signal }) =>
        api.get("/api/v1/articles/{id}/comments", {
          path: { id },
          query: { cursor: pageParam || undefined },
          signal,
        }),
      initialPageParam: "",
      getNextPageParam: (page) => page.nextCursor ?? undefined,
    }),
};

/** Articles: visitors read the public ones (the public API, read-only); writing needs an account. */
export const articlesData = defineModuleData({
  name: "articles",
  preview: { kind: "public", promptFeatureKey: "articles:comments.promptFeature" },
  member: articleQueries,
});

/** Where an article is shown: the caches of its page and its id hold the new state. */
function storeArticle(queryClient: QueryClient, article: Article, previousSlug?: string) {
  queryClient.setQueryData(articleQueries.detail(article.id).queryKey, article);
  if (previousSlug && previousSlug !== article.slug) {
    queryClient.removeQueries({ queryKey: articleQueries.bySlug(previousSlug).queryKey });
  }
  queryClient.setQueryData(articleQueries.bySlug(article.slug).queryKey, (view) =>
    view ? { ...view, ...article } : view,
  );
}

export function useCreateArticle() {
  const queryClient = useQueryClient();
  return articlesData.useMutation({
    mutationFn: (input: ArticleInput): Promise<Article> =>
      api.post("/api/v1/articles", { body: input }),
    onSuccess: (article) => storeArticle(queryClient, article),
    invalidate: (q) => [q.lists(), q.mineAll()],
  });
}

export function useUpdateArticle() {
  const queryClient = useQueryClient();
  return articlesData.useMutation({
    mutationFn: ({
      id,
      patch,
    }: {
      id: string;
      patch: ArticlePatch;
      previousSlug?: string;
    }): Promise<Article> => api.patch("/api/v1/articles/{id}", { path: { id }, body: patch }),
    onSuccess: (article, { previousSlug }) => storeArticle(queryClient, article, previousSlug),
    invalidate: (q) => [q.lists(), q.mineAll()],
  });
}

export function useDeleteArticle() {
  const queryClient = useQueryClient();
  return articlesData.useMutation({
    mutationFn: async (article: Pick<Article, "id" | "slug">) => {
      await api.delete("/api/v1/articles/{id}", { path: { id: article.id } });
      queryClient.removeQueries({ queryKey: articleQueries.detail(article.id).queryKey });
      queryClient.removeQueries({ queryKey: articleQueries.bySlug(article.slug).queryKey });
    },
    invalidate: (q) => [q.all()],
  });
}

/** Like or take back a like: the page shows the change at once and the server's count after. */
export function useToggleLike(article: Pick<ArticleView, "id" | "slug">) {
  const queryClient = useQueryClient();
  const key = articleQueries.bySlug(article.slug).queryKey;
  return articlesData.useMutation({
    mutationFn: (like: boolean) =>
      like
        ? api.post("/api/v1/articles/{id}/like", { path: { id: article.id } })
        : api.delete("/api/v1/articles/{id}/like", { path: { id: article.id } }),
    onMutate: async (like) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData(key);
      queryClient.setQueryData(key, (view) =>
        view && view.likedByMe !== like
          ? { ...view, likedByMe: like, likeCount: Math.max(0, view.likeCount + (like ? 1 : -1)) }
          : view,
      );
      return { before };
    },
    onError: (_error, _like, context) => {
      const before = (context as { before?: ArticleView } | undefined)?.before;
      if (before) queryClient.setQueryData(key, before);
    },
    onSuccess: (state) =>
      queryClient.setQueryData(key, (view) =>
        view ? { ...view, likedByMe: state.liked, likeCount: state.likeCount } : view,
      ),
  });
}

/** A comment added: the comments (and their count) are read again. */
export function useAddComment(article: Pick<ArticleView, "id">) {
  return articlesData.useMutation({
    mutationFn: (input: CommentInput) =>
      api.post("/api/v1/articles/{id}/comments", { path: { id: article.id }, body: input }),
    invalidate: (q) => [q.comments(article.id).queryKey, q.lists()],
  });
}

export function useDeleteComment(article: Pick<ArticleView, "id">) {
  return articlesData.useMutation({
    mutationFn: (commentId: string) =>
      api.delete("/api/v1/comments/{id}", { path: { id: commentId } }),
    invalidate: (q) => [q.comments(article.id).queryKey, q.lists()],
  });
}

/** Uploads a picture for the article (its cover), with the upload's real progress. */
export function uploadArticleImage(file: File, onProgress: (percent: number) => void) {
  return uploadFile("/api/v1/editor-images", { file, onProgress });
}
