/**
 * Key-value storage on the device that outlives the app (offline courses and their queue). The
 * web keeps it in localStorage; a native shell plugs in its own (Capacitor Preferences) with
 * `setDeviceStore`. Values go in and come out as JSON, never as shared references.
 */
export interface DeviceStore {
  get<T>(key: string): Promise<T | null>;
  set(key: string, value: unknown): Promise<void>;
  remove(key: string): Promise<void>;
  /** Every key held, in no particular order. */
  keys(): Promise<string[]>;
}

/** A store held in memory: tests, and browsers where Web Storage is refused. */
export function createMemoryDeviceStore(initial: Record<string, unknown> = {}): DeviceStore {
  const data = new Map<string, string>(
    Object.entries(initial).map(([key, value]) => [key, JSON.stringify(value)]),
  );
  return {
    async get<T>(key: string) {
      const text = data.get(key);
      return text === undefined ? null : (JSON.parse(text) as T);
    },
    async set(key, value) {
      data.set(key, JSON.stringify(value));
    },
    async remove(key) {
      data.delete(key);
    },
    async keys() {
      return [...data.keys()];
    },
  };
}

/** Keys of the web store start with this (the app's `vitalog` storage prefix). */
export const WEB_DEVICE_STORE_PREFIX = "vitalog.device.";

/** The web's store over Web Storage, each key prefixed so it never meets the app's others. */
export function createWebDeviceStore(
  storage: Storage,
  prefix = WEB_DEVICE_STORE_PREFIX,
): DeviceStore {
  return {
    async get<T>(key: string) {
      const text = storage.getItem(prefix + key);
      if (text === null) return null;
      try {
        return JSON.parse(text) as T;
      } catch {
        return null;
      }
    },
    async set(key, value) {
      storage.setItem(prefix + key, JSON.stringify(value));
    },
    async remove(key) {
      storage.removeItem(prefix + key);
    },
    async keys() {
      const found: string[] = [];
      for (let i = 0; i < storage.length; i += 1) {
        const key = storage.key(i);
        if (key?.startsWith(prefix)) found.push(key.slice(prefix.length));
      }
      return found;
    },
  };
}

function defaultStore(): DeviceStore {
  try {
    if (typeof window !== "undefined" && window.localStorage) {
      return createWebDeviceStore(window.localStorage);
    }
  } catch {
    // Web Storage can be refused (blocked cookies): keep the values for this visit only.
  }
  return createMemoryDeviceStore();
}

let current: DeviceStore | null = null;

export function getDeviceStore(): DeviceStore {
  current ??= defaultStore();
  return current;
}

export function setDeviceStore(store: DeviceStore): void {
  current = store;
}
