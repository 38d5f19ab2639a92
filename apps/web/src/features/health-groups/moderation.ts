import { useQueryClient } from "@tanstack/react-query";
import type { Group, GroupPage } from "@vitalog/domain";
import { api } from "../../lib/api.ts";
import { groupQueries, healthGroupsData, mapPost, updateThreadData } from "./queries.ts";

/** Moderators take a member out of the group. */
export function useRemoveMember(groupId: string) {
  const client = useQueryClient();
  return healthGroupsData.useMutation({
    mutationFn: (userId: string) =>
      api.delete("/api/v1/groups/{id}/members/{userId}", { path: { id: groupId, userId } }),
    onSuccess: ({ memberCount }, userId) => {
      client.setQueryData(groupQueries.members(groupId).queryKey, (data) =>
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
      client.setQueryData(groupQueries.detail(groupId).queryKey, (group) =>
        group ? patch(group) : group,
      );
      client.setQueriesData<GroupPage>({ queryKey: groupQueries.lists() }, (page) =>
        page ? { ...page, items: page.items.map(patch) } : page,
      );
    },
  });
}

/** Moderators hide a post from everyone but its author and them, or show it again. */
export function useHidePost(groupId: string) {
  const client = useQueryClient();
  return healthGroupsData.useMutation({
    mutationFn: ({ postId, hide }: { postId: string; threadId: string; hide: boolean }) =>
      hide
        ? api.post("/api/v1/posts/{id}/hide", { path: { id: postId } })
        : api.delete("/api/v1/posts/{id}/hide", { path: { id: postId } }),
    onSuccess: (reply, { threadId }) =>
      updateThreadData(client, threadId, (data) =>
        mapPost(data, reply.id, (post) => ({
          ...post,
          isHidden: reply.isHidden,
          content: reply.content,
        })),
      ),
    invalidate: (q) => [q.reports(groupId).queryKey],
  });
}
