import { type OpenAPIHono, type RouteConfig, z } from "@hono/zod-openapi";
import { ErrorBody } from "@vitalog/domain";
import type { AppEnv } from "../http/app-env.ts";
import {
  ACCESS_EXTENSION,
  type Access,
  errorResponses,
  jsonBody,
  jsonContent,
  operationIdOf,
  SESSION_SECURITY,
} from "../http/router.ts";

// Better Auth answers /api/auth/* itself (auth.routes.ts); these entries describe the routes the
// web uses, so that they are in the OpenAPI document and in the web's generated API types.

const Instant = z.string().openapi({ format: "date-time" });

const AuthUser = z
  .object({
    id: z.string(),
    name: z.string(),
    email: z.string().openapi({ format: "email" }),
    emailVerified: z.boolean(),
    image: z.string().nullable().optional(),
    createdAt: Instant,
    updatedAt: Instant,
  })
  .openapi("AuthUser");

const AuthSession = z
  .object({
    id: z.string(),
    userId: z.string(),
    expiresAt: Instant,
    createdAt: Instant,
    updatedAt: Instant,
    ipAddress: z.string().nullable().optional(),
    userAgent: z.string().nullable().optional(),
  })
  .openapi("AuthSession", { description: "A session, by id: no reply carries its token" });

const Status = z.object({ status: z.boolean() });
const Success = z.object({ success: z.boolean() });
const Password = z.string().min(6).max(128);

const SignUpInput = z.object({
  email: z.string().openapi({ format: "email" }),
  password: Password,
  name: z.string().optional(),
  callbackURL: z.string().optional(),
  rememberMe: z.boolean().optional(),
});
const SignInInput = z.object({
  email: z.string().openapi({ format: "email" }),
  password: z.string(),
  rememberMe: z.boolean().optional(),
  callbackURL: z.string().optional(),
});
const SignedIn = z.object({
  user: AuthUser,
  redirect: z.boolean().optional(),
  url: z.string().optional(),
});
const CurrentSession = z.object({ session: AuthSession, user: AuthUser }).nullable();
const PasswordResetRequest = z.object({
  email: z.string().openapi({ format: "email" }),
  redirectTo: z.string().optional(),
});
const PasswordReset = z.object({ newPassword: Password, token: z.string() });
const VerificationEmailRequest = z.object({
  email: z.string().openapi({ format: "email" }),
  callbackURL: z.string().optional(),
});
const VerifyEmailQuery = z.object({
  token: z.string().openapi({ param: { name: "token", in: "query" } }),
  callbackURL: z
    .string()
    .optional()
    .openapi({ param: { name: "callbackURL", in: "query" } }),
});
const PasswordChange = z.object({
  currentPassword: z.string(),
  newPassword: Password,
  revokeOtherSessions: z.boolean().optional(),
});
const UserDeletion = z.object({ password: z.string().optional() });
const SessionRevocation = z.object({ id: z.string() });
const SocialSignIn = z.object({
  provider: z.enum(["google", "apple"]),
  callbackURL: z.string().optional(),
  newUserCallbackURL: z.string().optional(),
  errorCallbackURL: z.string().optional(),
  /**
   * The native apps' sign-in: the identity token the platform's own Google or Apple sign-in gave
   * (checked with the provider's keys), with the raw nonce for Apple; answered with the session
   * (its token in `set-auth-token`) instead of a `url`.
   */
  idToken: z.object({ token: z.string(), nonce: z.string().optional() }).optional(),
});
const SocialRedirect = z.object({
  url: z.string().optional(),
  redirect: z.boolean(),
  token: z.string().optional(),
});

interface AuthPath {
  method: "get" | "post";
  path: string;
  summary: string;
  access: Extract<Access, "public" | "user">;
  request?: RouteConfig["request"];
  answer: z.ZodType;
  answerDescription: string;
  errors: (400 | 401 | 403)[];
}

