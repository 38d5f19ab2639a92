import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { CONNECTIVITY_TOAST_MS, GENERAL_TOAST_MS } from "@vitalog/domain";
import { describe, expect, it, vi } from "vitest";
import { type NetworkAdapter, setNetworkAdapter } from "../../platform/network.ts";
import { memoryQueueStore } from "../../platform/offline-queue.ts";
import { installWaitingWrites } from "../../platform/offline-writes.ts";
import { makeProfile, renderApp, sessionHandlers, stubFetch } from "../../test/render-app.tsx";
import { ConnectivityToasts } from "../connectivity.tsx";
import { ToastProvider, useToast } from "../toast.tsx";
import { OfflineBanner } from "./OfflineBanner.tsx";

function fakeNetwork(initial: boolean) {
  let online = initial;
  const listeners = new Set<(online: boolean) => void>();
  const adapter: NetworkAdapter = {
    isOnline: () => online,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return {
    adapter,
    set(next: boolean) {
      online = next;
      for (const listener of listeners) listener(next);
    },
  };
}

function ToastButton() {
  const { toast } = useToast();
  return (
    <button type="button" onClick={() => toast({ message: "Saved", variant: "success" })}>
      Save
    </button>
  );
}

describe("toasts", () => {
  it("shows a toast in the notifications live region and removes it after 4 s", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(
      <ToastProvider>
        <ToastButton />
      </ToastProvider>,
    );
    await user.click(screen.getByRole("button", { name: "Save" }));
    const region = screen.getByRole("region", { name: "Notifications" });
    expect(region.querySelector("[aria-live]")).toHaveTextContent("Saved");

    act(() => vi.advanceTimersByTime(GENERAL_TOAST_MS - 100));
    expect(screen.getByText("Saved")).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByText("Saved")).not.toBeInTheDocument();
  });

  it("can be dismissed", async () => {
    const user = userEvent.setup();
    render(
      <ToastProvider>
        <ToastButton />
      </ToastProvider>,
    );
    await user.click(screen.getByRole("button", { name: "Save" }));
    await user.click(screen.getByRole("button", { name: "Dismiss" }));
    expect(screen.queryByText("Saved")).not.toBeInTheDocument();
  });
});

function ToastButtons() {
  const { toast } = useToast();
  return (
    <>
      <button
        type="button"
        onClick={() => toast({ message: "Profile updated", variant: "success" })}
      >
        Update
      </button>
      <button type="button" onClick={() => toast({ message: "Photo updated", variant: "success" })}>
        Photo
      </button>
      <button type="button" onClick={() => toast({ message: "Upload failed", variant: "error" })}>
        Fail
      </button>
    </>
  );
}

const toastTexts = () =>
  Array.from(
    screen.getByRole("region", { name: "Notifications" }).querySelectorAll("li"),
    (li) => li.textContent,
  );

describe("toasts never stack", () => {
  it("shows one toast for an action repeated, and a new success replaces the last", async () => {
    const user = userEvent.setup();
    render(
      <ToastProvider>
        <ToastButtons />
      </ToastProvider>,
    );
    await user.click(screen.getByRole("button", { name: "Update" }));
    await user.click(screen.getByRole("button", { name: "Update" }));
    expect(toastTexts()).toEqual(["Profile updated"]);
    await user.click(screen.getByRole("button", { name: "Photo" }));
    expect(toastTexts()).toEqual(["Photo updated"]);
  });

  it("keeps an error beside a success, one of each kind", async () => {
    const user = userEvent.setup();
    render(
      <ToastProvider>
        <ToastButtons />
      </ToastProvider>,
    );
    await user.click(screen.getByRole("button", { name: "Fail" }));
    await user.click(screen.getByRole("button", { name: "Update" }));
    await user.click(screen.getByRole("button", { name: "Fail" }));
    expect(toastTexts()).toEqual(["Profile updated", "Upload failed"]);
    expect(screen.getAllByRole("alert")).toHaveLength(1);
  });
});

