import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { fakeBrowser, removeFakeBrowser } from "./notifications.fake.ts";
import {
  applicationServerKey,
  NotificationPlatformError,
  readPermission,
  readPermissionMemory,
  rememberNotNow,
  requestPermission,
  subscribeToPush,
  unsubscribeFromPush,
  watchPermission,
} from "./notifications.ts";

describe("the web notification adapter", () => {
  afterEach(removeFakeBrowser);

  it("says unsupported where the browser has no notifications or push", async () => {
    expect(readPermission()).toBe("unsupported");
    await expect(requestPermission()).rejects.toMatchObject({
      code: "PLATFORM_NOT_SUPPORTED",
    });
    await expect(subscribeToPush()).rejects.toBeInstanceOf(NotificationPlatformError);
  });

  describe("in a browser with push", () => {
    let browser: ReturnType<typeof fakeBrowser>;
    beforeEach(() => {
      browser = fakeBrowser();
    });

    it("reads the permission as §4's states and follows its changes", async () => {
      expect(readPermission()).toBe("prompt");
      const seen: string[] = [];
      const stop = watchPermission((p) => seen.push(p));
      await new Promise((r) => setTimeout(r, 0));
      browser.change("denied");
      expect(seen).toEqual(["denied"]);
      stop();
      browser.change("granted");
      expect(seen).toEqual(["denied"]);
    });

    it("asks the browser and answers its decision", async () => {
      browser.state.answer = "denied";
      await expect(requestPermission()).resolves.toBe("denied");
      expect(readPermission()).toBe("denied");
    });

    it("subscribes with the server's VAPID key and registers the subscription", async () => {
      await subscribeToPush();
      const [options] = browser.subscribe.mock.calls[0] as unknown as [PushSubscriptionOptionsInit];
      expect(options.userVisibleOnly).toBe(true);
      expect([...(options.applicationServerKey as Uint8Array)]).toEqual([1, 2, 3, 255, 239]);
      expect(browser.state.requests.at(-1)).toEqual({
        method: "POST",
        url: "/api/v1/notifications/push-subscriptions",
        body: {
          endpoint: "https://push.example.com/send/abc",
          keys: { p256dh: "BPkey", auth: "authkey" },
        },
      });
    });

    it("reports an unreachable push service as SERVICE_UNAVAILABLE and registers nothing", async () => {
      browser.state.subscribeFails = true;
      await expect(subscribeToPush()).rejects.toMatchObject({ code: "SERVICE_UNAVAILABLE" });
      expect(browser.state.requests.some((r) => r.method === "POST")).toBe(false);
    });

    it("removes the subscription on the server and in the browser", async () => {
      await subscribeToPush();
      const subscription = browser.state.subscription;
      await unsubscribeFromPush();
      expect(browser.state.requests.at(-1)).toEqual({
        method: "DELETE",
        url: "/api/v1/notifications/push-subscriptions",
        body: { endpoint: "https://push.example.com/send/abc" },
      });
      expect(subscription?.unsubscribe).toHaveBeenCalled();
    });
  });

  it("remembers Not Now in localStorage", () => {
    expect(readPermissionMemory()).toEqual({ dismissedAt: null });
    rememberNotNow(1234);
    expect(readPermissionMemory()).toEqual({ dismissedAt: 1234 });
    localStorage.setItem("vitalog.notifications.permission", "not json");
    expect(readPermissionMemory()).toEqual({ dismissedAt: null });
  });

  it("decodes a base64url VAPID key", () => {
    expect([...applicationServerKey("AQID_-8")]).toEqual([1, 2, 3, 255, 239]);
  });
});
