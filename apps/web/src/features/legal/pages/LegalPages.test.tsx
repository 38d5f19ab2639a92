import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { makeProfile, renderApp, sessionHandlers, stubFetch } from "../../../test/render-app.tsx";

const sectionHeadings = () =>
  screen
    .getAllByRole("heading", { level: 2 })
    .map((h) => h.textContent ?? "")
    .filter((text) => /^\d+\. /.test(text));

describe("legal pages", () => {
  it("Privacy Policy: dated, 14 sections with the spec's facts, Back to / for a visitor", async () => {
    stubFetch(sessionHandlers(null));
    renderApp("/privacy-policy");
    expect(await screen.findByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
    expect(screen.getByText("Last updated June 10, 2025")).toBeInTheDocument();
    expect(sectionHeadings()).toHaveLength(14);
    const text = document.body.textContent ?? "";
    for (const fact of [
      "never sell your health data",
      "backend platform for authentication, data storage and analytics",
      "error-monitoring service",
      "ad service",
      "European Economic Area, the United Kingdom or Switzerland",
      "at least 13 years old",
      "Profile Settings (the Update Profile page) and choose Delete Account",
      "within 30 days",
      "within one month",
      "scale of 1 to 10",
    ]) {
      expect(text).toContain(fact);
    }
    expect(screen.getAllByRole("link", { name: "privacy@vitalog.app" })[0]).toHaveAttribute(
      "href",
      "mailto:privacy@vitalog.app",
    );
    expect(screen.getByRole("link", { name: "Back" })).toHaveAttribute("href", "/");
  });

  it("Terms of Service: 14 sections, California law, Back to the weight page when signed in", async () => {
    stubFetch(sessionHandlers(makeProfile()));
    renderApp("/terms-of-service");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Terms of Service" }),
    ).toBeVisible();
    await screen.findByRole("link", { name: "Back" });
    expect(sectionHeadings()).toEqual([
      "1. Agreement to these Terms",
      "2. Our services",
      "3. Your account",
      "4. Medical disclaimer",
      "5. Your content",
      "6. Prohibited activities",
      "7. Intellectual property",
      "8. Termination",
      "9. Advertising",
      "10. Limitation of liability",
      "11. Disclaimer of warranties",
      "12. Governing law",
      "13. Changes to these Terms",
      "14. Contact us",
    ]);
    expect(document.body.textContent).toContain("laws of the State of California");
    expect(screen.getByRole("link", { name: "Back" })).toHaveAttribute("href", "/dashboard/weight");
  });

  it("shows the settings copies inside the member shell when signed in", async () => {
    stubFetch(sessionHandlers(makeProfile()));
    renderApp("/settings/privacy-policy");
    expect(await screen.findByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
    const nav = screen.getByRole("navigation", { name: "Settings" });
    expect(within(nav).getByRole("link", { name: "Legal" })).toHaveAttribute(
      "aria-current",
      "true",
    );
    expect(screen.queryByRole("link", { name: "Back" })).not.toBeInTheDocument();
  });

  it("shows the settings copies on their own for a visitor", async () => {
    stubFetch(sessionHandlers(null));
    renderApp("/settings/terms-of-service");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Terms of Service" }),
    ).toBeVisible();
    expect(screen.queryByRole("navigation", { name: "Settings" })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back" })).toHaveAttribute("href", "/");
  });

  it("lists both documents on /settings/legal", async () => {
    stubFetch(sessionHandlers(null));
    renderApp("/settings/legal");
    expect(await screen.findByRole("heading", { level: 1, name: "Legal" })).toBeVisible();
    expect(screen.getByRole("link", { name: /Terms of Service/ })).toHaveAttribute(
      "href",
      "/settings/terms-of-service",
    );
    expect(screen.getByRole("link", { name: /Privacy Policy/ })).toHaveAttribute(
      "href",
      "/settings/privacy-policy",
    );
  });

  it("Back returns to the page the person came from inside the app", async () => {
    stubFetch(sessionHandlers(null));
    const user = userEvent.setup();
    const { router } = renderApp("/settings/legal");
    await user.click(await screen.findByRole("link", { name: /Terms of Service/ }));
    await screen.findByRole("heading", { level: 1, name: "Terms of Service" });
    const back = screen.getByRole("link", { name: "Back" });
    expect(back).toHaveAttribute("href", "/");
    await user.click(back);
    await waitFor(() => expect(router.state.location.pathname).toBe("/settings/legal"));
  });

  it("Back opened on its own goes to the default, the weight page for a member", async () => {
    stubFetch(sessionHandlers(makeProfile()));
    const user = userEvent.setup();
    const { router } = renderApp("/privacy-policy");
    await screen.findByRole("heading", { level: 1, name: "Privacy Policy" });
    await waitFor(() =>
      expect(screen.getByRole("link", { name: "Back" })).toHaveAttribute(
        "href",
        "/dashboard/weight",
      ),
    );
    await user.click(screen.getByRole("link", { name: "Back" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard/weight"));
  });
});
