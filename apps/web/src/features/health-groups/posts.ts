import { useQueryClient } from "@tanstack/react-query";
import type { Post, ReportInput } from "@vitalog/domain";
import { api } from "../../lib/api.ts";
import {
  healthGroupsData,
  mapPost,
  type ThreadData,
  updateDetail,
  updateThreadData,
} from "./queries.ts";

const changeReplyCount = (data: ThreadData, by: number) =>
  updateDetail(data, (detail) => ({ ...detail, replyCount: Math.max(0, detail.replyCount + by) }));

/** A post in the thread, or with `parentId` a reply to one. */
export function useCreatePost(threadId: string) {
  const client = useQueryClient();
  return healthGroupsData.useMutation({
    mutationFn: (input: { content: string; parentId?: string | null }): Promise<Post> =>
      api.post("/api/v1/threads/{id}/posts", { path: { id: threadId }, body: input }),
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
  return healthGroupsData.useMutation({
    mutationFn: ({ postId, content }: { postId: string; content: string }) =>
      api.patch("/api/v1/posts/{id}", { path: { id: postId }, body: { content } }),
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
  return healthGroupsData.useMutation({
    mutationFn: (postId: string) => api.delete("/api/v1/posts/{id}", { path: { id: postId } }),
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
  return healthGroupsData.useMutation({
    mutationFn: ({ postId, like }: { postId: string; like: boolean }) =>
      like
        ? api.post("/api/v1/posts/{id}/like", { path: { id: postId } })
        : api.delete("/api/v1/posts/{id}/like", { path: { id: postId } }),
    onSuccess: ({ liked, likeCount }, { postId }) =>
      updateThreadData(client, threadId, (data) =>
        mapPost(data, postId, (post) => ({ ...post, likedByMe: liked, likeCount })),
      ),
  });
}

export function useReportPost() {
  return healthGroupsData.useMutation({
    mutationFn: ({ postId, input }: { postId: string; input: ReportInput }) =>
      api.post("/api/v1/posts/{id}/report", { path: { id: postId }, body: input }),
  });
}
