import {
  type InfiniteData,
  type QueryClient,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import type {
  Group,
  GroupInput,
  GroupMemberList,
  GroupPage,
  GroupPatch,
  GroupSort,
  GroupTopic,
  LikeState,
  Membership,
  Post,
  PostPage,
  PostReply,
  PostReportList,
  ReportInput,
  ReportReceipt,
  Thread,
  ThreadDetail,
  ThreadInput,
  ThreadPage,
  ThreadPatch,
} from "@vitalog/domain";
import { apiFetch } from "../../lib/api.ts";

const GROUPS = "/api/v1/groups";
const THREADS = "/api/v1/threads";
const POSTS = "/api/v1/posts";

/** The list's choices, as the page keeps them in its URL. */
export interface GroupFilters {
  topic: GroupTopic | "";
  q: string;
  sort: GroupSort;
}

export const groupKeys = {
  all: ["health-groups"] as const,
  lists: () => [...groupKeys.all, "list"] as const,
  list: (filters: GroupFilters, cursor: string | null) =>
    [...groupKeys.lists(), filters, cursor] as const,
  group: (groupId: string) => [...groupKeys.all, "group", groupId] as const,
  threadLists: (groupId: string) => [...groupKeys.all, "threads", groupId] as const,
  threads: (groupId: string, cursor: string | null) =>
    [...groupKeys.threadLists(groupId), cursor] as const,
  threadDetails: () => [...groupKeys.all, "thread"] as const,
  thread: (threadId: string) => [...groupKeys.threadDetails(), threadId] as const,
  members: (groupId: string) => [...groupKeys.all, "members", groupId] as const,
  reports: (groupId: string) => [...groupKeys.all, "reports", groupId] as const,
};

export function groupListPath(filters: GroupFilters, cursor: string | null): string {
  const params = new URLSearchParams();
  if (filters.topic) params.set("topic", filters.topic);
  if (filters.q) params.set("q", filters.q);
  if (filters.sort !== "popular") params.set("sort", filters.sort);
  if (cursor) params.set("cursor", cursor);
  const query = params.toString();
  return query ? `${GROUPS}?${query}` : GROUPS;
}

export function useGroupList(filters: GroupFilters, cursor: string | null) {
  return useQuery({
    queryKey: groupKeys.list(filters, cursor),
    queryFn: ({ signal }) => apiFetch<GroupPage>(groupListPath(filters, cursor), { signal }),
  });
}

export function useGroup(groupId: string) {
  return useQuery({
    queryKey: groupKeys.group(groupId),
    queryFn: ({ signal }) => apiFetch<Group>(`${GROUPS}/${groupId}`, { signal }),
  });
}

export function useThreadList(groupId: string, cursor: string | null) {
  return useQuery({
    queryKey: groupKeys.threads(groupId, cursor),
    queryFn: ({ signal }) => {
      const query = cursor ? `?cursor=${encodeURIComponent(cursor)}` : "";
      return apiFetch<ThreadPage>(`${GROUPS}/${groupId}/threads${query}`, { signal });
    },
  });
}

// -- A thread: its detail first, then further pages of posts ------------------------------

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

export function useThread(threadId: string) {
  return useInfiniteQuery({
    queryKey: groupKeys.thread(threadId),
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam, signal }): Promise<ThreadChunk> => {
      if (!pageParam) {
        const detail = await apiFetch<ThreadDetail>(`${THREADS}/${threadId}`, { signal });
        return firstChunk(detail);
      }
      const page = await apiFetch<PostPage>(
        `${THREADS}/${threadId}/posts?cursor=${encodeURIComponent(pageParam)}`,
        { signal },
      );
      return { detail: null, items: page.items, nextCursor: page.nextCursor };
    },
    getNextPageParam: (last) => last.nextCursor,
  });
}

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

function firstChunk(detail: ThreadDetail): ThreadChunk {
  return { detail: { ...detail, posts: [] }, items: detail.posts, nextCursor: detail.nextCursor };
}

