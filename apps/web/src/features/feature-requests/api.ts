import {
  type InfiniteData,
  keepPreviousData,
  type QueryClient,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import type {
  FeatureRequest,
  FeatureRequestCategory,
  FeatureRequestComment,
  FeatureRequestCommentPage,
  FeatureRequestInput,
  FeatureRequestPage,
  FeatureRequestPatch,
  FeatureRequestSort,
  FeatureRequestStatus,
  VoteState,
} from "@vitalog/domain";
import { apiFetch } from "../../lib/api.ts";

const BASE = "/api/v1/feature-requests";

/** The list's choices, as the page keeps them in its URL. */
export interface RequestFilters {
  sort: FeatureRequestSort;
  status: FeatureRequestStatus | "";
  category: FeatureRequestCategory | "";
  q: string;
}

export const DEFAULT_FILTERS: RequestFilters = { sort: "votes", status: "", category: "", q: "" };

export const requestKeys = {
  all: ["feature-requests"] as const,
  lists: () => [...requestKeys.all, "list"] as const,
  list: (filters: RequestFilters, cursor: string | null, limit?: number) =>
    [...requestKeys.lists(), filters, cursor, limit ?? null] as const,
  details: () => [...requestKeys.all, "detail"] as const,
  detail: (requestId: string) => [...requestKeys.details(), requestId] as const,
  comments: (requestId: string) => [...requestKeys.all, "comments", requestId] as const,
};

export function requestListPath(
  filters: RequestFilters,
  cursor: string | null,
  limit?: number,
): string {
  const params = new URLSearchParams();
  if (filters.sort !== "votes") params.set("sort", filters.sort);
  if (filters.status) params.set("status", filters.status);
  if (filters.category) params.set("category", filters.category);
  if (filters.q) params.set("q", filters.q);
  if (cursor) params.set("cursor", cursor);
  if (limit) params.set("limit", String(limit));
  const query = params.toString();
  return query ? `${BASE}?${query}` : BASE;
}

const requestPath = (requestId: string) => `${BASE}/${encodeURIComponent(requestId)}`;

export function useRequestList(
  filters: RequestFilters,
  cursor: string | null,
  options: { limit?: number; enabled?: boolean } = {},
) {
  return useQuery({
    queryKey: requestKeys.list(filters, cursor, options.limit),
    queryFn: ({ signal }) =>
      apiFetch<FeatureRequestPage>(requestListPath(filters, cursor, options.limit), { signal }),
    enabled: options.enabled ?? true,
    placeholderData: keepPreviousData,
  });
}

export function useRequest(requestId: string) {
  return useQuery({
    queryKey: requestKeys.detail(requestId),
    queryFn: ({ signal }) => apiFetch<FeatureRequest>(requestPath(requestId), { signal }),
  });
}

/** Applies a change to a request wherever it is cached: its page and every list holding it. */
function patchCachedRequest(
  queryClient: QueryClient,
  requestId: string,
  change: (request: FeatureRequest) => FeatureRequest,
) {
  queryClient.setQueryData<FeatureRequest>(requestKeys.detail(requestId), (request) =>
    request ? change(request) : request,
  );
  queryClient.setQueriesData<FeatureRequestPage>({ queryKey: requestKeys.lists() }, (page) =>
    page
      ? {
          ...page,
          items: page.items.map((request) =>
            request.id === requestId ? change(request) : request,
          ),
        }
      : page,
  );
}

export function useCreateRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: FeatureRequestInput) =>
      apiFetch<FeatureRequest>(BASE, { method: "POST", json: input }),
    onSuccess: (request) => {
      queryClient.setQueryData(requestKeys.detail(request.id), request);
      return queryClient.invalidateQueries({ queryKey: requestKeys.lists() });
    },
  });
}

export function useUpdateRequest(requestId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: FeatureRequestPatch) =>
      apiFetch<FeatureRequest>(requestPath(requestId), { method: "PATCH", json: patch }),
    onSuccess: (request) => {
      patchCachedRequest(queryClient, requestId, () => request);
      return queryClient.invalidateQueries({ queryKey: requestKeys.lists() });
    },
  });
}

export function useDeleteRequest(requestId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<void>(requestPath(requestId), { method: "DELETE" }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: requestKeys.detail(requestId) });
      return queryClient.invalidateQueries({ queryKey: requestKeys.lists() });
    },
  });
}

/** Votes, or takes the vote back: the server's answer sets the button and the count. */
export function useToggleVote(requestId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<VoteState>(`${requestPath(requestId)}/vote`, { method: "POST" }),
    onSuccess: ({ voted, voteCount }) =>
      patchCachedRequest(queryClient, requestId, (request) => ({
        ...request,
        votedByMe: voted,
        voteCount,
      })),
  });
}

/** Admins: where the request stands. */
export function useSetStatus(requestId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (status: FeatureRequestStatus) =>
      apiFetch<FeatureRequest>(`${requestPath(requestId)}/status`, {
        method: "PATCH",
        json: { status },
      }),
    onSuccess: (request) => {
      patchCachedRequest(queryClient, requestId, () => request);
      return queryClient.invalidateQueries({ queryKey: requestKeys.lists() });
    },
  });
}

/** Admins: this request joins `targetId`; the answer is the target with its new count. */
export function useMergeRequest(requestId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (targetId: string) =>
      apiFetch<FeatureRequest>(`${requestPath(requestId)}/merge`, {
        method: "POST",
        json: { targetId },
      }),
    onSuccess: (target) => {
      queryClient.setQueryData(requestKeys.detail(target.id), target);
      return queryClient.invalidateQueries({
        predicate: (query) =>
          query.queryKey[0] === requestKeys.all[0] &&
          !(query.queryKey[1] === "detail" && query.queryKey[2] === target.id),
      });
    },
  });
}

export function useComments(requestId: string) {
  return useInfiniteQuery({
    queryKey: requestKeys.comments(requestId),
    queryFn: ({ pageParam, signal }) =>
      apiFetch<FeatureRequestCommentPage>(
        pageParam
          ? `${requestPath(requestId)}/comments?cursor=${encodeURIComponent(pageParam)}`
          : `${requestPath(requestId)}/comments`,
        { signal },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}

function changeCommentCount(queryClient: QueryClient, requestId: string, by: number) {
  patchCachedRequest(queryClient, requestId, (request) => ({
    ...request,
    commentCount: Math.max(0, request.commentCount + by),
  }));
}

export function useAddComment(requestId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) =>
      apiFetch<FeatureRequestComment>(`${requestPath(requestId)}/comments`, {
        method: "POST",
        json: { content },
      }),
    onSuccess: () => {
      changeCommentCount(queryClient, requestId, 1);
      return queryClient.invalidateQueries({ queryKey: requestKeys.comments(requestId) });
    },
  });
}

export function useDeleteComment(requestId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (commentId: string) =>
      apiFetch<void>(`${requestPath(requestId)}/comments/${encodeURIComponent(commentId)}`, {
        method: "DELETE",
      }),
    onSuccess: (_, commentId) => {
      queryClient.setQueryData<InfiniteData<FeatureRequestCommentPage>>(
        requestKeys.comments(requestId),
        (data) =>
          data && {
            ...data,
            pages: data.pages.map((page) => ({
              ...page,
              items: page.items.filter((comment) => comment.id !== commentId),
            })),
          },
      );
      changeCommentCount(queryClient, requestId, -1);
    },
  });
}