describe("connectivity", () => {
  it("shows the offline banner and 3 s toasts when the connection drops and returns", () => {
    vi.useFakeTimers();
    const network = fakeNetwork(true);
    setNetworkAdapter(network.adapter);
    render(
      <ToastProvider>
        <ConnectivityToasts />
        <OfflineBanner />
      </ToastProvider>,
    );
    expect(screen.queryByText("You're offline - Some features may be limited")).toBeNull();

    act(() => network.set(false));
    expect(screen.getByText("You're offline - Some features may be limited")).toBeInTheDocument();
    expect(screen.getByText("You are offline")).toBeInTheDocument();

    act(() => network.set(true));
    expect(screen.queryByText("You're offline - Some features may be limited")).toBeNull();
    expect(screen.getByText("Connected")).toBeInTheDocument();
    // "Connected" takes the place of "You are offline" rather than stacking on it.
    expect(screen.queryByText("You are offline")).toBeNull();

    act(() => vi.advanceTimersByTime(CONNECTIVITY_TOAST_MS + 10));
    expect(screen.queryByText("Connected")).toBeNull();
    expect(screen.queryByText("You are offline")).toBeNull();
  });

  it("says how many entries wait on the device, and a page's saved toast says where its entry is", async () => {
    const network = fakeNetwork(false);
    setNetworkAdapter(network.adapter);
    const store = memoryQueueStore();
    const waiting = installWaitingWrites(store);
    const user = userEvent.setup();
    render(
      <ToastProvider>
        <ToastButtons />
        <OfflineBanner />
      </ToastProvider>,
    );
    expect(screen.queryByText(/saved on this device will be sent/)).toBeNull();
    act(() => waiting.queued());
    expect(
      screen.getByText("1 entry saved on this device will be sent when you're back online."),
    ).toBeInTheDocument();
    // The page says "saved" as always; the toast says the entry waits on the device.
    await user.click(screen.getByRole("button", { name: "Update" }));
    expect(toastTexts()).toEqual([
      "Saved on this device. It will be sent when you're back online.",
    ]);
    // Only that once: the next success is the page's own words.
    await user.click(screen.getByRole("button", { name: "Update" }));
    expect(toastTexts()).toEqual(["Profile updated"]);
  });

  it("follows the browser's online and offline events on the web", () => {
    const onLine = vi.spyOn(window.navigator, "onLine", "get").mockReturnValue(true);
    render(<OfflineBanner />);
    onLine.mockReturnValue(false);
    act(() => {
      window.dispatchEvent(new Event("offline"));
    });
    expect(screen.getByText("You're offline - Some features may be limited")).toBeInTheDocument();
  });
});

describe("layout", () => {
  it("lists only working sections, with a skip link, in the preview", async () => {
    stubFetch(sessionHandlers(null));
    renderApp("/preview/weight");
    await waitFor(() =>
      expect(screen.getAllByRole("navigation", { name: "Main navigation" }).length).toBeGreaterThan(
        0,
      ),
    );
    expect(screen.getByRole("link", { name: "Skip to main content" })).toHaveAttribute(
      "href",
      "#main",
    );
    const links = screen.getAllByRole("link", { name: "Weight" });
    expect(links.length).toBeGreaterThan(0);
    expect(screen.queryByRole("link", { name: "Settings" })).toBeNull();
    expect(screen.getByText("Preview — demo data.")).toBeInTheDocument();
  });

  it("puts what the phone's bottom bar has no room for under More", async () => {
    stubFetch(sessionHandlers(makeProfile()));
    renderApp("/settings/profile");
    const bars = await screen.findAllByRole("navigation", { name: "Main navigation" });
    const bottom = bars.at(-1) as HTMLElement;
    // Settings comes last, so it is under More, which marks itself as the current page.
    const more = within(bottom).getByRole("button", { name: "More" });
    expect(within(bottom).getAllByRole("link")).toHaveLength(4);
    expect(more).toHaveAttribute("aria-current", "page");
    await userEvent.click(more);
    const sheet = await screen.findByRole("dialog", { name: "More" });
    expect(within(sheet).getByRole("link", { name: "Settings" })).toHaveAttribute(
      "href",
      "/settings",
    );
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "More" })).toBeNull());
    expect(more).toHaveFocus();
  });
});
