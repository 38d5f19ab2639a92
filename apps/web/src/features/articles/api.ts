import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import type {
  Article,
  ArticleCategory,
  ArticleComment,
  ArticleInput,
  ArticlePage,
  ArticlePatch,
  ArticlePublishStatus,
  ArticleView,
  CommentInput,
  CommentPage,
  EditorImage,
  LikeState,
  MyArticlePage,
} from "@vitalog/domain";
import { apiFetch } from "../../lib/api.ts";
import { uploadFile } from "../../lib/upload.ts";

const BASE = "/api/v1/articles";
/** Where the editor's pictures (and covers) are uploaded. */
export const EDITOR_IMAGES_URL = "/api/v1/editor-images";

export const articleKeys = {
  all: ["articles"] as const,
  lists: () => [...articleKeys.all, "list"] as const,
  list: (filters: ArticleFilters, cursor: string | null) =>
    [...articleKeys.lists(), filters, cursor] as const,
  mine: (status: ArticlePublishStatus | "", cursor: string | null) =>
    [...articleKeys.all, "mine", status, cursor] as const,
  bySlug: (slug: string) => [...articleKeys.all, "slug", slug] as const,
  detail: (id: string) => [...articleKeys.all, "detail", id] as const,
  comments: (id: string) => [...articleKeys.all, "comments", id] as const,
};

/** The index's choices, as the page keeps them in its URL. */
export interface ArticleFilters {
  q: string;
  category: ArticleCategory | "";
  tag: string;
}

export function articleListPath(filters: ArticleFilters, cursor?: string | null): string {
  const params = new URLSearchParams();
  if (filters.q) params.set("q", filters.q);
  if (filters.category) params.set("category", filters.category);
  if (filters.tag) params.set("tag", filters.tag);
  if (cursor) params.set("cursor", cursor);
  const query = params.toString();
  return query ? `${BASE}?${query}` : BASE;
}

/** A page of published public articles, newest first. */
export function useArticlesPage(filters: ArticleFilters, cursor: string | null) {
  return useQuery({
    queryKey: articleKeys.list(filters, cursor),
    queryFn: ({ signal }) => apiFetch<ArticlePage>(articleListPath(filters, cursor), { signal }),
    // The page on screen stays while the next one loads.
    placeholderData: keepPreviousData,
  });
}

/** The signed-in person's own drafts and articles, last edited first. */
export function useMyArticles(status: ArticlePublishStatus | "", cursor: string | null) {
  return useQuery({
    queryKey: articleKeys.mine(status, cursor),
    queryFn: ({ signal }) => {
      const params = new URLSearchParams();
      if (status) params.set("status", status);
      if (cursor) params.set("cursor", cursor);
      const query = params.toString();
      return apiFetch<MyArticlePage>(`/api/v1/me/articles${query ? `?${query}` : ""}`, {
        signal,
      });
    },
    placeholderData: keepPreviousData,
  });
}

/** The article page: the article by its slug, with related articles (the server counts a view). */
export function useArticleBySlug(slug: string) {
  return useQuery({
    queryKey: articleKeys.bySlug(slug),
    queryFn: ({ signal }) =>
      apiFetch<ArticleView>(`${BASE}/by-slug/${encodeURIComponent(slug)}`, { signal }),
    retry: false,
  });
}

export function fetchArticle(id: string, signal?: AbortSignal) {
  return apiFetch<Article>(`${BASE}/${encodeURIComponent(id)}`, { signal: signal ?? null });
}

/** An article by id: the editor's, and the old `post/{id}` address's. */
export function useArticle(id: string | undefined) {
  return useQuery({
    queryKey: articleKeys.detail(id ?? ""),
    queryFn: ({ signal }) => fetchArticle(id ?? "", signal),
    enabled: Boolean(id),
    retry: false,
  });
}

