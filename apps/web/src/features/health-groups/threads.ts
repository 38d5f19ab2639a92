import { useQueryClient } from "@tanstack/react-query";
import type { ThreadInput, ThreadPatch } from "@vitalog/domain";
import { api } from "../../lib/api.ts";
import {
  firstChunk,
  groupQueries,
  healthGroupsData,
  type ThreadData,
  updateDetail,
  updateThreadData,
} from "./queries.ts";

export function useCreateThread(groupId: string) {
  const client = useQueryClient();
  return healthGroupsData.useMutation({
    mutationFn: (input: ThreadInput) =>
      api.post("/api/v1/groups/{id}/threads", { path: { id: groupId }, body: input }),
    onSuccess: (detail) => {
      const data: ThreadData = { pages: [firstChunk(detail)], pageParams: [null] };
      client.setQueryData(groupQueries.thread(detail.id).queryKey, data);
    },
    invalidate: (q) => [q.threadLists(groupId), q.detail(groupId).queryKey],
  });
}

/** The thread's author changes its title and opening post. */
export function useUpdateThread(threadId: string) {
  const client = useQueryClient();
  return healthGroupsData.useMutation({
    mutationFn: async (patch: ThreadPatch) => {
      const fresh = await api.patch("/api/v1/threads/{id}", {
        path: { id: threadId },
        body: patch,
      });
      updateThreadData(client, threadId, (data) =>
        updateDetail(data, (detail) => ({
          ...detail,
          title: fresh.title,
          updatedAt: fresh.updatedAt,
          openingPost: fresh.openingPost,
        })),
      );
      return fresh;
    },
    onSuccess: (fresh) =>
      client.invalidateQueries({ queryKey: groupQueries.threadLists(fresh.groupId) }),
  });
}

export function useDeleteThread(groupId: string, threadId: string) {
  const client = useQueryClient();
  return healthGroupsData.useMutation({
    mutationFn: async () => {
      await api.delete("/api/v1/threads/{id}", { path: { id: threadId } });
      client.removeQueries({ queryKey: groupQueries.thread(threadId).queryKey });
    },
    invalidate: (q) => [q.threadLists(groupId), q.detail(groupId).queryKey],
  });
}

export function usePinThread(groupId: string, threadId: string) {
  const client = useQueryClient();
  return healthGroupsData.useMutation({
    mutationFn: (pin: boolean) =>
      pin
        ? api.post("/api/v1/threads/{id}/pin", { path: { id: threadId } })
        : api.delete("/api/v1/threads/{id}/pin", { path: { id: threadId } }),
    onSuccess: ({ isPinned }) =>
      updateThreadData(client, threadId, (data) =>
        updateDetail(data, (detail) => ({ ...detail, isPinned })),
      ),
    invalidate: (q) => [q.threadLists(groupId)],
  });
}
