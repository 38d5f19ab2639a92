import { afterEach, describe, expect, it, vi } from "vitest";
import { startFakeNativeAds, stopFakeNativeAds } from "../test/native-ads.ts";
import { createQueryClient } from "./query-client.ts";

afterEach(stopFakeNativeAds);

function runMutation(mutationFn: () => Promise<unknown>) {
  const client = createQueryClient();
  return client.getMutationCache().build(client, { mutationFn }).execute(undefined);
}

describe("the query client's saves", () => {
  it("count a successful save as engagement for the tracking pre-prompt", async () => {
    const { ads } = await startFakeNativeAds();
    const recordEngagement = vi.spyOn(ads, "recordEngagement");
    await runMutation(async () => ({ id: "entry-1" }));
    expect(recordEngagement).toHaveBeenCalledTimes(1);
  });

  it("do not count a failed save", async () => {
    const { ads } = await startFakeNativeAds();
    const recordEngagement = vi.spyOn(ads, "recordEngagement");
    await expect(runMutation(() => Promise.reject(new Error("offline")))).rejects.toThrow(
      "offline",
    );
    expect(recordEngagement).not.toHaveBeenCalled();
  });
});
