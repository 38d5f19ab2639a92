import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { AUTH_TAB_STORAGE_KEY } from "../../../app/auth-tab.ts";
import { setDeviceAdapter, webDevice } from "../../../platform/device.ts";
import {
  errorReply,
  json,
  makeProfile,
  renderApp,
  sessionHandlers,
  stubFetch,
} from "../../../test/render-app.tsx";
import { type SocialLoginPlugin, setSocialLoginPlugin } from "../native-social-sign-in.ts";

async function openAuth(path = "/auth") {
  const view = renderApp(path);
  await screen.findByRole("tab", { name: "Create Account" }, { timeout: 2000 });
  return view;
}

describe("AuthPage", () => {
  it("opens on Create Account by default and switches headline with the tab", async () => {
    stubFetch(sessionHandlers(null));
    const user = userEvent.setup();
    await openAuth();

    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Get started today");
    expect(screen.getByRole("tab", { name: "Create Account" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    expect(screen.getByLabelText("Confirm password")).toBeInTheDocument();

    await user.click(screen.getByRole("tab", { name: "Sign In" }));
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Welcome back");
    expect(screen.getByRole("checkbox", { name: "Remember me" })).toBeChecked();
    expect(screen.getByRole("button", { name: "Forgot password?" })).toBeInTheDocument();
    expect(screen.queryByLabelText("Confirm password")).not.toBeInTheDocument();
    expect(sessionStorage.getItem(AUTH_TAB_STORAGE_KEY)).toBe("signin");
  });

  it("starts on the tab stored in the session", async () => {
    sessionStorage.setItem(AUTH_TAB_STORAGE_KEY, "signin");
    stubFetch(sessionHandlers(null));
    await openAuth();
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Welcome back");
  });

  it("rates the password Weak, Fair, Good and Strong", async () => {
    stubFetch(sessionHandlers(null));
    const user = userEvent.setup();
    await openAuth();
    const password = screen.getByLabelText("Password");

    await user.type(password, "abc");
    expect(screen.getByText(/Password strength/)).toHaveTextContent("Weak");
    await user.clear(password);
    await user.type(password, "abcdefgh1");
    expect(screen.getByText(/Password strength/)).toHaveTextContent("Fair");
    await user.clear(password);
    await user.type(password, "Abcdefgh1");
    expect(screen.getByText(/Password strength/)).toHaveTextContent("Good");
    await user.clear(password);
    await user.type(password, "Abcdefgh1!");
    expect(screen.getByText(/Password strength/)).toHaveTextContent("Strong");
  });

  it("toggles the password's visibility with a pressed button", async () => {
    stubFetch(sessionHandlers(null));
    const user = userEvent.setup();
    await openAuth();
    const password = screen.getByLabelText("Password");
    const [toggle] = screen.getAllByRole("button", { name: "Show password" });
    expect(password).toHaveAttribute("type", "password");
    await user.click(toggle!);
    expect(toggle).toHaveAttribute("aria-pressed", "true");
    expect(password).toHaveAttribute("type", "text");
  });

  it("says the passwords don't match and does not call the server", async () => {
    const fetch = stubFetch(sessionHandlers(null));
    const user = userEvent.setup();
    await openAuth();
    await user.type(screen.getByLabelText("Email"), "ada@example.com");
    await user.type(screen.getByLabelText("Password"), "secret123");
    await user.type(screen.getByLabelText("Confirm password"), "secret124");
    await user.click(screen.getByRole("button", { name: "Create Account" }));

    expect(await screen.findByRole("alert")).toHaveTextContent("Passwords don't match");
    expect(screen.getByLabelText("Confirm password")).toHaveAccessibleDescription(
      "Passwords do not match",
    );
    expect(fetch.mock.calls.some(([url]) => String(url).includes("sign-up"))).toBe(false);
  });

  it("shows the server's message in a dismissible banner", async () => {
    stubFetch({
      ...sessionHandlers(null),
      "POST /api/auth/sign-up/email": () =>
        errorReply(409, "EMAIL_TAKEN", "This email is already registered"),
    });
    const user = userEvent.setup();
    await openAuth();
    await user.type(screen.getByLabelText("Email"), "ada@example.com");
    await user.type(screen.getByLabelText("Password"), "secret123");
    await user.type(screen.getByLabelText("Confirm password"), "secret123");
    await user.click(screen.getByRole("button", { name: "Create Account" }));

    const banner = await screen.findByRole("alert");
    expect(banner).toHaveTextContent("This email is already registered");
    await user.click(within(banner).getByRole("button", { name: "Dismiss" }));
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("goes to profile completion after sign-up", async () => {
    let signedUp = false;
    stubFetch({
      ...sessionHandlers(null),
      "GET /api/v1/profile": () =>
        signedUp
          ? json(200, makeProfile({ profileCompleted: false, dateOfBirth: null, gender: null }))
          : errorReply(401, "UNAUTHENTICATED", "Please sign in to continue"),
      "POST /api/auth/sign-up/email": () => {
        signedUp = true;
        return json(200, { token: null, user: { id: "u1" } });
      },
      "GET /api/v1/risk-factors": () => json(200, { items: [] }),
      "GET /api/v1/health-goals": () => json(200, { items: [] }),
    });
    const user = userEvent.setup();
    const { router } = await openAuth();
    await user.type(screen.getByLabelText("Email"), "ada@example.com");
    await user.type(screen.getByLabelText("Password"), "secret123");
    await user.type(screen.getByLabelText("Confirm password"), "secret123");
    await user.click(screen.getByRole("button", { name: "Create Account" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/profile-completion"));
  });

  it("signs in and returns to the redirect path", async () => {
    let signedIn = false;
    const fetch = stubFetch({
      ...sessionHandlers(null),
      "GET /api/v1/profile": () =>
        signedIn ? json(200, makeProfile()) : errorReply(401, "UNAUTHENTICATED", "Please sign in"),
      "POST /api/auth/sign-in/email": () => {
        signedIn = true;
        return json(200, { redirect: false, user: { id: "u1" } });
      },
    });
    sessionStorage.setItem(AUTH_TAB_STORAGE_KEY, "signin");
    const user = userEvent.setup();
    const { router } = await openAuth("/auth?redirect=%2Fsettings%2Fprofile");
    await user.type(screen.getByLabelText("Email"), "ada@example.com");
    await user.type(screen.getByLabelText("Password"), "secret123");
    await user.click(screen.getByRole("checkbox", { name: "Remember me" }));
    await user.click(screen.getByRole("button", { name: "Sign In" }));

    await waitFor(() => expect(router.state.location.pathname).toBe("/settings/profile"));
    const call = fetch.mock.calls.find(([url]) => String(url).includes("sign-in/email"));
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      email: "ada@example.com",
      password: "secret123",
      rememberMe: false,
    });
  });

  it("shows social buttons only for configured providers", async () => {
    stubFetch({
      ...sessionHandlers(null),
      "GET /api/v1/auth/providers": () =>
        json(200, {
          google: true,
          apple: false,
          googleClientId: "web-client.apps.googleusercontent.com",
        }),
    });
    await openAuth();
    expect(await screen.findByRole("button", { name: "Continue with Google" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Continue with Apple" })).not.toBeInTheDocument();
    expect(screen.getByText("or")).toBeInTheDocument();
  });

  it("words a failed social sign-in (/auth?error=<code>) with the catalogue", async () => {
    stubFetch(sessionHandlers(null));
    await openAuth("/auth?error=access_denied");
    expect(screen.getByRole("alert")).toHaveTextContent("Sign in was cancelled by user");
  });

  it("asks the server for a social sign-in with the callback, error and new-user paths", async () => {
    const fetch = stubFetch({
      ...sessionHandlers(null),
      "GET /api/v1/auth/providers": () =>
        json(200, {
          google: true,
          apple: true,
          googleClientId: "web-client.apps.googleusercontent.com",
        }),
      "POST /api/auth/sign-in/social": () => errorReply(500, "INTERNAL", "Internal"),
    });
    const user = userEvent.setup();
    await openAuth("/auth?redirect=%2Fsettings%2Fprofile");
    await user.click(await screen.findByRole("button", { name: "Continue with Google" }));
    const call = fetch.mock.calls.find(([url]) => String(url).includes("sign-in/social"));
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      provider: "google",
      callbackURL: "/auth?redirect=%2Fsettings%2Fprofile",
      errorCallbackURL: "/auth",
      newUserCallbackURL: "/profile-completion",
    });
  });

  describe("on a native shell", () => {
    afterEach(() => setDeviceAdapter(webDevice));
    const providers = {
      ...sessionHandlers(null),
      "GET /api/v1/auth/providers": () =>
        json(200, {
          google: true,
          apple: true,
          googleClientId: "web-client.apps.googleusercontent.com",
        }),
    };

    it("hides Google on iOS", async () => {
      setDeviceAdapter({ platform: () => ({ isNative: true, os: "ios" }) });
      stubFetch(providers);
      await openAuth();
      expect(
        await screen.findByRole("button", { name: "Continue with Apple" }),
      ).toBeInTheDocument();
      expect(
        screen.queryByRole("button", { name: "Continue with Google" }),
      ).not.toBeInTheDocument();
    });

    it("hides Apple on Android, and Remember me on any native app", async () => {
      setDeviceAdapter({ platform: () => ({ isNative: true, os: "android" }) });
      sessionStorage.setItem(AUTH_TAB_STORAGE_KEY, "signin");
      stubFetch(providers);
      await openAuth();
      expect(
        await screen.findByRole("button", { name: "Continue with Google" }),
      ).toBeInTheDocument();
      expect(screen.queryByRole("button", { name: "Continue with Apple" })).not.toBeInTheDocument();
      expect(screen.queryByRole("checkbox", { name: "Remember me" })).not.toBeInTheDocument();
    });

    it("signs in with Google's own sign-in on Android, then leaves /auth", async () => {
      setDeviceAdapter({ platform: () => ({ isNative: true, os: "android" }) });
      setSocialLoginPlugin({
        initialize: async () => {},
        login: (async () => ({
          provider: "google",
          result: { responseType: "online", idToken: "google-id-token", accessToken: null },
        })) as unknown as SocialLoginPlugin["login"],
      });
      let signedIn = false;
      const fetch = stubFetch({
        ...providers,
        "GET /api/v1/profile": () =>
          signedIn
            ? json(200, makeProfile())
            : errorReply(401, "UNAUTHENTICATED", "Please sign in to continue"),
        "POST /api/auth/sign-in/social": () => {
          signedIn = true;
          return json(200, { redirect: false, token: "session-token" });
        },
      });
      const user = userEvent.setup();
      const { router } = await openAuth();
      await user.click(await screen.findByRole("button", { name: "Continue with Google" }));
      await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard"));
      const call = fetch.mock.calls.find(([url]) => String(url).includes("sign-in/social"));
      expect(JSON.parse(String(call?.[1]?.body))).toMatchObject({
        provider: "google",
        idToken: { token: "google-id-token" },
      });
    });

    it("says so when the person closes Apple's sheet, and stays on /auth", async () => {
      setDeviceAdapter({ platform: () => ({ isNative: true, os: "ios" }) });
      setSocialLoginPlugin({
        initialize: async () => {},
        login: () =>
          Promise.reject(Object.assign(new Error("canceled"), { code: "USER_CANCELLED" })),
      });
      const fetch = stubFetch(providers);
      const user = userEvent.setup();
      await openAuth();
      await user.click(await screen.findByRole("button", { name: "Continue with Apple" }));
      expect(await screen.findByRole("alert")).toHaveTextContent("Sign-in was cancelled");
      expect(fetch.mock.calls.some(([url]) => String(url).includes("sign-in/social"))).toBe(false);
      expect(screen.getByRole("button", { name: "Continue with Apple" })).toBeEnabled();
    });

    it("says Apple Sign In is iOS-only on another native platform", async () => {
      setDeviceAdapter({ platform: () => ({ isNative: true, os: "other" }) });
      const fetch = stubFetch(providers);
      const user = userEvent.setup();
      await openAuth();
      await user.click(await screen.findByRole("button", { name: "Continue with Apple" }));
      expect(screen.getByRole("alert")).toHaveTextContent(
        "Apple Sign In is only available on iOS devices",
      );
      expect(fetch.mock.calls.some(([url]) => String(url).includes("sign-in/social"))).toBe(false);
    });
  });

  describe("reset dialog", () => {
    async function openReset() {
      sessionStorage.setItem(AUTH_TAB_STORAGE_KEY, "signin");
      const user = userEvent.setup();
      await openAuth();
      await user.click(screen.getByRole("button", { name: "Forgot password?" }));
      const dialog = await screen.findByRole("dialog", { name: "Reset your password" });
      return { user, dialog };
    }

    it("validates the email, sends the link and offers Try again / Back to sign in", async () => {
      const fetch = stubFetch({
        ...sessionHandlers(null),
        "POST /api/auth/request-password-reset": () => json(200, { status: true }),
      });
      const { user, dialog } = await openReset();
      const email = within(dialog).getByLabelText("Email");

      await user.type(email, "not-an-email");
      await user.click(within(dialog).getByRole("button", { name: "Send Reset Link" }));
      expect(
        await within(dialog).findByText("Please enter a valid email address"),
      ).toBeInTheDocument();

      await user.clear(email);
      await user.type(email, "ada@example.com");
      await user.click(within(dialog).getByRole("button", { name: "Send Reset Link" }));
      const sent = await screen.findByRole("dialog", { name: "Check your email" });
      const call = fetch.mock.calls.find(([url]) => String(url).includes("request-password-reset"));
      expect(JSON.parse(String(call?.[1]?.body))).toMatchObject({ email: "ada@example.com" });

      await user.click(within(sent).getByRole("button", { name: "Try again" }));
      expect(
        await screen.findByRole("dialog", { name: "Reset your password" }),
      ).toBeInTheDocument();
      await user.click(screen.getByRole("button", { name: "Send Reset Link" }));
      const again = await screen.findByRole("dialog", { name: "Check your email" });
      await user.click(within(again).getByRole("button", { name: "Back to sign in" }));
      await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    });

    it("never says whether an account has the address; fails generically when limited", async () => {
      let reply = errorReply(
        429,
        "RATE_LIMITED",
        "Too many failed attempts. Please try again later",
      );
      stubFetch({
        ...sessionHandlers(null),
        "POST /api/auth/request-password-reset": () => reply,
      });
      const { user, dialog } = await openReset();
      await user.type(within(dialog).getByLabelText("Email"), "nobody@example.com");
      await user.click(within(dialog).getByRole("button", { name: "Send Reset Link" }));
      expect(await within(dialog).findByRole("alert")).toHaveTextContent(
        "Failed to send reset email. Please try again.",
      );

      reply = errorReply(404, "ACCOUNT_NOT_FOUND", "No account found with this email");
      await user.click(within(dialog).getByRole("button", { name: "Send Reset Link" }));
      expect(await screen.findByRole("dialog", { name: "Check your email" })).toBeInTheDocument();
      expect(screen.queryByText("No account found with this email")).not.toBeInTheDocument();
    });
  });
});