/** Changes one post (opening, post or reply) wherever the thread's cache holds it. */
function mapPost(data: ThreadData, postId: string, change: (post: PostReply) => PostReply) {
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

function updateThreadData(
  client: QueryClient,
  threadId: string,
  change: (data: ThreadData) => ThreadData,
) {
  client.setQueryData<ThreadData>(groupKeys.thread(threadId), (data) =>
    data ? change(data) : data,
  );
}

function updateDetail(data: ThreadData, change: (detail: ThreadDetail) => ThreadDetail) {
  return {
    ...data,
    pages: data.pages.map((page) =>
      page.detail ? { ...page, detail: change(page.detail) } : page,
    ),
  };
}

// -- Groups: join, leave and their moderators' tools ---------------------------------------

/** Puts a group's membership everywhere it shows: lists, the group, its threads. */
function applyMembership(client: QueryClient, groupId: string, membership: Membership) {
  const patch = (group: Group): Group =>
    group.id === groupId ? { ...group, ...membership } : group;
  client.setQueriesData<GroupPage>({ queryKey: groupKeys.lists() }, (page) =>
    page ? { ...page, items: page.items.map(patch) } : page,
  );
  client.setQueryData<Group>(groupKeys.group(groupId), (group) => (group ? patch(group) : group));
  client.setQueriesData<ThreadData>({ queryKey: groupKeys.threadDetails() }, (data) =>
    data
      ? updateDetail(data, (detail) =>
          detail.group.id === groupId
            ? { ...detail, group: { ...detail.group, isMember: membership.isMember } }
            : detail,
        )
      : data,
  );
}

/** Start a group: its creator is its first member and one of its moderators. */
export function useCreateGroup() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: GroupInput) => apiFetch<Group>(GROUPS, { method: "POST", json: input }),
    onSuccess: (group) => {
      client.setQueryData(groupKeys.group(group.id), group);
      void client.invalidateQueries({ queryKey: groupKeys.lists() });
    },
  });
}

/** Moderators change the group's name, description, topic or cover. */
export function useUpdateGroup(groupId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (patch: GroupPatch) =>
      apiFetch<Group>(`${GROUPS}/${groupId}`, { method: "PATCH", json: patch }),
    onSuccess: (group) => {
      client.setQueryData(groupKeys.group(group.id), group);
      void client.invalidateQueries({ queryKey: groupKeys.lists() });
      void client.invalidateQueries({ queryKey: groupKeys.threadDetails() });
    },
  });
}

export function useDeleteGroup(groupId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<void>(`${GROUPS}/${groupId}`, { method: "DELETE" }),
    onSuccess: () => {
      client.removeQueries({ queryKey: groupKeys.group(groupId) });
      client.removeQueries({ queryKey: groupKeys.threadLists(groupId) });
      void client.invalidateQueries({ queryKey: groupKeys.lists() });
    },
  });
}

/** Join or leave a group; the answer carries the new member count. */
export function useMembership(groupId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (join: boolean) =>
      apiFetch<Membership>(`${GROUPS}/${groupId}/${join ? "join" : "leave"}`, { method: "POST" }),
    onSuccess: (membership) => applyMembership(client, groupId, membership),
  });
}

export function useMembers(groupId: string, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: groupKeys.members(groupId),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => {
      const query = pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : "";
      return apiFetch<GroupMemberList>(`${GROUPS}/${groupId}/members${query}`, { signal });
    },
    getNextPageParam: (last) => last.nextCursor,
    enabled,
  });
}

export function useRemoveMember(groupId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) =>
      apiFetch<Membership>(`${GROUPS}/${groupId}/members/${encodeURIComponent(userId)}`, {
        method: "DELETE",
      }),
    onSuccess: ({ memberCount }, userId) => {
      client.setQueryData<InfiniteData<GroupMemberList>>(groupKeys.members(groupId), (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                items: page.items.filter((member) => member.userId !== userId),
              })),
            }
          : data,
      );
      const patch = (group: Group): Group =>
        group.id === groupId ? { ...group, memberCount } : group;
      client.setQueryData<Group>(groupKeys.group(groupId), (group) =>
        group ? patch(group) : group,
      );
      client.setQueriesData<GroupPage>({ queryKey: groupKeys.lists() }, (page) =>
        page ? { ...page, items: page.items.map(patch) } : page,
      );
    },
  });
}

export function useReports(groupId: string, enabled: boolean) {
  return useQuery({
    queryKey: groupKeys.reports(groupId),
    queryFn: ({ signal }) => apiFetch<PostReportList>(`${GROUPS}/${groupId}/reports`, { signal }),
    enabled,
  });
}

// -- Threads -------------------------------------------------------------------------------

export function useCreateThread(groupId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ThreadInput) =>
      apiFetch<ThreadDetail>(`${GROUPS}/${groupId}/threads`, { method: "POST", json: input }),
    onSuccess: (detail) => {
      client.setQueryData<ThreadData>(groupKeys.thread(detail.id), {
        pages: [firstChunk(detail)],
        pageParams: [null],
      });
      void client.invalidateQueries({ queryKey: groupKeys.threadLists(groupId) });
      void client.invalidateQueries({ queryKey: groupKeys.group(groupId) });
    },
  });
}

/** The thread's author changes its title and opening post. */
export function useUpdateThread(threadId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (patch: ThreadPatch) =>
      apiFetch<ThreadDetail>(`${THREADS}/${threadId}`, { method: "PATCH", json: patch }),
    onSuccess: (fresh) => {
      updateThreadData(client, threadId, (data) =>
        updateDetail(data, (detail) => ({
          ...detail,
          title: fresh.title,
          updatedAt: fresh.updatedAt,
          openingPost: fresh.openingPost,
        })),
      );
      void client.invalidateQueries({ queryKey: groupKeys.threadLists(fresh.groupId) });
    },
  });
}