/** Where an article is shown: the caches of its page and its id hold the new state. */
function storeArticle(
  queryClient: ReturnType<typeof useQueryClient>,
  article: Article,
  previousSlug?: string,
) {
  queryClient.setQueryData(articleKeys.detail(article.id), article);
  if (previousSlug && previousSlug !== article.slug) {
    queryClient.removeQueries({ queryKey: articleKeys.bySlug(previousSlug) });
  }
  queryClient.setQueryData<ArticleView>(articleKeys.bySlug(article.slug), (view) =>
    view ? { ...view, ...article } : view,
  );
  void queryClient.invalidateQueries({ queryKey: articleKeys.lists() });
  void queryClient.invalidateQueries({ queryKey: [...articleKeys.all, "mine"] });
}

export function useCreateArticle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ArticleInput) => apiFetch<Article>(BASE, { method: "POST", json: input }),
    onSuccess: (article) => storeArticle(queryClient, article),
  });
}

export function useUpdateArticle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: ArticlePatch; previousSlug?: string }) =>
      apiFetch<Article>(`${BASE}/${encodeURIComponent(id)}`, { method: "PATCH", json: patch }),
    onSuccess: (article, { previousSlug }) => storeArticle(queryClient, article, previousSlug),
  });
}

export function useDeleteArticle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (article: Pick<Article, "id" | "slug">) =>
      apiFetch<void>(`${BASE}/${encodeURIComponent(article.id)}`, { method: "DELETE" }),
    onSuccess: (_, article) => {
      queryClient.removeQueries({ queryKey: articleKeys.detail(article.id) });
      queryClient.removeQueries({ queryKey: articleKeys.bySlug(article.slug) });
      void queryClient.invalidateQueries({ queryKey: articleKeys.all });
    },
  });
}

/** Like or take back a like: the page shows the change at once and the server's count after. */
export function useToggleLike(article: Pick<ArticleView, "id" | "slug">) {
  const queryClient = useQueryClient();
  const key = articleKeys.bySlug(article.slug);
  return useMutation({
    mutationFn: (like: boolean) =>
      apiFetch<LikeState>(`${BASE}/${encodeURIComponent(article.id)}/like`, {
        method: like ? "POST" : "DELETE",
      }),
    onMutate: async (like) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<ArticleView>(key);
      queryClient.setQueryData<ArticleView>(key, (view) =>
        view && view.likedByMe !== like
          ? { ...view, likedByMe: like, likeCount: Math.max(0, view.likeCount + (like ? 1 : -1)) }
          : view,
      );
      return { before };
    },
    onError: (_error, _like, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
    onSuccess: (state) =>
      queryClient.setQueryData<ArticleView>(key, (view) =>
        view ? { ...view, likedByMe: state.liked, likeCount: state.likeCount } : view,
      ),
  });
}

/** An article's comments, oldest first, each with its replies; more pages on request. */
export function useComments(articleId: string, enabled = true) {
  return useInfiniteQuery({
    queryKey: articleKeys.comments(articleId),
    queryFn: ({ pageParam, signal }) =>
      apiFetch<CommentPage>(
        `${BASE}/${encodeURIComponent(articleId)}/comments${
          pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ""
        }`,
        { signal },
      ),
    initialPageParam: "",
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    enabled,
  });
}

/** A comment added or deleted: the comments (and their count) are read again. */
function useCommentsMutation<V, R>(
  article: Pick<ArticleView, "id">,
  mutationFn: (variables: V) => Promise<R>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: articleKeys.comments(article.id) });
      void queryClient.invalidateQueries({ queryKey: articleKeys.lists() });
    },
  });
}

export function useAddComment(article: Pick<ArticleView, "id">) {
  return useCommentsMutation(article, (input: CommentInput) =>
    apiFetch<ArticleComment>(`${BASE}/${encodeURIComponent(article.id)}/comments`, {
      method: "POST",
      json: input,
    }),
  );
}

export function useDeleteComment(article: Pick<ArticleView, "id">) {
  return useCommentsMutation(article, (commentId: string) =>
    apiFetch<void>(`/api/v1/comments/${encodeURIComponent(commentId)}`, { method: "DELETE" }),
  );
}

/** Uploads a picture for the article (its cover), with the upload's real progress. */
export function uploadArticleImage(file: File, onProgress: (percent: number) => void) {
  return uploadFile<EditorImage>(EDITOR_IMAGES_URL, file, onProgress);
}
