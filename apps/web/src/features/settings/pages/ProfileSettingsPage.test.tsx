import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { IMAGE_MAX_BYTES, type Profile, REMOVED_WITH_ACCOUNT_TEXT } from "@vitalog/domain";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  errorReply,
  type Handler,
  json,
  makeAccountProfile,
  makeProfile,
  renderApp,
  sessionHandlers,
  stubFetch,
} from "../../../test/render-app.tsx";

/** The signed-in devices section: this browser only. */
const NO_OTHER_DEVICES = {
  "GET /api/auth/list-sessions": () => json(200, []),
  "GET /api/auth/get-session": () => json(200, null),
};

function setup(initial: Partial<Profile> = { heightCm: 170, goalWeightKg: 68 }) {
  let profile = makeProfile(initial);
  const fetch = stubFetch({
    ...sessionHandlers(null),
    ...NO_OTHER_DEVICES,
    "GET /api/v1/profile": () => json(200, profile),
    "GET /api/v1/risk-factors": () =>
      json(200, {
        items: [
          { id: "rf-1", name: "Smoking", description: "Any tobacco" },
          { id: "rf-2", name: "High blood pressure", description: null },
        ],
      }),
    "GET /api/v1/health-goals": () => json(200, { items: [] }),
    "PATCH /api/v1/profile": ({ body }) => {
      profile = { ...profile, ...(body as object) };
      return json(200, profile);
    },
  });
  return { fetch, user: userEvent.setup(), current: () => profile, ...renderApp("/settings") };
}

const patchBodies = (fetch: ReturnType<typeof setup>["fetch"]) =>
  fetch.mock.calls
    .filter(([, init]) => init?.method === "PATCH")
    .map(([, init]) => JSON.parse(String(init?.body)));

async function saveUnits(user: ReturnType<typeof userEvent.setup>, system: RegExp) {
  const units = within(screen.getByRole("region", { name: "Units" }));
  await user.click(units.getByRole("radio", { name: system }));
  await user.click(units.getByRole("button", { name: "Save units" }));
  expect(await units.findByText("Units updated")).toBeInTheDocument();
}

