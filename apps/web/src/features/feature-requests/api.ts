import {
  infiniteQueryOptions,
  keepPreviousData,
  type QueryClient,
  queryOptions,
  useQueryClient,
} from "@tanstack/react-query";
import type {
  FeatureRequest,
  FeatureRequestCategory,
  FeatureRequestInput,
  FeatureRequestPage,
  FeatureRequestPatch,
  FeatureRequestSort,
  FeatureRequestStatus,
} from "@vitalog/domain";
import { defineModuleData } from "../../kit/data.ts";
import { api } from "../../lib/api.ts";

/** The list's choices, as the page keeps them in its URL. */
export interface RequestFilters {
  sort: FeatureRequestSort;
  status: FeatureRequestStatus | "";
  category: FeatureRequestCategory | "";
  q: string;
}

export const DEFAULT_FILTERS: RequestFilters = { sort: "votes", status: "", category: "", q: "" };

const all = () => ["feature-requests"] as const;
const lists = () => [...all(), "list"] as const;
const details = () => [...all(), "detail"] as const;

/** The feature requests' queries: every key below `all()`. */
export const requestQueries = {
  all,
  lists,
  details,
  list: (
    filters: RequestFilters,
    cursor: string | null,
    options: { limit?: number; enabled?: boolean } = {},
  ) =>
    queryOptions({
      queryKey: [...lists(), filters, cursor, options.limit ?? null] as const,
      queryFn: ({ signal }): Promise<FeatureRequestPage> =>
        api.get("/api/v1/feature-requests", {
          query: {
            sort: filters.sort !== "votes" ? filters.sort : undefined,
            status: filters.status || undefined,
            category: filters.category || undefined,
            q: filters.q || undefined,
            cursor: cursor ?? undefined,
            limit: options.limit,
          },
          signal,
        }),
      enabled: options.enabled ?? true,
      placeholderData: keepPreviousData,
    }),
  detail: (requestId: string) =>
    queryOptions({
      queryKey: [...details(), requestId] as const,
      queryFn: ({ signal }): Promise<FeatureRequest> =>
        api.get("/api/v1/feature-requests/{id}", { path: { id: requestId }, signal }),
    }),
  comments: (requestId: string) =>
    infiniteQueryOptions({
      queryKey: [...all(), "comments", requestId] as const,
      queryFn: ({ pageParam, signal }) =>
        api.get("/api/v1/feature-requests/{id}/comments", {
          path: { id: requestId },
          query: { cursor: pageParam ?? undefined },
          signal,
        }),
      initialPageParam: null as string | null,
      getNextPageParam: (page) => page.nextCursor,
    }),
};

/** Feature requests: visitors read them (the public API, read-only); acting needs an account. */
export const featureRequestsData = defineModuleData({
  name: "feature-requests",
  preview: { kind: "public", promptFeatureKey: "feature-requests:promptFeature.request" },
  member: requestQueries,
});

/** Applies a change to a request wherever it is cached: its page and every list holding it. */
function patchCachedRequest(
  queryClient: QueryClient,
  requestId: string,
  change: (request: FeatureRequest) => FeatureRequest,
) {
  queryClient.setQueryData(requestQueries.detail(requestId).queryKey, (request) =>
    request ? change(request) : request,
  );
  queryClient.setQueriesData<FeatureRequestPage>({ queryKey: requestQueries.lists() }, (page) =>
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
  return featureRequestsData.useMutation({
    mutationFn: (input: FeatureRequestInput): Promise<FeatureRequest> =>
      api.post("/api/v1/feature-requests", { body: input }),
    onSuccess: (request) =>
      queryClient.setQueryData(requestQueries.detail(request.id).queryKey, request),
    invalidate: (q) => [q.lists()],
  });
}

export function useUpdateRequest(requestId: string) {
  const queryClient = useQueryClient();
  return featureRequestsData.useMutation({
    mutationFn: (patch: FeatureRequestPatch): Promise<FeatureRequest> =>
      api.patch("/api/v1/feature-requests/{id}", { path: { id: requestId }, body: patch }),
    onSuccess: (request) => patchCachedRequest(queryClient, requestId, () => request),
    invalidate: (q) => [q.lists()],
  });
}

export function useDeleteRequest(requestId: string) {
  const queryClient = useQueryClient();
  return featureRequestsData.useMutation({
    mutationFn: async () => {
      await api.delete("/api/v1/feature-requests/{id}", { path: { id: requestId } });
      queryClient.removeQueries({ queryKey: requestQueries.detail(requestId).queryKey });
    },
    invalidate: (q) => [q.lists()],
  });
}

/** Votes, or takes the vote back: the server's answer sets the button and the count. */
export function useToggleVote(requestId: string) {
  const queryClient = useQueryClient();
  return featureRequestsData.useMutation({
    mutationFn: () => api.post("/api/v1/feature-requests/{id}/vote", { path: { id: requestId } }),
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
  return featureRequestsData.useMutation({
    mutationFn: (status: FeatureRequestStatus): Promise<FeatureRequest> =>
      api.patch("/api/v1/feature-requests/{id}/status", {
        path: { id: requestId },
        body: { status },
      }),
    onSuccess: (request) => patchCachedRequest(queryClient, requestId, () => request),
    invalidate: (q) => [q.lists()],
  });
}

/** Admins: this request joins `targetId`; the answer is the target with its new count. */
export function useMergeRequest(requestId: string) {
  const queryClient = useQueryClient();
  return featureRequestsData.useMutation({
    mutationFn: async (targetId: string): Promise<FeatureRequest> => {
      const target = await api.post("/api/v1/feature-requests/{id}/merge", {
        path: { id: requestId },
        body: { targetId },
      });
      queryClient.setQueryData(requestQueries.detail(target.id).queryKey, target);
      return target;
    },
    onSuccess: (target) => {
      const targetKey = JSON.stringify(requestQueries.detail(target.id).queryKey);
      return queryClient.invalidateQueries({
        queryKey: requestQueries.all(),
        predicate: (query) => JSON.stringify(query.queryKey) !== targetKey,
      });
    },
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
  return featureRequestsData.useMutation({
    mutationFn: (content: string) =>
      api.post("/api/v1/feature-requests/{id}/comments", {
        path: { id: requestId },
        body: { content },
      }),
    onSuccess: () => changeCommentCount(queryClient, requestId, 1),
    invalidate: (q) => [q.comments(requestId).queryKey],
  });
}

export function useDeleteComment(requestId: string) {
  const queryClient = useQueryClient();
  return featureRequestsData.useMutation({
    mutationFn: (commentId: string) =>
      api.delete("/api/v1/feature-requests/{id}/comments/{commentId}", {
        path: { id: requestId, commentId },
      }),
    onSuccess: (_, commentId) => {
      queryClient.setQueryData(requestQueries.comments(requestId).queryKey, (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                items: page.items.filter((comment) => comment.id !== commentId),
              })),
            }
          : data,
      );
      changeCommentCount(queryClient, requestId, -1);
    },
  });
}
