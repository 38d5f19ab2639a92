import { queryOptions } from "@tanstack/react-query";
import { api } from "../../lib/api.ts";

/** GET /api/v1/shared/{token}: what a share link shows, read by anyone holding it. */
export const sharedRecordQuery = (token: string) =>
  queryOptions({
    queryKey: ["sharing", "shared", token],
    queryFn: ({ signal }) => api.get("/api/v1/shared/{token}", { path: { token }, signal }),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