describe("ProfileSettingsPage", () => {
  it("opens from /settings and shows the profile in metric", async () => {
    const { router } = setup();
    await screen.findByRole("heading", { name: "Profile settings" });
    expect(router.state.location.pathname).toBe("/settings/profile");
    expect(screen.getByLabelText("Height (cm)")).toHaveValue("170");
    expect(screen.getByLabelText("Goal weight (kg)")).toHaveValue("68");
  });

  it("shows feet, whole inches and pounds in imperial and stores metric values", async () => {
    const { fetch, user } = setup();
    await screen.findByRole("heading", { name: "Profile settings" });
    await saveUnits(user, /Imperial/);
    expect(patchBodies(fetch)).toEqual([{ measurementPreference: "imperial" }]);
    expect(screen.getByLabelText("Feet")).toHaveValue("5");
    expect(screen.getByLabelText("Inches")).toHaveValue("7");
    expect(screen.getByLabelText("Goal weight (lb)")).toHaveValue("149.9");

    await user.clear(screen.getByLabelText("Inches"));
    await user.type(screen.getByLabelText("Inches"), "10");
    await user.clear(screen.getByLabelText("Goal weight (lb)"));
    await user.type(screen.getByLabelText("Goal weight (lb)"), "150");
    await user.click(screen.getByRole("button", { name: "Update Profile" }));

    expect(await screen.findByText("Profile updated")).toBeInTheDocument();
    const body = patchBodies(fetch).at(-1);
    expect(body).not.toHaveProperty("measurementPreference");
    expect(body.heightCm).toBe(177.8);
    expect(body.goalWeightKg).toBeCloseTo(68.04, 2);
  });

  it("metric → imperial → metric changes no stored height or goal weight (168 cm)", async () => {
    const { fetch, user, current } = setup({ heightCm: 168, goalWeightKg: 72.5 });
    await screen.findByRole("heading", { name: "Profile settings" });
    await saveUnits(user, /Imperial/);
    expect(screen.getByLabelText("Feet")).toHaveValue("5");
    expect(screen.getByLabelText("Inches")).toHaveValue("6");
    await saveUnits(user, /Metric/);
    expect(screen.getByLabelText("Height (cm)")).toHaveValue("168");
    expect(screen.getByLabelText("Goal weight (kg)")).toHaveValue("72.5");

    await user.click(screen.getByRole("button", { name: "Update Profile" }));
    await screen.findByText("Profile updated");
    for (const body of patchBodies(fetch)) {
      expect(body).not.toHaveProperty("heightCm");
      expect(body).not.toHaveProperty("goalWeightKg");
    }
    expect(current()).toMatchObject({ heightCm: 168, goalWeightKg: 72.5 });
  });

  it("rejects a height out of range with the domain message", async () => {
    const { fetch, user } = setup();
    await screen.findByRole("heading", { name: "Profile settings" });
    await user.clear(screen.getByLabelText("Height (cm)"));
    await user.type(screen.getByLabelText("Height (cm)"), "20");
    await user.click(screen.getByRole("button", { name: "Update Profile" }));
    await waitFor(() =>
      expect(screen.getByLabelText("Height (cm)")).toHaveAccessibleDescription(
        "Height must be between 50 and 272 cm",
      ),
    );
    expect(fetch.mock.calls.some(([, init]) => init?.method === "PATCH")).toBe(false);
  });

  it("keeps the risk factors in a disclosure that counts what is selected", async () => {
    const { fetch, user } = setup();
    await screen.findByRole("heading", { name: "Profile settings" });
    const summary = (await screen.findByText("Risk factors", { selector: "summary span" })).closest(
      "summary",
    )!;
    expect(summary).toHaveTextContent("None selected");
    await user.click(summary);
    await user.click(screen.getByRole("checkbox", { name: "Smoking" }));
    expect(summary).toHaveTextContent("1 selected");
    await user.click(screen.getByRole("button", { name: "Update Profile" }));
    await screen.findByText("Profile updated");
    expect(patchBodies(fetch).at(-1).selectedRiskFactors).toEqual(["rf-1"]);
  });

  it("lists every section in the in-page navigation and moves focus to the one chosen", async () => {
    const { user } = setup();
    await screen.findByRole("heading", { name: "Profile settings" });
    const nav = screen.getByRole("navigation", { name: "On this page" });
    const links = within(nav).getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Account", "#account"],
      ["Photo", "#photo"],
      ["Health profile", "#health"],
      ["Units", "#units"],
      ["Password", "#password"],
      ["Devices", "#devices"],
      ["Data & deletion", "#data"],
    ]);
    for (const link of links) {
      expect(document.getElementById(link.getAttribute("href")!.slice(1))).not.toBeNull();
    }
    await user.click(within(nav).getByRole("link", { name: "Units" }));
    expect(screen.getByRole("heading", { name: "Units", level: 2 })).toHaveFocus();
  });
});

function setupAccount(
  overrides: Partial<Profile> = {},
  extra: (state: { profile: Profile; deleted: boolean }) => Record<string, Handler> = () => ({}),
) {
  const state = { profile: makeAccountProfile(overrides), deleted: false };
  const fetch = stubFetch({
    ...NO_OTHER_DEVICES,
    "GET /api/v1/auth/providers": () =>
      json(200, { google: false, apple: false, googleClientId: null }),
    "GET /api/v1/profile": () =>
      state.deleted
        ? errorReply(401, "UNAUTHENTICATED", "Please sign in to continue")
        : json(200, state.profile),
    "GET /api/v1/risk-factors": () => json(200, { items: [] }),
    "GET /api/v1/health-goals": () => json(200, { items: [] }),
    "PATCH /api/v1/profile": ({ body }) => {
      state.profile = { ...state.profile, ...(body as object) };
      return json(200, state.profile);
    },
    ...extra(state),
  });
  const view = renderApp("/settings/profile");
  return { fetch, state, user: userEvent.setup({ applyAccept: false }), ...view };
}

