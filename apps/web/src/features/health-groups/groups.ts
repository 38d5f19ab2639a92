import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import type { Group, GroupInput, GroupPage, GroupPatch, Membership } from "@vitalog/domain";
import { api } from "../../lib/api.ts";
import { groupQueries, healthGroupsData, type ThreadData, updateDetail } from "./queries.ts";

/** Puts a group's membership everywhere it shows: lists, the group, its threads. */
function applyMembership(client: QueryClient, groupId: string, membership: Membership) {
  const patch = (group: Group): Group =>
    group.id === groupId ? { ...group, ...membership } : group;
  client.setQueriesData<GroupPage>({ queryKey: groupQueries.lists() }, (page) =>
    page ? { ...page, items: page.items.map(patch) } : page,
  );
  client.setQueryData(groupQueries.detail(groupId).queryKey, (group) =>
    group ? patch(group) : group,
  );
  client.setQueriesData<ThreadData>({ queryKey: groupQueries.threadDetails() }, (data) =>
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
  return healthGroupsData.useMutation({
    mutationFn: (input: GroupInput): Promise<Group> => api.post("/api/v1/groups", { body: input }),
    onSuccess: (group) => client.setQueryData(groupQueries.detail(group.id).queryKey, group),
    invalidate: (q) => [q.lists()],
  });
}

/** Moderators change the group's name, description, topic or cover. */
export function useUpdateGroup(groupId: string) {
  const client = useQueryClient();
  return healthGroupsData.useMutation({
    mutationFn: (patch: GroupPatch): Promise<Group> =>
      api.patch("/api/v1/groups/{id}", { path: { id: groupId }, body: patch }),
    onSuccess: (group) => client.setQueryData(groupQueries.detail(group.id).queryKey, group),
    invalidate: (q) => [q.lists(), q.threadDetails()],
  });
}

export function useDeleteGroup(groupId: string) {
  const client = useQueryClient();
  return healthGroupsData.useMutation({
    mutationFn: async () => {
      await api.delete("/api/v1/groups/{id}", { path: { id: groupId } });
      client.removeQueries({ queryKey: groupQueries.detail(groupId).queryKey });
      client.removeQueries({ queryKey: groupQueries.threadLists(groupId) });
    },
    invalidate: (q) => [q.lists()],
  });
}

/** Join or leave a group; the answer carries the new member count. */
export function useMembership(groupId: string) {
  const client = useQueryClient();
  return healthGroupsData.useMutation({
    mutationFn: (join: boolean) =>
      join
        ? api.post("/api/v1/groups/{id}/join", { path: { id: groupId } })
        : api.post("/api/v1/groups/{id}/leave", { path: { id: groupId } }),
    onSuccess: (membership) => applyMembership(client, groupId, membership),
  });
}
