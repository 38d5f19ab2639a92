import { OpenAPIHono } from "@hono/zod-openapi";
import type { Database } from "@vitalog/db";
import { registerAuthPaths } from "./auth/auth.openapi.ts";
import { authRoutes } from "./auth/auth.routes.ts";
import { type Auth, createAuth, trustedOrigins } from "./auth/auth.ts";
import { createGuards } from "./auth/guards.ts";
import { providerRoutes } from "./auth/providers.routes.ts";
import { resetTokenRoutes } from "./auth/reset-token.routes.ts";
import { type Clock, systemClock, systemContext } from "./context.ts";
import type { Config } from "./env.ts";
import { AppError } from "./errors.ts";
import {
  assertDeletionAllowed,
  deleteAccount,
} from "./features/account/account-deletion.service.ts";
import { isAdminUser } from "./features/admin/admin.service.ts";
import { apiDocsRoutes } from "./http/api-docs.ts";
import type { AppEnv } from "./http/app-env.ts";
import { handleError } from "./http/error-handler.ts";
import { healthRoutes } from "./http/health.routes.ts";
import { idempotency } from "./http/idempotency.ts";
import { publicPageRenderer, rendererEntryOf } from "./http/public-pages.ts";
import { refuseUndeclaredQuery } from "./http/query-parameters.ts";
import { auditRefusals } from "./http/refusal-audit.ts";
import { requestScope } from "./http/request-context.ts";
import { completeOperations } from "./http/router.ts";
import {
  apiBodyLimit,
  apiCors,
  closeOnPayloadTooLarge,
  noStore,
  refuseCrossSiteWrites,
  rejectNulCharacters,
  securityHeaders,
} from "./http/security.ts";
import { webAppRoutes } from "./http/static-files.ts";
import type { Logger } from "./logger.ts";
import type { ModuleDeps, ServerModule } from "./modules/module.ts";
import { userSetUp } from "./modules/user-lifecycle.ts";
import { modules as allModules } from "./modules.ts";
import { type Ai, createAi } from "./platform/ai.ts";
import { createMailer, type Mailer } from "./platform/mail.ts";
import { createOutbound, type Outbound } from "./platform/outbound.ts";
import { createPayments } from "./platform/payments.ts";
import { createRateLimiter } from "./platform/rate-limiter.ts";
import { createStorage, type Storage } from "./platform/storage.ts";

export interface AppDeps {
  config: Config;
  /** Secret that signs session cookies. */
  authSecret: string;
  db: Database;
  ping: () => Promise<boolean>;
  log: Logger;
  /** Defaults to SMTP when SMTP_URL is set, otherwise the embedded outbox. */
  mailer?: Mailer;
  /** Defaults to S3 when S3_BUCKET is set, otherwise DATA_DIR/files. */
  storage?: Storage;
  /** Defaults to the OpenAI-compatible endpoint of AI_BASE_URL, or AI switched off. */
  ai?: Ai;
  /** Defaults to the guarded client with OUTBOUND_ALLOWED_HOSTS. */
  outbound?: Outbound;
  clock?: Clock;
  /** Defaults to every module in modules.ts. */
  modules?: readonly ServerModule[];
}

export interface VitalogApp {
  app: OpenAPIHono<AppEnv>;
  auth: Auth;
}

/** The OpenAPI document's info: what the API is and where sign-in lives. */
const API_INFO = {
  title: "Vitalog API",
  version: "1.0.0",
  description:
    "Personal health tracking. Sign up, sign in and sign out under /api/auth (Better Auth: POST /api/auth/sign-up/email {email, password, name?}, POST /api/auth/sign-in/email {email, password, rememberMe?}, POST /api/auth/sign-out, GET /api/auth/get-session). Account actions there too: POST /api/auth/request-password-reset {email, redirectTo}, POST /api/auth/reset-password {newPassword, token}, POST /api/auth/send-verification-email {email, callbackURL}, GET /api/auth/verify-email?token=…, POST /api/auth/change-password {currentPassword, newPassword, revokeOtherSessions?}, POST /api/auth/delete-user {password?}, GET /api/auth/list-sessions (each session by id, never its token), POST /api/auth/revoke-session {id}, POST /api/auth/sign-in/social {provider, callbackURL, newUserCallbackURL?, errorCallbackURL?}. No reply body carries a session token; native apps send `Authorization: Bearer <token>` (the signed token from the `set-auth-token` reply header of sign-in and sign-up) instead of the cookie. Every error is `{ error: { code, message, fields? } }`.",
};