const callsTo = (fetch: ReturnType<typeof stubFetch>, method: string, path: string) =>
  fetch.mock.calls.filter(
    ([url, init]) => String(url) === path && (init?.method ?? "GET").toUpperCase() === method,
  );

const opened = () => screen.findByRole("heading", { name: "Profile settings" });

/** XMLHttpRequest as the photo's upload (`uploadFile`) uses it, answered by the test. */
class FakeXhr {
  static sent: FakeXhr[] = [];
  method = "";
  url = "";
  body: FormData | null = null;
  status = 0;
  responseText = "";
  withCredentials = false;
  upload: {
    onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
  } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader() {}
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  abort() {
    this.onabort?.();
  }
  progress(percent: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded: percent, total: 100 });
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

/** The photo upload the page started (there is one at a time). */
const sentPhoto = async () => {
  await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
  const xhr = FakeXhr.sent[0] as FakeXhr;
  expect([xhr.method, xhr.url]).toEqual(["POST", "/api/v1/profile/photo"]);
  return xhr;
};

describe("ProfileSettingsPage: account", () => {
  beforeEach(() => {
    Object.defineProperty(URL, "createObjectURL", {
      configurable: true,
      value: vi.fn(() => "blob:local-preview"),
    });
    Object.defineProperty(URL, "revokeObjectURL", { configurable: true, value: vi.fn() });
    FakeXhr.sent = [];
    vi.stubGlobal("XMLHttpRequest", FakeXhr);
  });
  afterEach(() => vi.unstubAllGlobals());

  it("shows Profile and Legal in the settings navigation", async () => {
    setupAccount();
    await opened();
    const nav = screen.getByRole("navigation", { name: "Settings" });
    expect(within(nav).getByRole("link", { name: "Profile" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    expect(within(nav).getByRole("link", { name: "Legal" })).toHaveAttribute(
      "href",
      "/settings/legal",
    );
  });

  it("checks the name and saves it on its own", async () => {
    const { fetch, user } = setupAccount();
    await opened();
    const account = within(screen.getByRole("region", { name: "Account" }));
    const name = account.getByLabelText("Name");
    expect(name).toHaveValue("Ada Lovelace");

    await user.clear(name);
    await user.click(account.getByRole("button", { name: "Save name" }));
    await waitFor(() => expect(name).toHaveAccessibleDescription("Enter your name"));

    await user.type(name, "A".repeat(101));
    await user.click(account.getByRole("button", { name: "Save name" }));
    await waitFor(() =>
      expect(name).toHaveAccessibleDescription("Name can be at most 100 characters"),
    );
    expect(callsTo(fetch, "PATCH", "/api/v1/profile")).toHaveLength(0);

    await user.clear(name);
    await user.type(name, "  Ada King  ");
    await user.click(account.getByRole("button", { name: "Save name" }));
    expect(await account.findByText("Name updated")).toBeInTheDocument();
    expect(JSON.parse(String(callsTo(fetch, "PATCH", "/api/v1/profile")[0]?.[1]?.body))).toEqual({
      name: "Ada King",
    });
  });

  it("Update Profile sends the health profile, never the name", async () => {
    const { fetch, user } = setupAccount({ name: "" });
    await opened();
    await user.click(screen.getByRole("button", { name: "Update Profile" }));
    await screen.findByText("Profile updated");
    const body = JSON.parse(String(callsTo(fetch, "PATCH", "/api/v1/profile")[0]?.[1]?.body));
    expect(body).not.toHaveProperty("name");
    expect(body).toMatchObject({ dateOfBirth: "1990-05-01", gender: "female" });
  });

  it("refuses a file that is not an image, or over 5 MB, before uploading", async () => {
    const { user } = setupAccount();
    await opened();
    const input = screen.getByLabelText("Upload photo");

    await user.upload(input, new File(["hello"], "notes.txt", { type: "text/plain" }));
    expect(await screen.findByText("Please select an image file")).toBeInTheDocument();

    await user.upload(input, new File(["<svg/>"], "logo.svg", { type: "image/svg+xml" }));
    expect(await screen.findByText("Please select an image file")).toBeInTheDocument();

    const big = new File(["x"], "big.jpg", { type: "image/jpeg" });
    Object.defineProperty(big, "size", { value: IMAGE_MAX_BYTES + 1 });
    await user.upload(input, big);
    expect(await screen.findByText("Image size must be less than 5MB")).toBeInTheDocument();
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it("uploads a photo with its progress, shows it, and removes it", async () => {
    const { fetch, state, user } = setupAccount({ name: "Ada Lovelace" }, () => ({
      "DELETE /api/v1/profile/photo": () => new Response(null, { status: 204 }),
    }));
    await opened();
    expect(screen.queryByRole("img", { name: "Your profile photo" })).not.toBeInTheDocument();
    expect(screen.getByText("AL")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Remove photo" })).not.toBeInTheDocument();

    const photo = new File(["jpeg"], "me.jpg", { type: "image/jpeg" });
    await user.upload(screen.getByLabelText("Upload photo"), photo);
    const xhr = await sentPhoto();
    expect(xhr.body?.get("file")).toBe(photo);
    xhr.progress(60);
    const bar = await screen.findByRole("progressbar", { name: "Uploading photo…" });
    await waitFor(() => expect(bar).toHaveAttribute("aria-valuenow", "60"));
    expect(screen.getByLabelText("Upload photo")).toBeDisabled();

    xhr.respond(200, { ...state.profile, photoUrl: "/api/v1/profile/photo/p1" });
    await waitFor(() =>
      expect(screen.getByRole("img", { name: "Your profile photo" })).toHaveAttribute(
        "src",
        "/api/v1/profile/photo/p1",
      ),
    );
    expect(screen.queryByText("AL")).not.toBeInTheDocument();
    expect(screen.getByLabelText("Change photo")).toBeInTheDocument();
    expect(await screen.findByText("Photo updated")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Remove photo" }));
    await waitFor(() =>
      expect(screen.queryByRole("img", { name: "Your profile photo" })).not.toBeInTheDocument(),
    );
    expect(callsTo(fetch, "DELETE", "/api/v1/profile/photo")).toHaveLength(1);
    expect(await screen.findByText("Photo removed")).toBeInTheDocument();
    expect(screen.getByText("AL")).toBeInTheDocument();
  });

  it("keeps the photo and says so when it cannot be removed", async () => {
    const { user } = setupAccount({ photoUrl: "/api/v1/profile/photo/p1" }, () => ({
      "DELETE /api/v1/profile/photo": () => errorReply(500, "INTERNAL", "Something went wrong"),
    }));
    await opened();
    await user.click(await screen.findByRole("button", { name: "Remove photo" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "The photo could not be removed. Please try again.",
    );
    expect(screen.getByRole("img", { name: "Your profile photo" })).toBeInTheDocument();
  });

  it("shows the server's upload message", async () => {
    const { user } = setupAccount();
    await opened();
    await user.upload(
      screen.getByLabelText("Upload photo"),
      new File(["jpeg"], "me.jpg", { type: "image/jpeg" }),
    );
    (await sentPhoto()).respond(413, {
      error: { code: "PAYLOAD_TOO_LARGE", message: "Image size must be less than 5MB" },
    });
    expect(await screen.findByRole("alert")).toHaveTextContent("Image size must be less than 5MB");
  });

  it("says the spec's sign-in message when the upload finds no session", async () => {
    const { user } = setupAccount();
    await opened();
    await user.upload(
      screen.getByLabelText("Upload photo"),
      new File(["jpeg"], "me.jpg", { type: "image/jpeg" }),
    );
    (await sentPhoto()).respond(401, {
      error: { code: "UNAUTHENTICATED", message: "Please sign in to continue" },
    });
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "You must be logged in to upload images",
    );
  });

  it("marks a verified email, and nudges an unverified one to resend", async () => {
    const verified = setupAccount();
    await opened();
    expect(screen.getByText("Verified")).toBeInTheDocument();
    expect(
      screen.queryByRole("button", { name: "Resend verification email" }),
    ).not.toBeInTheDocument();
    verified.unmount();

    const { fetch, user } = setupAccount({ emailVerified: false }, () => ({
      "POST /api/auth/send-verification-email": () => json(200, { status: true }),
    }));
    await opened();
    expect(screen.getByText("Not verified")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Resend verification email" }));
    expect(
      await screen.findByText("Verification email sent to ada@example.com"),
    ).toBeInTheDocument();
    expect(callsTo(fetch, "POST", "/api/auth/send-verification-email")).toHaveLength(1);
  });

  it("changes the password, asking for the current one", async () => {
    let reply = errorReply(400, "INCORRECT_PASSWORD", "Incorrect password");
    const { fetch, user } = setupAccount({}, () => ({
      "POST /api/auth/change-password": () => reply,
    }));
    await opened();
    const card = screen.getByRole("heading", { name: "Change password" }).closest("section")!;
    const scope = within(card);
    await user.type(scope.getByLabelText("Current password"), "wrong-one");
    await user.type(scope.getByLabelText("New password"), "Calm-Lake-42!");
    await user.type(scope.getByLabelText("Confirm new password"), "Calm-Lake-42!");
    await user.click(scope.getByRole("button", { name: "Change password" }));
    await waitFor(() =>
      expect(scope.getByLabelText("Current password")).toHaveAccessibleDescription(
        "Incorrect password",
      ),
    );

    reply = json(200, { status: true });
    await user.clear(scope.getByLabelText("Current password"));
    await user.type(scope.getByLabelText("Current password"), "right-one");
    await user.click(scope.getByRole("button", { name: "Change password" }));
    expect(
      await screen.findByText("Password changed. Your other devices have been signed out."),
    ).toBeInTheDocument();
    const bodies = callsTo(fetch, "POST", "/api/auth/change-password").map(([, init]) =>
      JSON.parse(String(init?.body)),
    );
    expect(bodies.at(-1)).toEqual({
      currentPassword: "right-one",
      newPassword: "Calm-Lake-42!",
      revokeOtherSessions: true,
    });
    expect(scope.getByLabelText("Current password")).toHaveValue("");
  });

  it("has no change-password section for an account without a password", async () => {
    setupAccount({ hasPassword: false });
    await opened();
    expect(screen.queryByRole("heading", { name: "Change password" })).not.toBeInTheDocument();
  });

  it("downloads the data export as a file", async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    const { fetch, user } = setupAccount({}, () => ({
      "GET /api/v1/account/export": () =>
        new Response(new Uint8Array([80, 75, 3, 4]), {
          status: 200,
          headers: {
            "Content-Type": "application/zip",
            "Content-Disposition": 'attachment; filename="vitalog-export-2025-06-10.zip"',
          },
        }),
    }));
    await opened();
    expect(screen.getByText(/One JSON file with all of it/)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Download my data" }));
    expect(await screen.findByText("Your download has started")).toBeInTheDocument();
    expect(callsTo(fetch, "GET", "/api/v1/account/export")).toHaveLength(1);
    expect(URL.createObjectURL).toHaveBeenCalledTimes(1);
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe("vitalog-export-2025-06-10.zip");
    expect(link.href).toBe("blob:local-preview");
  });
});

describe("ProfileSettingsPage: delete account", () => {
  const openDialog = async (user: ReturnType<typeof userEvent.setup>) => {
    await opened();
    await user.click(screen.getByRole("button", { name: "Delete Account" }));
    return screen.findByRole("dialog", { name: "Delete your account?" });
  };

  it("requires the password, reports a wrong one, and ends signed out on /auth with a confirmation", async () => {
    let reply = errorReply(400, "INCORRECT_PASSWORD", "Incorrect password");
    const { fetch, user, router, state } = setupAccount({}, (s) => ({
      "DELETE /api/v1/account": () => {
        if (reply.status === 204) s.deleted = true;
        return reply;
      },
    }));
    const dialog = await openDialog(user);
    expect(dialog).toHaveTextContent("every weight entry and every other health record");
    // What happens to what the person wrote, and to other people's replies to it.
    expect(dialog).toHaveTextContent("your articles, with the comments left on them");
    expect(dialog).toHaveTextContent(
      "your threads, posts and comments in health groups and under articles",
    );
    expect(dialog).toHaveTextContent(
      `other members' replies to you: your thread, post or comment they answered stays as “${REMOVED_WITH_ACCOUNT_TEXT}”`,
    );
    expect(dialog).toHaveTextContent("your feature requests, signed “Deleted account”");
    const password = within(dialog).getByLabelText("Password");

    await user.click(within(dialog).getByRole("button", { name: "Delete Account" }));
    expect(password).toHaveAccessibleDescription(
      expect.stringContaining("Enter your password to confirm"),
    );
    expect(callsTo(fetch, "DELETE", "/api/v1/account")).toHaveLength(0);

    await user.type(password, "wrong");
    await user.click(within(dialog).getByRole("button", { name: "Delete Account" }));
    await waitFor(() =>
      expect(password).toHaveAccessibleDescription(expect.stringContaining("Incorrect password")),
    );

    reply = new Response(null, { status: 204 });
    await user.clear(password);
    await user.type(password, "right");
    await user.click(within(dialog).getByRole("button", { name: "Delete Account" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/auth"));

    const confirmation = await screen.findByText("Your account has been deleted");
    expect(confirmation.closest('[role="status"]')).not.toBeNull();
    expect(router.state.location.pathname).toBe("/auth");
    expect(router.state.location.search).toBe("");
    expect(state.deleted).toBe(true);
    const bodies = callsTo(fetch, "DELETE", "/api/v1/account").map(([, init]) =>
      JSON.parse(String(init?.body)),
    );
    expect(bodies.at(-1)).toEqual({ password: "right" });
    expect(await screen.findByRole("tab", { name: "Sign In" })).toBeInTheDocument();
    // Said once: /auth opened again has no such message.
    await router.navigate("/privacy-policy");
    await screen.findByRole("heading", { level: 1, name: "Privacy Policy" });
    await router.navigate("/auth");
    await screen.findByRole("tab", { name: "Sign In" });
    expect(screen.queryByText("Your account has been deleted")).not.toBeInTheDocument();
  });

  it("asks a social-only account for no password, and says when to sign in again", async () => {
    const { fetch, user } = setupAccount({ hasPassword: false }, () => ({
      "DELETE /api/v1/account": () =>
        errorReply(403, "REAUTHENTICATE", "Please sign in again to complete this action."),
    }));
    const dialog = await openDialog(user);
    expect(within(dialog).queryByLabelText("Password")).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Delete Account" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "Please sign in again to complete this action.",
    );
    expect(within(dialog).getByRole("button", { name: "Sign in again" })).toBeInTheDocument();
    expect(JSON.parse(String(callsTo(fetch, "DELETE", "/api/v1/account")[0]?.[1]?.body))).toEqual(
      {},
    );
  });
});
