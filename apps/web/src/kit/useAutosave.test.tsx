import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useAutosave } from "./useAutosave.ts";

const DELAY = 2000;

function setup(initial: { snapshot: string; isDirty: boolean; paused?: boolean }) {
  const save = vi.fn(async () => {});
  const onPending = vi.fn();
  const onPaused = vi.fn();
  const hook = renderHook(
    (props: { snapshot: string; isDirty: boolean; paused?: boolean }) =>
      useAutosave({
        ...props,
        paused: props.paused ?? false,
        delayMs: DELAY,
        save,
        onPending,
        onPaused,
      }),
    { initialProps: initial },
  );
  return { ...hook, save, onPending, onPaused };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("useAutosave", () => {
  it("saves once, a moment after the last change", async () => {
    const { rerender, save, onPending } = setup({ snapshot: "a", isDirty: false });
    rerender({ snapshot: "ab", isDirty: true });
    expect(onPending).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(DELAY - 1));
    rerender({ snapshot: "abc", isDirty: true });
    await act(() => vi.advanceTimersByTimeAsync(DELAY - 1));
    expect(save).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(save).toHaveBeenCalledTimes(1);
  });

  it("saves nothing while nothing changed", async () => {
    const { save } = setup({ snapshot: "a", isDirty: false });
    await act(() => vi.advanceTimersByTimeAsync(DELAY * 3));
    expect(save).not.toHaveBeenCalled();
  });

  it("waits for the author while paused, and says so", async () => {
    const { rerender, save, onPaused } = setup({ snapshot: "a", isDirty: false, paused: true });
    rerender({ snapshot: "ab", isDirty: true, paused: true });
    await act(() => vi.advanceTimersByTimeAsync(DELAY * 3));
    expect(onPaused).toHaveBeenCalledTimes(1);
    expect(save).not.toHaveBeenCalled();
  });

  it("runs a save asked for during another once that one ends", async () => {
    let finish: () => void = () => {};
    const { result, save } = setup({ snapshot: "a", isDirty: true });
    save.mockImplementationOnce(() => new Promise<void>((resolve) => (finish = resolve)));
    void result.current.saveNow();
    void result.current.saveNow();
    void result.current.saveNow();
    expect(save).toHaveBeenCalledTimes(1);
    await act(async () => finish());
    expect(save).toHaveBeenCalledTimes(2);
  });

  it("saves a waiting change at once when the page goes", () => {
    const { rerender, unmount, save } = setup({ snapshot: "a", isDirty: false });
    rerender({ snapshot: "ab", isDirty: true });
    unmount();
    expect(save).toHaveBeenCalledTimes(1);
  });
});
