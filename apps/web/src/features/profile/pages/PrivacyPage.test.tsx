import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import {
  PublicProfileMessage,
  type PublicProfilePatch,
  type PublicProfileSettings,
} from "@vitalog/domain";
import { describe, expect, it, vi } from "vitest";
import {
  json,
  makeProfile,
  renderApp,
  sessionHandlers,
  stubFetch,
} from "../../../test/render-app.tsx";

const settings = (overrides: Partial<PublicProfileSettings> = {}): PublicProfileSettings => ({
  username: null,
  bio: "",
  isProfilePublic: true,
  areArticlesPublic: true,
  isGroupActivityPublic: false,
  identifier: "u1",
  ...overrides,
});

/** A member whose choices the stub keeps, as the server would; `patch` sees every PATCH. */
function member(start = settings(), reply?: (patch: PublicProfilePatch) => Response | null) {
  let current = start;
  const patch = vi.fn();
  stubFetch({
    ...sessionHandlers(makeProfile()),
    "GET /api/v1/profile/public": () => json(200, current),
    "PATCH /api/v1/profile/public": ({ body }) => {
      const change = body as PublicProfilePatch;
      patch(change);
      const refusal = reply?.(change);
      if (refusal) return refusal;
      current = {
        ...current,
        ...change,
        identifier: change.username ?? (change.username === null ? "u1" : current.identifier),
      } as PublicProfileSettings;
      return json(200, current);
    },
  });
  return patch;
}

describe("the privacy page", () => {
  it("saves each switch as soon as it is flipped", async () => {
    const patch = member();
    renderApp("/dashboard/profile/privacy");
    const articles = await screen.findByRole("switch", { name: "Articles" });
    const groups = screen.getByRole("switch", { name: "Group activity" });
    expect(screen.getByRole("switch", { name: "Public profile" })).toBeChecked();
    expect(articles).toBeChecked();
    expect(groups).not.toBeChecked();

    await userEvent.click(groups);
    await waitFor(() => expect(patch).toHaveBeenCalledWith({ isGroupActivityPublic: true }));
    await waitFor(() => expect(groups).toBeChecked());
    expect(await screen.findByText("Your choice is saved.")).toBeVisible();

    await userEvent.click(articles);
    await waitFor(() => expect(patch).toHaveBeenLastCalledWith({ areArticlesPublic: false }));
    await waitFor(() => expect(articles).not.toBeChecked());

    await userEvent.click(screen.getByRole("switch", { name: "Public profile" }));
    await waitFor(() => expect(patch).toHaveBeenLastCalledWith({ isProfilePublic: false }));
    expect(await screen.findByText(/Your profile is private/)).toBeVisible();
  });

  it("puts a switch back when the server refuses the change", async () => {
    member(settings(), () => json(500, { error: { code: "INTERNAL", message: "Boom" } }));
    renderApp("/dashboard/profile/privacy");
    const groups = await screen.findByRole("switch", { name: "Group activity" });
    await userEvent.click(groups);
    expect(await screen.findByRole("alert")).toHaveTextContent("Boom");
    await waitFor(() => expect(groups).not.toBeChecked());
  });

  it("checks the username with the domain's rule before sending it", async () => {
    const patch = member();
    renderApp("/dashboard/profile/privacy");
    const username = await screen.findByRole("textbox", { name: "Username" });
    const save = screen.getByRole("button", { name: "Save" });

    await userEvent.type(username, "ab");
    await userEvent.click(save);
    expect(await screen.findByText(PublicProfileMessage.usernameInvalid)).toBeVisible();
    expect(username).toHaveAttribute("aria-invalid", "true");

    await userEvent.clear(username);
    await userEvent.type(username, "ada lovelace");
    await userEvent.click(save);
    expect(await screen.findByText(PublicProfileMessage.usernameInvalid)).toBeVisible();

    await userEvent.clear(username);
    await userEvent.type(username, "Privacy");
    await userEvent.click(save);
    expect(await screen.findByText(PublicProfileMessage.usernameReserved)).toBeVisible();
    expect(patch).not.toHaveBeenCalled();

    await userEvent.clear(username);
    await userEvent.type(username, "ada_lovelace");
    expect(
      screen.getByText(/It makes your profile address \/dashboard\/profile\/ada_lovelace/),
    ).toBeVisible();
    await userEvent.type(screen.getByRole("textbox", { name: "Bio" }), "I count things.");
    await userEvent.click(save);
    await waitFor(() =>
      expect(patch).toHaveBeenCalledWith({ username: "ada_lovelace", bio: "I count things." }),
    );
    expect(await screen.findByText("Your username and bio are saved.")).toBeVisible();
    expect(screen.getByRole("link", { name: "View your public profile" })).toHaveAttribute(
      "href",
      "/dashboard/profile/ada_lovelace",
    );
  });

  it("shows the server's message when the username is taken", async () => {
    member(settings(), (change) =>
      change.username === "grace"
        ? json(409, {
            error: {
              code: "CONFLICT",
              message: PublicProfileMessage.usernameTaken,
              fields: { username: PublicProfileMessage.usernameTaken },
            },
          })
        : null,
    );
    renderApp("/dashboard/profile/privacy");
    const username = await screen.findByRole("textbox", { name: "Username" });
    await userEvent.type(username, "grace");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText(PublicProfileMessage.usernameTaken)).toBeVisible();
    expect(username).toHaveAttribute("aria-invalid", "true");
    expect(username).toHaveFocus();
  });

  it("links to the person's public profile and to their name and photo in settings", async () => {
    member(settings({ username: "ada", identifier: "ada" }));
    renderApp("/dashboard/profile/privacy");
    expect(await screen.findByRole("link", { name: "View your public profile" })).toHaveAttribute(
      "href",
      "/dashboard/profile/ada",
    );
    const photo = screen.getByRole("region", { name: "Name and photo" });
    expect(within(photo).getByRole("link", { name: "Change them in Settings" })).toHaveAttribute(
      "href",
      "/settings/profile",
    );
    expect(screen.getByRole("textbox", { name: "Username" })).toHaveValue("ada");
  });

  it("asks a visitor to sign in", async () => {
    stubFetch(sessionHandlers(null));
    const { router } = renderApp("/dashboard/profile/privacy");
    await waitFor(() => expect(router.state.location.pathname).toBe("/preview/profile/privacy"));
    expect(
      await screen.findByRole("heading", { level: 1, name: "Public profile and privacy" }),
    ).toBeVisible();
    await userEvent.click(screen.getByRole("button", { name: /sign in|create account/i }));
    expect(await screen.findByRole("dialog")).toHaveTextContent(/privacy settings/);
  });
});
