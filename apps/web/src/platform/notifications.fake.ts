import { vi } from "vitest";

/** A browser with notifications, a service worker and push, each part under the test's control. */
export function fakeBrowser(initial: NotificationPermission = "default") {
  const state = {
    permission: initial,
    answer: "granted" as NotificationPermission,
    subscription: null as null | {
      endpoint: string;
      toJSON: () => PushSubscriptionJSON;
      unsubscribe: ReturnType<typeof vi.fn>;
    },
    subscribeFails: false,
    requests: [] as { method: string; url: string; body: unknown }[],
  };
  const statusListeners = new Set<() => void>();
  const subscribe = vi.fn(async () => {
    if (state.subscribeFails) throw new DOMException("push service error", "AbortError");
    state.subscription = {
      endpoint: "https://push.example.com/send/abc",
      toJSON: () => ({
        endpoint: "https://push.example.com/send/abc",
        keys: { p256dh: "BPkey", auth: "authkey" },
      }),
      unsubscribe: vi.fn(async () => true),
    };
    return state.subscription;
  });
  const registration = {
    pushManager: { subscribe, getSubscription: async () => state.subscription },
  };
  // Object.assign would copy the getter's value once: the permission must stay live.
  const notification = Object.defineProperties(function Notification() {}, {
    permission: { get: () => state.permission },
    requestPermission: {
      value: vi.fn(async () => {
        state.permission = state.answer;
        return state.answer;
      }),
    },
  });
  vi.stubGlobal("Notification", notification);
  vi.stubGlobal("PushManager", function PushManager() {});
  Object.defineProperty(navigator, "serviceWorker", {
    configurable: true,
    value: { ready: Promise.resolve(registration), getRegistration: async () => registration },
  });
  Object.defineProperty(navigator, "permissions", {
    configurable: true,
    value: {
      query: async () => ({
        addEventListener: (_: string, listener: () => void) => statusListeners.add(listener),
        removeEventListener: (_: string, listener: () => void) => statusListeners.delete(listener),
      }),
    },
  });
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit) => {
      const body = init.body ? JSON.parse(String(init.body)) : undefined;
      state.requests.push({ method: String(init.method), url, body });
      if (url.endsWith("/vapid-public-key")) {
        return new Response(JSON.stringify({ publicKey: "AQID_-8" }), { status: 200 });
      }
      if (init.method === "DELETE") return new Response(null, { status: 204 });
      return new Response(JSON.stringify({ id: "s1", endpoint: body?.endpoint }), { status: 201 });
    }),
  );
  return {
    state,
    subscribe,
    /** The browser's settings changed the permission (the Permissions API's change event). */
    change(next: NotificationPermission) {
      state.permission = next;
      for (const listener of statusListeners) listener();
    },
  };
}

export function removeFakeBrowser() {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, "serviceWorker");
  Reflect.deleteProperty(navigator, "permissions");
  localStorage.clear();
}