/** Builds the whole HTTP application from the list of modules: API, auth, docs and the web app. */
export function createApp(deps: AppDeps): VitalogApp {
  const { config, db, log } = deps;
  const modules = deps.modules ?? allModules;
  const isHttps = new URL(config.publicUrl).protocol === "https:";
  const storage = deps.storage ?? createStorage(config);
  const mailer = deps.mailer ?? createMailer(config, db, log);
  const clock = deps.clock ?? systemClock;
  const system = systemContext(db, log, clock);
  const auth = createAuth({
    config,
    secret: deps.authSecret,
    db,
    log,
    mailer,
    clock,
    setUpUserData: userSetUp(modules, system),
    accountDeletion: {
      check: (request) => assertDeletionAllowed(system, request),
      deleteAccount: (user) => deleteAccount(system, { storage, modules }, user),
    },
  });
  const guards = createGuards({
    auth,
    db,
    secret: deps.authSecret,
    isAdmin: (userId) => isAdminUser(system, userId),
    clock,
  });
  const moduleDeps: ModuleDeps = {
    config,
    db,
    guards,
    auth,
    storage,
    mailer,
    payments: createPayments(config.stripe),
    ai: deps.ai ?? createAi(config.ai, log),
    outbound:
      deps.outbound ?? createOutbound({ allowedHosts: config.outboundAllowedHosts, logger: log }),
    limiter: createRateLimiter(db, config.authRateLimit, clock),
    clock,
    log,
    modules,
  };

  const app = new OpenAPIHono<AppEnv>();
  app.use("*", requestScope({ log, db, clock }));
  app.use("*", auditRefusals);
  app.use("*", securityHeaders(isHttps));
  app.use("*", closeOnPayloadTooLarge);
  for (const module of modules) {
    for (const { path, handler } of module.middleware ?? []) app.use(path, handler);
  }
  app.use("/api/*", noStore);
  app.use("/api/*", apiCors(trustedOrigins(config)));
  app.use("/api/v1/*", refuseCrossSiteWrites(trustedOrigins(config)));
  app.use("/api/*", (c, next) =>
    modules.some((m) => m.hasOwnBodyLimit?.(c.req.method, c.req.path))
      ? next()
      : apiBodyLimit(c, next),
  );
  app.use("/api/*", rejectNulCharacters);
  app.use(
    "/api/*",
    refuseUndeclaredQuery(() => app.getOpenAPI31Document({ openapi: "3.1.0", info: API_INFO })),
  );
  app.use("/api/v1/*", idempotency(guards));

  app.route("/api", healthRoutes(deps.ping));
  app.route("/api/auth", authRoutes(auth, config.trustProxy, deps.ping));
  registerAuthPaths(app);
  app.route("/api/v1", providerRoutes(config));
  app.route("/api/v1", resetTokenRoutes(db, clock));
  for (const module of modules) {
    if (module.routes) app.route("/api/v1", module.routes(moduleDeps));
  }

  completeOperations(app);
  app.openAPIRegistry.registerComponent("securitySchemes", "session", {
    type: "apiKey",
    in: "cookie",
    name: `${isHttps ? "__Secure-" : ""}vitalog.session_token`,
    description: "Session cookie set by POST /api/auth/sign-in/email or /api/auth/sign-up/email",
  });
  app.openAPIRegistry.registerComponent("securitySchemes", "bearer", {
    type: "http",
    scheme: "bearer",
    description:
      "For the native apps: the session token from the `set-auth-token` header of sign-in or sign-up, sent as `Authorization: Bearer <token>` instead of the cookie",
  });
  app.doc31("/api/v1/openapi.json", {
    openapi: "3.1.0",
    info: API_INFO,
    servers: [{ url: config.publicUrl }],
  });
  app.route("/api/docs", apiDocsRoutes());

  app.all("/api/*", () => {
    throw new AppError("NOT_FOUND");
  });
  // Public pages with database content arrive rendered; their API requests stay in-process.
  const renderPage = publicPageRenderer(
    rendererEntryOf(config.webDistDir),
    (path, init, env) => Promise.resolve(app.request(path, init, env as object)),
    log,
  );
  app.route("/", webAppRoutes(config.webDistDir, renderPage));

  app.notFound((c) => c.json(new AppError("NOT_FOUND").toBody(), 404));
  app.onError(handleError);
  return { app, auth };
}
