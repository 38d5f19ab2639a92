import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  createConnectivityMonitor,
  isReachable,
  type Probe,
  pollIntervalFor,
} from "./connectivity.ts";

function fakeDevice(initial: boolean) {
  let online = initial;
  let onChange: (() => void) | undefined;
  return {
    deviceOnline: () => online,
    watchDevice: (listener: () => void) => {
      onChange = listener;
      return () => {
        onChange = undefined;
      };
    },
    set(next: boolean) {
      online = next;
      onChange?.();
    },
  };
}

describe("connectivity", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("tries a 2 s probe, then a 3 s one, and is offline only when both fail", async () => {
    const timeouts: number[] = [];
    const failing: Probe = async (timeout) => {
      timeouts.push(timeout);
      return false;
    };
    expect(await isReachable(failing)).toBe(false);
    expect(timeouts).toEqual([2_000, 3_000]);
    let calls = 0;
    expect(await isReachable(async () => ++calls === 2)).toBe(true);
  });

  it("polls every 10 s (5 s on Android)", () => {
    expect(pollIntervalFor("web")).toBe(10_000);
    expect(pollIntervalFor("ios")).toBe(10_000);
    expect(pollIntervalFor("android")).toBe(5_000);
  });

  it("counts connected-but-every-probe-fails as offline, after the 500 ms debounce", async () => {
    const device = fakeDevice(true);
    let reachable = true;
    const probe = vi.fn(async () => reachable);
    const monitor = createConnectivityMonitor({ ...device, probe, pollMs: 10_000 });
    const changes: boolean[] = [];
    monitor.subscribe((online) => changes.push(online));
    expect(monitor.isOnline()).toBe(true);

    reachable = false;
    await vi.advanceTimersByTimeAsync(9_999);
    expect(probe).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(probe).toHaveBeenCalledTimes(2);
    // Not yet: the change has to hold for 500 ms.
    await vi.advanceTimersByTimeAsync(499);
    expect(monitor.isOnline()).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(monitor.isOnline()).toBe(false);
    expect(changes).toEqual([false]);
  });

  it("ignores a flap shorter than 500 ms", async () => {
    const device = fakeDevice(true);
    const monitor = createConnectivityMonitor({ ...device, probe: async () => true });
    const changes: boolean[] = [];
    monitor.subscribe((online) => changes.push(online));
    device.set(false);
    await vi.advanceTimersByTimeAsync(200);
    device.set(true);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(changes).toEqual([]);
    device.set(false);
    await vi.advanceTimersByTimeAsync(500);
    expect(changes).toEqual([false]);
    device.set(true);
    await vi.advanceTimersByTimeAsync(500);
    expect(changes).toEqual([false, true]);
  });

  it("stops polling when the last listener leaves", async () => {
    const probe = vi.fn(async () => true);
    const monitor = createConnectivityMonitor({ ...fakeDevice(true), probe, pollMs: 10_000 });
    const unsubscribe = monitor.subscribe(() => {});
    await vi.advanceTimersByTimeAsync(10_000);
    expect(probe).toHaveBeenCalledTimes(1);
    unsubscribe();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(probe).toHaveBeenCalledTimes(1);
  });

  it("waits up to 30 s for the network, checking every second", async () => {
    const device = fakeDevice(false);
    const monitor = createConnectivityMonitor({ ...device, probe: async () => true });
    const late = monitor.waitForNetwork();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(await late).toBe(false);

    const soon = monitor.waitForNetwork();
    await vi.advanceTimersByTimeAsync(3_000);
    device.set(true);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await soon).toBe(true);
  });
});
