import { getDevicePlatform } from "./device.ts";
import type { NetworkAdapter } from "./network.ts";
import { fetchServer } from "./server.ts";

// Connectivity as the spec gives it (learning-devices-commerce.md §7, §8, §9): the browser's
// own flag plus HEAD probes to our /api/health; a device that says it is connected while every
// probe fails (a captive portal, a dead VPN) counts as offline.

/** Probe time-outs: the first probe, then the second chance. */
export const PROBE_TIMEOUTS_MS = [2_000, 3_000] as const;
export const POLL_MS = 10_000;
export const POLL_ANDROID_MS = 5_000;
export const DEBOUNCE_MS = 500;
export const WAIT_FOR_NETWORK_MS = 30_000;
export const WAIT_FOR_NETWORK_POLL_MS = 1_000;
export const HEALTH_PATH = "/api/health";

export type Probe = (timeoutMs: number) => Promise<boolean>;

/** A HEAD request to Vitalog's own health check, given up after `timeoutMs`. */
export const healthProbe: Probe = async (timeoutMs) => {
  try {
    const response = await fetchServer(HEALTH_PATH, {
      method: "HEAD",
      cache: "no-store",
      credentials: "omit",
      signal: AbortSignal.timeout(timeoutMs),
    });
    return response.ok;
  } catch {
    return false;
  }
};

/** Whether any probe answers, tried in turn with the spec's time-outs. */
export async function isReachable(probe: Probe): Promise<boolean> {
  for (const timeout of PROBE_TIMEOUTS_MS) {
    if (await probe(timeout)) return true;
  }
  return false;
}

export interface ConnectivityOptions {
  probe?: Probe;
  /** The device's own flag (navigator.onLine). */
  deviceOnline?: () => boolean;
  /** Subscribes to the device's online/offline events. */
  watchDevice?: (onChange: () => void) => () => void;
  pollMs?: number;
}

export interface ConnectivityMonitor extends NetworkAdapter {
  /** Probes now and settles the state (debounced like every change). */
  check(): Promise<boolean>;
  /** Resolves true once online, false after `timeoutMs`, checking every second. */
  waitForNetwork(timeoutMs?: number): Promise<boolean>;
}

const browserOnline = () => (typeof navigator === "undefined" ? true : navigator.onLine);
const watchBrowser = (onChange: () => void) => {
  window.addEventListener("online", onChange);
  window.addEventListener("offline", onChange);
  return () => {
    window.removeEventListener("online", onChange);
    window.removeEventListener("offline", onChange);
  };
};

/** The poll interval for this device: 5 s on Android, 10 s elsewhere. */
export function pollIntervalFor(os: string): number {
  return os === "android" ? POLL_ANDROID_MS : POLL_MS;
}

/**
 * Watches connectivity while anyone listens: polls, probes on every device event, and reports
 * a change only after it has held for 500 ms.
 */
export function createConnectivityMonitor(options: ConnectivityOptions = {}): ConnectivityMonitor {
  const probe = options.probe ?? healthProbe;
  const deviceOnline = options.deviceOnline ?? browserOnline;
  const watchDevice = options.watchDevice ?? watchBrowser;
  const pollMs = options.pollMs ?? pollIntervalFor(getDevicePlatform().os);
  const listeners = new Set<(online: boolean) => void>();
  let online = deviceOnline();
  let pending: ReturnType<typeof setTimeout> | undefined;
  let poll: ReturnType<typeof setInterval> | undefined;
  let stopWatching: (() => void) | undefined;

  const settle = (next: boolean) => {
    if (pending !== undefined) clearTimeout(pending);
    pending = undefined;
    if (next === online) return;
    pending = setTimeout(() => {
      pending = undefined;
      if (next === online) return;
      online = next;
      for (const listener of listeners) listener(online);
    }, DEBOUNCE_MS);
  };

  const measure = async () => deviceOnline() && (await isReachable(probe));

  const check = async () => {
    const next = await measure();
    settle(next);
    return next;
  };

  const handleDeviceChange = () => {
    if (!deviceOnline()) settle(false);
    else void check();
  };

  return {
    isOnline: () => online,
    subscribe(listener) {
      listeners.add(listener);
      if (listeners.size === 1) {
        stopWatching = watchDevice(handleDeviceChange);
        poll = setInterval(() => void check(), pollMs);
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size > 0) return;
        stopWatching?.();
        clearInterval(poll);
        if (pending !== undefined) clearTimeout(pending);
        pending = undefined;
      };
    },
    check,
    async waitForNetwork(timeoutMs = WAIT_FOR_NETWORK_MS) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        if (await measure()) return true;
        if (Date.now() + WAIT_FOR_NETWORK_POLL_MS > deadline) return false;
        await new Promise((resume) => setTimeout(resume, WAIT_FOR_NETWORK_POLL_MS));
      }
    },
  };
}