export function useDeleteThread(groupId: string, threadId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<void>(`${THREADS}/${threadId}`, { method: "DELETE" }),
    onSuccess: () => {
      client.removeQueries({ queryKey: groupKeys.thread(threadId) });
      void client.invalidateQueries({ queryKey: groupKeys.threadLists(groupId) });
      void client.invalidateQueries({ queryKey: groupKeys.group(groupId) });
    },
  });
}

export function usePinThread(groupId: string, threadId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (pin: boolean) =>
      apiFetch<Thread>(`${THREADS}/${threadId}/pin`, { method: pin ? "POST" : "DELETE" }),
    onSuccess: ({ isPinned }) => {
      updateThreadData(client, threadId, (data) =>
        updateDetail(data, (detail) => ({ ...detail, isPinned })),
      );
      void client.invalidateQueries({ queryKey: groupKeys.threadLists(groupId) });
    },
  });
}

// -- Posts ---------------------------------------------------------------------------------

const changeReplyCount = (data: ThreadData, by: number) =>
  updateDetail(data, (detail) => ({ ...detail, replyCount: Math.max(0, detail.replyCount + by) }));

/** A post in the thread, or with `parentId` a reply to one. */
export function useCreatePost(threadId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { content: string; parentId?: string | null }) =>
      apiFetch<Post>(`${THREADS}/${threadId}/posts`, { method: "POST", json: input }),
    onSuccess: (post) => {
      updateThreadData(client, threadId, (data) => {
        const counted = changeReplyCount(data, 1);
        const { parentId } = post;
        if (parentId) {
          const addReply = (item: Post): Post =>
            item.id === parentId ? { ...item, replies: [...item.replies, post] } : item;
          return {
            ...counted,
            pages: counted.pages.map((page) => ({ ...page, items: page.items.map(addReply) })),
          };
        }
        const lastIndex = counted.pages.length - 1;
        return {
          ...counted,
          pages: counted.pages.map((page, index) =>
            index === lastIndex ? { ...page, items: [...page.items, post] } : page,
          ),
        };
      });
    },
  });
}

export function useEditPost(threadId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ postId, content }: { postId: string; content: string }) =>
      apiFetch<Post>(`${POSTS}/${postId}`, { method: "PATCH", json: { content } }),
    onSuccess: (post) =>
      updateThreadData(client, threadId, (data) =>
        mapPost(data, post.id, (old) => ({
          ...old,
          content: post.content,
          isEdited: post.isEdited,
          updatedAt: post.updatedAt,
        })),
      ),
  });
}

export function useDeletePost(threadId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (postId: string) => apiFetch<void>(`${POSTS}/${postId}`, { method: "DELETE" }),
    onSuccess: (_nothing, postId) =>
      updateThreadData(client, threadId, (data) => {
        let removed = 0;
        const keep = (post: Post): Post | null => {
          if (post.id === postId) {
            removed += 1 + post.replies.length;
            return null;
          }
          const replies = post.replies.filter((reply) => reply.id !== postId);
          removed += post.replies.length - replies.length;
          return { ...post, replies };
        };
        const prune = (posts: Post[]) =>
          posts.map(keep).filter((post): post is Post => post !== null);
        const pruned: ThreadData = {
          ...data,
          pages: data.pages.map((page) => ({ ...page, items: prune(page.items) })),
        };
        return changeReplyCount(pruned, -removed);
      }),
  });
}

export function useLikePost(threadId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ postId, like }: { postId: string; like: boolean }) =>
      apiFetch<LikeState>(`${POSTS}/${postId}/like`, { method: like ? "POST" : "DELETE" }),
    onSuccess: ({ liked, likeCount }, { postId }) =>
      updateThreadData(client, threadId, (data) =>
        mapPost(data, postId, (post) => ({ ...post, likedByMe: liked, likeCount })),
      ),
  });
}

/** Moderators hide a post from everyone but its author and them, or show it again. */
export function useHidePost(groupId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ postId, hide }: { postId: string; threadId: string; hide: boolean }) =>
      apiFetch<PostReply>(`${POSTS}/${postId}/hide`, { method: hide ? "POST" : "DELETE" }),
    onSuccess: (reply, { threadId }) => {
      updateThreadData(client, threadId, (data) =>
        mapPost(data, reply.id, (post) => ({
          ...post,
          isHidden: reply.isHidden,
          content: reply.content,
        })),
      );
      void client.invalidateQueries({ queryKey: groupKeys.reports(groupId) });
    },
  });
}

export function useReportPost() {
  return useMutation({
    mutationFn: ({ postId, input }: { postId: string; input: ReportInput }) =>
      apiFetch<ReportReceipt>(`${POSTS}/${postId}/report`, { method: "POST", json: input }),
  });
}
