import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ToastProvider } from "../../../app/toast.tsx";
import { fakeBrowser, removeFakeBrowser } from "../../../platform/notifications.fake.ts";
import { EnableNotificationsButton, useReminderPermission } from "./index.tsx";

function PermissionState() {
  const { permission, needsSystemSettings } = useReminderPermission();
  return <p data-testid="state">{`${permission} ${needsSystemSettings}`}</p>;
}

function renderButton(onEnabled = vi.fn()) {
  render(
    <ToastProvider>
      <PermissionState />
      <EnableNotificationsButton onEnabled={onEnabled} />
    </ToastProvider>,
  );
  return onEnabled;
}

const enableButton = () => screen.getByRole("button", { name: "Enable Notifications" });

describe("Enable Notifications", () => {
  afterEach(removeFakeBrowser);

  it("explains first, then asks the browser, subscribes, turns reminders on and says so", async () => {
    const browser = fakeBrowser("default");
    const user = userEvent.setup();
    const onEnabled = renderButton();
    expect(screen.getByTestId("state")).toHaveTextContent("prompt false");

    await user.click(enableButton());
    const dialog = await screen.findByRole("dialog", { name: "Enable Health Reminders" });
    for (const point of ["Personalized Reminders", "Perfect Timing", "Privacy First"]) {
      expect(within(dialog).getByText(point)).toBeInTheDocument();
    }
    await user.click(within(dialog).getByRole("button", { name: "Enable Notifications" }));

    expect(await screen.findByText("Notifications enabled successfully")).toBeInTheDocument();
    expect(onEnabled).toHaveBeenCalledTimes(1);
    expect(browser.subscribe).toHaveBeenCalledTimes(1);
    expect(browser.state.requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      "GET /api/v1/notifications/vapid-public-key",
      "POST /api/v1/notifications/push-subscriptions",
      "PATCH /api/v1/notifications/settings",
    ]);
    expect(browser.state.requests.at(-1)?.body).toEqual({ enabled: true });
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("remembers Not Now and asks nothing", async () => {
    fakeBrowser("default");
    const user = userEvent.setup();
    renderButton();
    await user.click(enableButton());
    const dialog = await screen.findByRole("dialog", { name: "Enable Health Reminders" });
    await user.click(within(dialog).getByRole("button", { name: "Not Now" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(Notification.requestPermission).not.toHaveBeenCalled();
    const stored = JSON.parse(localStorage.getItem("vitalog.notifications.permission") ?? "{}");
    expect(Date.now() - stored.dismissedAt).toBeLessThan(5000);
  });

  it("says the permission was denied when the browser's answer is no", async () => {
    const browser = fakeBrowser("default");
    browser.state.answer = "denied";
    const user = userEvent.setup();
    const onEnabled = renderButton();
    await user.click(enableButton());
    const dialog = await screen.findByRole("dialog", { name: "Enable Health Reminders" });
    await user.click(within(dialog).getByRole("button", { name: "Enable Notifications" }));
    expect(await screen.findByText("Notification permission denied")).toBeInTheDocument();
    expect(onEnabled).not.toHaveBeenCalled();
    expect(browser.subscribe).not.toHaveBeenCalled();
  });

  it("sends a member to the device settings after an earlier denial", async () => {
    fakeBrowser("denied");
    const user = userEvent.setup();
    renderButton();
    expect(screen.getByTestId("state")).toHaveTextContent("denied true");
    await user.click(enableButton());
    expect(
      await screen.findByText("Please enable notifications in your device settings"),
    ).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("says notifications are already enabled, keeping the subscription registered", async () => {
    const browser = fakeBrowser("granted");
    const user = userEvent.setup();
    renderButton();
    await user.click(enableButton());
    expect(await screen.findByText("Notifications are already enabled")).toBeInTheDocument();
    expect(browser.state.requests.some((r) => r.method === "POST")).toBe(true);
  });

  it("does not claim success when the push service cannot be reached", async () => {
    const browser = fakeBrowser("granted");
    browser.state.subscribeFails = true;
    const user = userEvent.setup();
    const onEnabled = renderButton();
    await user.click(enableButton());
    expect(await screen.findByText(/could not reach its push service/)).toBeInTheDocument();
    expect(screen.queryByText(/enabled/)).not.toBeInTheDocument();
    expect(onEnabled).not.toHaveBeenCalled();
  });

  it("fails clearly where the browser has no notifications", async () => {
    const user = userEvent.setup();
    renderButton();
    expect(screen.getByTestId("state")).toHaveTextContent("unsupported false");
    await user.click(enableButton());
    expect(
      await screen.findByText("Failed to request notification permissions"),
    ).toBeInTheDocument();
  });
});
