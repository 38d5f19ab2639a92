import {
  type InfiniteData,
  infiniteQueryOptions,
  type QueryClient,
  queryOptions,
} from "@tanstack/react-query";
import type { Group, GroupSort, GroupTopic, Post, PostReply, ThreadDetail } from "@vitalog/domain";
import { defineModuleData } from "../../kit/data.ts";
import { api } from "../../lib/api.ts";

/** The list's choices, as the page keeps them in its URL. */
export interface GroupFilters {
  topic: GroupTopic | "";
  q: string;
  sort: GroupSort;
}

/**
 * A page of the thread: the first holds the thread itself (its `posts` moved to `items`), the
 * others only posts.
 */
export interface ThreadChunk {
  detail: ThreadDetail | null;
  items: Post[];
  nextCursor: string | null;
}
export type ThreadData = InfiniteData<ThreadChunk>;

export function firstChunk(detail: ThreadDetail): ThreadChunk {
  return { detail: { ...detail, posts: [] }, items: detail.posts, nextCursor: detail.nextCursor };
}

const all = () => ["health-groups"] as const;
const lists = () => [...all(), "list"] as const;
const threadLists = (groupId: string) => [...all(), "threads", groupId] as const;
const threadDetails = () => [...all(), "thread"] as const;

/** The health groups' queries: every key below `all()`. */
export const groupQueries = {
  all,
  lists,
  threadLists,
  threadDetails,
  list: (filters: GroupFilters, cursor: string | null) =>
    queryOptions({
      queryKey: [...lists(), filters, cursor] as const,
      queryFn: ({ signal }) =>
        api.get("/api/v1/groups", {
          query: {
            topic: filters.topic || undefined,
            q: filters.q || undefined,
            sort: filters.sort !== "popular" ? filters.sort : undefined,
            cursor: cursor ?? undefined,
          },
          signal,
        }),
    }),
  detail: (groupId: string) =>
    queryOptions({
      queryKey: [...all(), "group", groupId] as const,
      queryFn: ({ signal }): Promise<Group> =>
        api.get("/api/v1/groups/{id}", { path: { id: groupId }, signal }),
    }),
  threads: (groupId: string, cursor: string | null) =>
    queryOptions({
      queryKey: [...threadLists(groupId), cursor] as const,
      queryFn: ({ signal }) =>
        api.get("/api/v1/groups/{id}/threads", {
          path: { id: groupId },
          query: { cursor: cursor ?? undefined },
          signal,
        }),
    }),
  /** A thread: its detail first, then further pages of posts. */
  thread: (threadId: string) =>
    infiniteQueryOptions({
      queryKey: [...threadDetails(), threadId] as const,
      initialPageParam: null as string | null,
      queryFn: async ({ pageParam, signal }): Promise<ThreadChunk> => {
        if (!pageParam) {
          const detail = await api.get("/api/v1/threads/{id}", { path: { id: threadId }, signal });
          return firstChunk(detail);
        }
        const page = await api.get("/api/v1/threads/{id}/posts", {
          path: { id: threadId },
          query: { cursor: pageParam },
          signal,
        });
        return { detail: null, items: page.items, nextCursor: page.nextCursor };
      },
      getNextPageParam: (last) => last.nextCursor,
    }),
  members: (groupId: string) =>
    infiniteQueryOptions({
      queryKey: [...all(), "members", groupId] as const,
      initialPageParam: null as string | null,
      queryFn: ({ pageParam, signal }) =>
        api.get("/api/v1/groups/{id}/members", {
          path: { id: groupId },
          query: { cursor: pageParam ?? undefined },
          signal,
        }),
      getNextPageParam: (last) => last.nextCursor,
    }),
  reports: (groupId: string) =>
    queryOptions({
      queryKey: [...all(), "reports", groupId] as const,
      queryFn: ({ signal }) =>
        api.get("/api/v1/groups/{id}/reports", { path: { id: groupId }, signal }),
    }),
};

/** Health groups: visitors read the groups and their talk (the public API, read-only). */
export const healthGroupsData = defineModuleData({
  name: "health-groups",
  preview: { kind: "public", promptFeatureKey: "health-groups:prompt.discuss" },
  member: groupQueries,
});

/** The thread as the page shows it: its detail and every post loaded, each once. */
export function threadView(data: ThreadData | undefined) {
  const detail = data?.pages[0]?.detail;
  if (!detail) return undefined;
  const seen = new Set<string>();
  const posts = data.pages
    .flatMap((page) => page.items)
    .filter((post) => !seen.has(post.id) && Boolean(seen.add(post.id)));
  return { detail, posts };
}

/** Changes the cached thread, when it is cached. */
export function updateThreadData(
  client: QueryClient,
  threadId: string,
  change: (data: ThreadData) => ThreadData,
) {
  client.setQueryData(groupQueries.thread(threadId).queryKey, (data) =>
    data ? change(data) : data,
  );
}

export function updateDetail(data: ThreadData, change: (detail: ThreadDetail) => ThreadDetail) {
  return {
    ...data,
    pages: data.pages.map((page) =>
      page.detail ? { ...page, detail: change(page.detail) } : page,
    ),
  };
}

/** Changes one post (opening, post or reply) wherever the thread's cache holds it. */
export function mapPost(
  data: ThreadData,
  postId: string,
  change: (post: PostReply) => PostReply,
): ThreadData {
  const apply = <P extends PostReply>(post: P): P =>
    post.id === postId ? { ...post, ...change(post) } : post;
  const applyPost = (post: Post): Post => ({
    ...apply(post),
    replies: post.replies.map(apply),
  });
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      detail: page.detail
        ? { ...page.detail, openingPost: applyPost(page.detail.openingPost) }
        : null,
      items: page.items.map(applyPost),
    })),
  };
}