const AUTH_PATHS: AuthPath[] = [
  {
    method: "post",
    path: "/sign-up/email",
    summary: "Sign up with e-mail and password; sets the session cookie and `set-auth-token`",
    access: "public",
    request: { body: jsonBody(SignUpInput) },
    answer: z.object({ user: AuthUser }),
    answerDescription: "The new account, signed in",
    errors: [400],
  },
  {
    method: "post",
    path: "/sign-in/email",
    summary: "Sign in with e-mail and password; sets the session cookie and `set-auth-token`",
    access: "public",
    request: { body: jsonBody(SignInInput) },
    answer: SignedIn,
    answerDescription: "The signed-in account",
    errors: [400, 401, 403],
  },
  {
    method: "post",
    path: "/sign-out",
    summary: "Sign out: ends this session",
    access: "public",
    request: { body: jsonBody(z.object({})) },
    answer: Success,
    answerDescription: "Signed out",
    errors: [400],
  },
  {
    method: "get",
    path: "/get-session",
    summary: "The current session and its account, or null when signed out",
    access: "public",
    answer: CurrentSession,
    answerDescription: "The session, or null",
    errors: [],
  },
  {
    method: "post",
    path: "/request-password-reset",
    summary: "Send a password-reset e-mail (the same answer whether or not the address is known)",
    access: "public",
    request: { body: jsonBody(PasswordResetRequest) },
    answer: Status.extend({ message: z.string().optional() }),
    answerDescription: "The request was taken",
    errors: [400],
  },
  {
    method: "post",
    path: "/reset-password",
    summary: "Set a new password with the e-mailed token; every session of the account ends",
    access: "public",
    request: { body: jsonBody(PasswordReset) },
    answer: Status,
    answerDescription: "The password is changed",
    errors: [400],
  },
  {
    method: "post",
    path: "/send-verification-email",
    summary: "Send the e-mail address verification link again",
    access: "public",
    request: { body: jsonBody(VerificationEmailRequest) },
    answer: Status,
    answerDescription: "The e-mail is on its way",
    errors: [400],
  },
  {
    method: "get",
    path: "/verify-email",
    summary: "Mark the address verified with the e-mailed token (redirects to `callbackURL`)",
    access: "public",
    request: { query: VerifyEmailQuery },
    answer: Status.extend({ user: AuthUser.nullable().optional() }),
    answerDescription: "The address is verified",
    errors: [400, 401],
  },
  {
    method: "post",
    path: "/change-password",
    summary: "Change the password; other sessions end unless `revokeOtherSessions` is false",
    access: "user",
    request: { body: jsonBody(PasswordChange) },
    answer: z.object({ user: AuthUser }),
    answerDescription: "The password is changed",
    errors: [400, 401],
  },
  {
    method: "post",
    path: "/delete-user",
    summary: "Delete the signed-in account and all of its data",
    access: "user",
    request: { body: jsonBody(UserDeletion) },
    answer: Success.extend({ message: z.string().optional() }),
    answerDescription: "The account is deleted",
    errors: [400, 401, 403],
  },
  {
    method: "get",
    path: "/list-sessions",
    summary: "The account's sessions, by id",
    access: "user",
    answer: z.array(AuthSession),
    answerDescription: "The sessions",
    errors: [401],
  },
  {
    method: "post",
    path: "/revoke-session",
    summary: "End one of the account's sessions by its id",
    access: "user",
    request: { body: jsonBody(SessionRevocation) },
    answer: Status,
    answerDescription: "The session is ended",
    errors: [400, 401],
  },
  {
    method: "post",
    path: "/sign-in/social",
    summary:
      "Start a Google or Apple sign-in (the answer's `url` is the provider's page), or sign in with an identity token",
    access: "public",
    request: { body: jsonBody(SocialSignIn) },
    answer: SocialRedirect,
    answerDescription: "Where the browser goes next",
    errors: [400],
  },
];

/** The auth routes that need a session ("POST /change-password"): a visitor gets 401 first. */
export const SESSION_AUTH_PATHS: ReadonlySet<string> = new Set(
  AUTH_PATHS.filter((route) => route.access === "user").map(
    (route) => `${route.method.toUpperCase()} ${route.path}`,
  ),
);

/** Describes the Better Auth routes under /api/auth in the app's OpenAPI document. */

export function registerAuthPaths(app: OpenAPIHono<AppEnv>): void {
  for (const route of AUTH_PATHS) {
    const path = `/api/auth${route.path}`;
    app.openAPIRegistry.registerPath({
      method: route.method,
      path,
      // `postAuthSignUpEmail`, beside `getAuthProviders` of /api/v1/auth/providers.
      operationId: operationIdOf(route.method, `/auth${route.path}`),
      tags: ["Auth"],
      summary: route.summary,
      security: route.access === "public" ? [] : SESSION_SECURITY,
      [ACCESS_EXTENSION]: route.access,
      ...(route.request ? { request: route.request } : {}),
      responses: {
        200: jsonContent(route.answer, route.answerDescription),
        ...errorResponses(...route.errors),
        429: jsonContent(ErrorBody, "Too many attempts"),
      },
    });
  }
}
